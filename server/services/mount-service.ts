import type { FastifyInstance } from 'fastify';
import { servicePrefix } from '../config';
import type { ServiceName } from '../../openapi/services';
import { isByteMediaType, refuseUndeclaredMediaTypes } from '../http/media-types';
import { HttpProblem } from '../http/problem';
import type { OperationRoute } from './handlers';
import { routeTable } from './route-table-file';

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
 * spec stays the single source of truth for the wire: the routes are those fastify-openapi-glue
 * derived from it when it was generated (decision 055). Each route knows the media types its
 * operation declares, recorded with it, and refuses a body of any other before it is parsed; the service's scope
 * reads as bytes only the types its own spec declares for an upload (issue #47).
 */
export async function mountService(app: FastifyInstance, service: ServiceName, routes: ServiceRoutes): Promise<void> {
  const table = routeTable(service);
  const byteTypes = [...new Set(table.flatMap((route) => route.mediaTypes))].filter(isByteMediaType);
  await app.register(async (scope) => {
    if (byteTypes.length > 0) scope.addContentTypeParser(byteTypes, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    refuseUndeclaredMediaTypes(scope);
    await scope.register(
      async (prefixed) => {
        for (const { method, url, operationId, schema, mediaTypes } of table) {
          const route = routes[operationId] ?? notImplemented;
          // The handler's request type is its operation's, and the route validates against that operation's schema.
          const options = { method, url, schema, ...route, config: { ...route.config, mediaTypes } };
          prefixed.route(options as never);
        }
      },
      { prefix: servicePrefix(service) },
    );
  });
}
