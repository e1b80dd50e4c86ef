import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { servicePrefix } from '../config';
import type { ServiceName } from '../../openapi/services';
import { HttpProblem } from '../http/problem';
import type { OperationRoute } from './handlers';
import { specificationDocument } from './specification-file';

/** A service's routes as the server mounts them, whatever their operations' types. */
export type ServiceRoutes = Partial<Record<string, OperationRoute<never>>>;

const notImplemented: OperationRoute = {
  handler: async () => {
    throw new HttpProblem(501, 'NOT_IMPLEMENTED');
  },
};

/**
 * Routes every operation of `openapi/generated/<service>.yaml` (the service's spec bundled with
 * `common.yaml`) under `/svc/<service>`, with the spec's request schemas as validation, so the
 * spec stays the single source of truth for the wire.
 */
export async function mountService(app: FastifyInstance, service: ServiceName, routes: ServiceRoutes): Promise<void> {
  await app.register(openapiGlue, {
    specification: specificationDocument(service),
    prefix: servicePrefix(service),
    operationResolver: (operationId: string) => ({ ...(routes[operationId] ?? notImplemented) }) as never,
  });
}
