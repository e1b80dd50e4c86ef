import { fromPromise } from 'xstate';
import type { ApiClients, AuthClient } from '../../openapi';
import type { Credentials, LoginStep, SessionFacts } from '../../machines/auth/auth.machine';
import { unwrap } from './unwrap';

/** The `loggedUser` cookie the server sets next to the session (docs/product.md §3). */
function readLoggedUser(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'loggedUser') return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/** The auth machine's actors, over the auth service. */
export function authEffects({
  clients,
  sessionClient,
  readCookies,
}: {
  clients: ApiClients;
  sessionClient: AuthClient;
  readCookies: () => string | Promise<string>;
}) {
  return {
    readLoggedUser: fromPromise<string | undefined>(async () => readLoggedUser(await readCookies())),
    refreshSession: fromPromise<void>(async () => {
      await unwrap(sessionClient.POST('/api/auth/refresh'));
    }),
    loadRoles: fromPromise<SessionFacts, { username: string }>(async ({ input }) => {
      const path = { params: { path: { id: input.username } } };
      // If the factors cannot be read, the server still refuses what a session owing one may not do.
      const [roles, factors] = await Promise.all([
        unwrap(clients.auth.GET('/api/profile/{id}/roles', path)),
        unwrap(clients.auth.GET('/api/profile/{id}/second-factors', path)).catch(() => undefined),
      ]);
      return { roles, mustAddSecondFactor: factors !== undefined && factors.required && !factors.sessionPassed };
    }),
    postLogin: fromPromise<LoginStep, Credentials>(async ({ input }) => {
      const answer = await unwrap(clients.auth.POST('/api/auth/login', { body: input }));
      return 'methods' in answer ? { methods: answer.methods } : 'signedIn';
    }),
    postLogout: fromPromise<void>(async () => {
      await unwrap(clients.auth.POST('/api/auth/logout'));
    }),
  };
}
