import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

/** "Nothing here": an operation without a body, path or query. */
type None = Record<string, never>;

/** The body an operation takes, as `openapi-typescript` generated it from the spec. */
type BodyOf<Operation> = Operation extends { requestBody: { content: infer Content } }
  ? Content[keyof Content]
  : Operation extends { requestBody?: { content: infer Content } }
    ? Content[keyof Content] | undefined
    : undefined;

/** One kind of an operation's parameters (`path`, `query`), or None when it has none. */
type ParametersOf<Operation, Kind extends 'path' | 'query'> = Operation extends { parameters: { [In in Kind]?: infer Found } }
  ? [NonNullable<Found>] extends [never]
    ? None
    : NonNullable<Found>
  : None;

/**
 * A request as the operation's handler receives it: its route has validated it against the
 * same spec the types are generated from (coercing the query's numbers), so its body, path
 * and query have the spec's types without a cast.
 */
type OperationRequest<Operation> = FastifyRequest<{
  Body: BodyOf<Operation>;
  Params: ParametersOf<Operation, 'path'>;
  Querystring: ParametersOf<Operation, 'query'>;
}>;

/** The request of the operation `Id` of a service's generated `operations`. */
export type RequestOf<Operations, Id extends keyof Operations> = OperationRequest<Operations[Id]>;

/** The JSON bodies an operation answers with on success (its 2xx answers), as generated from the spec. */
type AnswerOf<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 | 203 | 206
        ? Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : never
        : never;
    }[keyof Responses]
  : never;

/**
 * What a handler may answer: a body of the operation's success answers, which Fastify serialises;
 * or the reply itself, sent with its own status, headers and body; or nothing, for a reply sent.
 */
type Answer<Operation> = AnswerOf<Operation> | FastifyReply | void;

/** What a service supplies for one OpenAPI operation: its handler and any route options. */
export interface OperationRoute<Operation = unknown> extends Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'preHandler' | 'onRequest' | 'onResponse' | 'onRequestAbort' | 'config'
> {
  // A method, so a service's typed routes fit the one list the server mounts (`mountService`).
  handler(request: OperationRequest<Operation>, reply: FastifyReply): Answer<Operation> | Promise<Answer<Operation>>;
}

/** A service's routes keyed by operationId, each typed by its operation. An operation with no entry answers 501. */
export type OperationRoutes<Operations> = { [Id in keyof Operations]?: OperationRoute<Operations[Id]> };
