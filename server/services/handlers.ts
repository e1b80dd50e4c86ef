import type { RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

/** What a service supplies for one OpenAPI operation: its handler and any route options. */
export interface OperationRoute extends Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'onRequest' | 'config'> {
  handler: RouteHandlerMethod;
}

/** A service's routes keyed by operationId. An operation with no entry answers 501. */
export type OperationRoutes<OperationId extends string> = Partial<Record<OperationId, OperationRoute>>;
