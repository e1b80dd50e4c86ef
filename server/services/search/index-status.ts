import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { rebuildIndexTable, tidySearchTables } from './index-writer';

type Db = Kysely<DatabaseSchema>;
export type IndexStatus = components['schemas']['IndexStatus'];

/** The rebuild's state (shared by every process through the database) and how many products this process's index holds. */
export async function indexStatus(db: Db, indexedProducts: number): Promise<IndexStatus> {
  const status = await db.selectFrom('search_index_status').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    rebuilding: status.rebuilding,
    indexedProducts,
    lastRebuildStartedAt: status.last_rebuild_started_at?.toISOString() ?? null,
    lastRebuildFinishedAt: status.last_rebuild_finished_at?.toISOString() ?? null,
  };
}

/** A rebuild left marked as running by a process that stopped is not running any more. */
export async function clearStaleRebuild(db: Db): Promise<void> {
  await db.updateTable('search_index_status').set({ rebuilding: false }).where('id', '=', 1).execute();
}

/**
 * Starts a rebuild in the background unless one is running, and resolves at once. The flag
 * is claimed with a conditional update, so two admins clicking together start one rebuild.
 * The index table is rebuilt from the products, then `rebuildSearch` rebuilds the search
 * processes' own indexes; the rebuild is finished when it resolves.
 */
export async function startRebuild(db: Db, log: FastifyBaseLogger, rebuildSearch: () => Promise<number>): Promise<void> {
  const claimed = await db
    .updateTable('search_index_status')
    .set({ rebuilding: true, last_rebuild_started_at: new Date() })
    .where('id', '=', 1)
    .where('rebuilding', '=', false)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const finish = (fields: { last_rebuild_finished_at?: Date }) =>
    db.updateTable('search_index_status').set({ rebuilding: false, ...fields }).where('id', '=', 1).execute();
  rebuildIndexTable(db)
    .then(async () => {
      await tidySearchTables(db);
      const indexed = await rebuildSearch();
      await finish({ last_rebuild_finished_at: new Date() });
      log.info({ indexed }, 'search index rebuilt');
    })
    .catch(async (error: unknown) => {
      log.error({ err: error }, 'search index rebuild failed');
      await finish({}).catch(() => undefined);
    });
}
