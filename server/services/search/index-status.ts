import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { catalogueSize } from './lifecycle/catalogue-loading';
import type { SearchEngine } from './lifecycle/search-engine';
import { rebuildIndexTable, tidySearchTables } from '../catalogue/index-writer';

type Db = Kysely<DatabaseSchema>;
export type IndexStatus = components['schemas']['IndexStatus'];

/**
 * The rebuild's state (shared by every process through the database), how many products this
 * process's index holds beside how many the catalogue holds (the drift), while this process
 * loads a new index how far it has got, and its lag behind the catalogue's feed.
 */
export async function indexStatus(db: Db, engine: SearchEngine): Promise<IndexStatus> {
  const [status, catalogueProducts, feed] = await Promise.all([
    db.selectFrom('search_index_status').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    catalogueSize(db),
    engine.ready() ? engine.lag() : Promise.resolve(null),
  ]);
  return {
    rebuilding: status.rebuilding,
    indexedProducts: engine.current.live,
    catalogueProducts,
    loadProgress: engine.loadProgress ?? null,
    lastRebuildStartedAt: status.last_rebuild_started_at?.toISOString() ?? null,
    lastRebuildFinishedAt: status.last_rebuild_finished_at?.toISOString() ?? null,
    feed,
  };
}

/** A rebuild left marked as running by a process that stopped is not running any more. */
export async function clearStaleRebuild(db: Db): Promise<void> {
  await db.updateTable('search_index_status').set({ rebuilding: false }).where('id', '=', 1).execute();
}

/**
 * Starts a rebuild in the background unless one is running, and resolves at once. The flag
 * is claimed with a conditional update, so two admins clicking together start one rebuild.
 * The index table is brought in line with the products, online (`rebuildIndexTable`), then
 * `rebuildSearch` reloads the search processes' own indexes; the rebuild is finished when it
 * resolves.
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
    db
      .updateTable('search_index_status')
      .set({ rebuilding: false, ...fields })
      .where('id', '=', 1)
      .execute();
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
