import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { operations } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { processMetrics } from '../../metrics/process-metrics';
import { requireAdmin } from '../../security/session-guard';
import type { OperationRoutes } from '../handlers';
import { AnswerCache } from './answer-cache';
import type { CatalogueChanges } from './catalogue-changes';
import { indexStatus, startRebuild } from './index-status';
import { getSearchProduct, searchProducts } from './search-products';

export interface SearchDependencies {
  db: Kysely<DatabaseSchema>;
  log: FastifyBaseLogger;
  /** What this process's writes publish; the answer cache listens (decision 011). */
  changes: CatalogueChanges;
  /** How long an answer may be served again; 0 remembers nothing. */
  cacheMs: number;
}

/** Every operation of openapi/search.yaml. */
export function searchRoutes({ db, log, changes, cacheMs }: SearchDependencies): OperationRoutes<keyof operations> {
  const cache = new AnswerCache({ ttlMs: cacheMs, maxEntries: 2_000 });
  changes.subscribe((change) => cache.changed(change));
  return {
    searchProducts: { handler: (request, reply) => searchProducts(request, reply, db, cache) },
    getSearchProduct: { handler: (request, reply) => getSearchProduct(request, reply, db, cache) },
    rebuildSearchIndex: {
      handler: async (request, reply) => {
        await requireAdmin(request);
        return reply.code(202).send(await startRebuild(db, log, () => changes.publish('everything')));
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
