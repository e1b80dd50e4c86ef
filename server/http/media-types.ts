import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

/** Media types read as bytes (an upload); everything else the specs declare is JSON. */
export const isByteMediaType = (type: string): boolean => type !== 'application/json';

/** The problem a body of an undeclared type answers: 415 with the types the operation takes, or the route's own code (a photo's). */
function undeclaredType(request: FastifyRequest, declared: string[], sent: string): HttpProblem {
  const wrongType = request.routeOptions.config.bodyCodes?.wrongType;
  if (wrongType) return new HttpProblem(415, wrongType);
  const accepted = declared.join(', ');
  return new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', {
    detail:
      declared.length === 0
        ? 'Această operație nu primește un corp; trimite cererea fără el.'
        : `Această operație primește corpul doar ca ${accepted}${sent ? `, nu ca ${sent}` : ''}.`,
    params: { accepted },
  });
}

const sentType = (request: FastifyRequest): string => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Fastify validates a body against the schema of its media type only, so a body of a type the
 * operation does not declare would reach the handler unvalidated (issue #47). Such a body is
 * refused: before it is read when its length is announced, and otherwise (a chunked body, which
 * may turn out empty) once parsed, before validation; an empty body may name any type, or none.
 */
export function refuseUndeclaredMediaTypes(scope: FastifyInstance): void {
  scope.addHook('preParsing', async (request) => {
    const length = request.headers['content-length'];
    if (length === undefined || length === '0') return;
    const declared = request.routeOptions.config.mediaTypes ?? [];
    if (!declared.includes(sentType(request))) throw undeclaredType(request, declared, sentType(request));
  });
  scope.addHook('preValidation', async (request) => {
    if (request.body === undefined) return;
    const declared = request.routeOptions.config.mediaTypes ?? [];
    if (!declared.includes(sentType(request))) throw undeclaredType(request, declared, sentType(request));
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request body media types the route's operation declares (`RecordedRoute.mediaTypes`). */
    mediaTypes?: string[];
  }
}
