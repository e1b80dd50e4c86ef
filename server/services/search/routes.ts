import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { operations } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { processMetrics } from '../../metrics/process-metrics';
import { requireAdmin } from '../../security/session-guard';
import type { OperationRoutes } from '../handlers';
import { indexStatus, startRebuild } from './index-status';
import { getSearchProduct, searchProducts } from './search-products';

/** Every operation of openapi/search.yaml. */
export function searchRoutes(db: Kysely<DatabaseSchema>, log: FastifyBaseLogger): OperationRoutes<keyof operations> {
  return {
    searchProducts: { handler: (request, reply) => searchProducts(request, reply, db) },
    getSearchProduct: { handler: (request) => getSearchProduct(request, db) },
    rebuildSearchIndex: {
      handler: async (request, reply) => {
        await requireAdmin(request);
        return reply.code(202).send(await startRebuild(db, log));
      },
    },
    getSearchMetrics: {
      handler: async (request) => {
        await requireAdmin(request);
        return { ...processMetrics('search'), index: await indexStatus(db) };
      },
    },
  };
}
