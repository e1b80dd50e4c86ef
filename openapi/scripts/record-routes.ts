import Fastify from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { mediaTypesByOperation } from '../operation-media-types';
import type { RecordedRoute } from '../route-table';

/**
 * The routes fastify-openapi-glue derives from a bundled spec, recorded as it hands each to
 * Fastify, with the media types each operation declares: the server mounts these rather than
 * deriving them again, or reading the spec, at every start (decision 055).
 */
export async function recordRoutes(specification: object): Promise<RecordedRoute[]> {
  // HEAD routes are Fastify's own, added again where the server mounts the GET routes.
  const app = Fastify({ exposeHeadRoutes: false });
  const routes: RecordedRoute[] = [];
  const mediaTypes = mediaTypesByOperation(specification);
  app.addHook('onRoute', ({ method, url, schema }) => {
    const recorded = structuredClone(schema) as RecordedRoute['schema'];
    const operationId = String(recorded.operationId);
    routes.push({ method, url, operationId, schema: recorded, mediaTypes: mediaTypes.get(operationId) ?? [] });
  });
  await app.register(openapiGlue, { specification, operationResolver: () => () => undefined });
  await app.ready();
  await app.close();
  return routes;
}
