import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrorsFrom } from './validation-errors';
import type { ErrorCode } from '../../openapi/clients/problem';
import { HttpProblem, problemContentType, toProblem } from './problem';

/** PostgreSQL and driver errors that mean "the database is out of reach", not "a bug". */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

/** A bulk import with thousands of bad rows lists this many; the total is in the params. */
const maxListedErrors = 1_000;

/** Maps anything thrown in a route to the problem the client should see. */
function problemFor(error: FastifyError | Error, body?: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const part = fastifyError.validationContext ?? 'body';
    const errors = fieldErrorsFrom(fastifyError.validation as never, part, part === 'body' ? body : undefined);
    return new HttpProblem(400, 'VALIDATION_FAILED', {
      errors: errors.slice(0, maxListedErrors),
      ...(errors.length > maxListedErrors ? { params: { totalErrors: errors.length } } : {}),
    });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpProblem(413, 'PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', { detail: 'Corpul cererii trebuie trimis ca JSON.', params: { accepted: 'application/json' } });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpProblem(fastifyError.statusCode ?? 400, 'VALIDATION_FAILED', { detail: 'Corpul cererii nu este JSON valid.' });
  }
  if (error instanceof SyntaxError || fastifyError.statusCode === 400) {
    return new HttpProblem(400, 'VALIDATION_FAILED', { detail: 'Corpul cererii nu este JSON valid.' });
  }
  if (fastifyError.statusCode === 429) return new HttpProblem(429, 'TOO_MANY_REQUESTS');
  if (isDatabaseUnavailable(error)) return new HttpProblem(503, 'SERVICE_UNAVAILABLE');
  return new HttpProblem(500, 'INTERNAL_ERROR');
}

/**
 * A 500's detail may carry the database's own words (tables, constraints): it is logged and
 * never sent; the client gets the catalogue's title for the code. (A 503's detail is ours,
 * written for the user: that the mail could not be sent, that the index is loading.)
 */
function withoutServerDetail(problem: HttpProblem, request: FastifyRequest): HttpProblem {
  if (problem.status !== 500 || problem.extras.detail === undefined) return problem;
  request.log.error({ code: problem.code, detail: problem.extras.detail }, 'server failure');
  const { detail: _detail, ...extras } = problem.extras;
  return new HttpProblem(problem.status, problem.code, extras);
}

export function sendProblem(reply: FastifyReply, request: FastifyRequest, served: HttpProblem): FastifyReply {
  const problem = withoutServerDetail(served, request);
  if ((problem.status === 429 || problem.status === 503) && problem.extras.params?.retryAfterSeconds !== undefined) {
    reply.header('Retry-After', String(problem.extras.params.retryAfterSeconds));
  }
  return reply
    .code(problem.status)
    .type(problemContentType)
    .serializer(JSON.stringify)
    .send(toProblem(problem, request.url.split('?')[0] ?? request.url));
}

/** A route that takes other bodies than JSON (a photo) names its own codes for a body too large or of another type. */
function bodyProblem(error: FastifyError, request: FastifyRequest): HttpProblem | undefined {
  const codes = request.routeOptions.config.bodyCodes;
  if (!codes) return undefined;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpProblem(413, codes.tooLarge);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpProblem(415, codes.wrongType);
  return undefined;
}

/** Every error leaves the server as RFC 9457 problem+json with a catalogue code. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = bodyProblem(error, request) ?? problemFor(error, request.body);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, request, problem);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The codes a body over the route's limit, or of a media type it does not take, answers with. */
    bodyCodes?: { tooLarge: ErrorCode; wrongType: ErrorCode };
  }
}
