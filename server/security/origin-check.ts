import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/problem';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isAllowedOrigin(request: FastifyRequest, origin: string, allowed: string[]): boolean {
  if (allowed.includes(origin)) return true;
  // Same origin as the request itself, whatever host name the user typed.
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence for cookie-based sessions: a state-changing call from a foreign page is
 * refused. Browsers always send `Origin` on cross-origin writes; clients without one (curl,
 * server-to-server) carry no ambient browser cookies to abuse.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // Every state-changing request, whatever its path: the raw URL may spell a service path
    // with percent-escapes (`/%73vc/…`) that the router decodes.
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null' && isAllowedOrigin(request, origin, app.config.allowedOrigins)) return;
    if (origin === undefined && request.headers['sec-fetch-site'] !== 'cross-site') return;
    throw new HttpProblem(403, 'FORBIDDEN_ORIGIN');
  });
}
