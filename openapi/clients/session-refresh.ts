import type { Middleware } from 'openapi-fetch';

export interface SessionRefreshOptions {
  /** Performs the refresh call; resolves true when a new session was issued. */
  refresh: () => Promise<boolean>;
  /** Called once when the session cannot be renewed, so the app can go to /login. */
  onSessionExpired: () => void;
}

/** Calls whose 401 means bad credentials, a wrong second-factor code or a dead refresh token, never "refresh and retry". */
const sessionPaths = new Set(['/api/auth/login', '/api/auth/login/second-factor', '/api/auth/refresh', '/api/auth/logout']);

/**
 * docs/product.md §7: a 401 triggers one refresh and one retry; a failed refresh expires the session.
 * Concurrent 401s share a single in-flight refresh, so a page that fires five calls with an
 * expired access token refreshes once, not five times (which would also trip reuse detection).
 */
export function createSessionRefresh({ refresh, onSessionExpired }: SessionRefreshOptions): Middleware {
  const pendingBodies = new Map<string, Request>();
  let inFlight: Promise<boolean> | undefined;

  const refreshOnce = (): Promise<boolean> => {
    inFlight ??= refresh()
      .catch(() => false)
      .then((renewed) => {
        if (!renewed) onSessionExpired();
        return renewed;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    onRequest({ request, id, schemaPath }) {
      // A request body can be read once; keep a copy in case the call must be retried.
      if (!sessionPaths.has(schemaPath)) pendingBodies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, schemaPath, options }) {
      const retry = pendingBodies.get(id);
      pendingBodies.delete(id);
      if (response.status !== 401) return undefined;
      if (schemaPath === '/api/auth/refresh') {
        onSessionExpired();
        return undefined;
      }
      if (!retry) return undefined;
      const renewed = await refreshOnce();
      return renewed ? options.fetch(retry) : undefined;
    },
    onError({ id }) {
      pendingBodies.delete(id);
      return undefined;
    },
  };
}
