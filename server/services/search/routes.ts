import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { operations } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { processMetrics } from '../../metrics/process-metrics';
import { requireAdmin } from '../../security/session-guard';
import type { OperationRoutes } from '../handlers';
import { recordEverything } from '../catalogue/catalogue-feed';
import type { SearchEngine } from './lifecycle/search-engine';
import { indexStatus, startRebuild } from './index-status';
import { getSearchProduct, searchProducts, suggestSearches } from './search-products';
import { getSellerPage } from './seller-page';

export interface SearchDependencies {
  db: Kysely<DatabaseSchema>;
  log: FastifyBaseLogger;
  /** This process's search index. */
  engine: SearchEngine;
}

/** Every operation of openapi/search.yaml. */
export function searchRoutes({ db, log, engine }: SearchDependencies): OperationRoutes<operations> {
  return {
    searchProducts: { handler: async (request, reply) => searchProducts(request, reply, engine) },
    getSearchProduct: { handler: (request) => getSearchProduct(request, db) },
    suggestSearches: { handler: async (request) => suggestSearches(request, engine) },
    getSellerPage: { handler: (request) => getSellerPage(request, db, engine) },
    rebuildSearchIndex: {
      handler: async (request, reply) => {
        await requireAdmin(request);
        // Every search process reads the whole catalogue again: this one at once, the others from the feed.
        await startRebuild(db, log, async () => engine.reload(await recordEverything(db)));
        return reply.code(202).send(await indexStatus(db, engine));
      },
    },
    getSearchMetrics: {
      handler: async (request) => {
        await requireAdmin(request);
        return { ...processMetrics('search'), index: await indexStatus(db, engine) };
      },
    },
  };
}
