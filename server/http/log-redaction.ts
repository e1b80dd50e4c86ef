import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret or a person's address: the e-mailed links' `email` and `token`. */
const secretParameters = new Set(['token', 'email']);

/** A URL as it may be logged: the values of secret parameters replaced. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (secretParameters.has(name.toLowerCase())) {
      params.set(name, 'redactat');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params}` : url;
}

/**
 * Fastify's request log line, with the URL redacted: the links mailed for activation, reset
 * and deletion (`/password-reset?email=…&token=…`) must not leave their tokens in the logs.
 */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
