import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { rebuildIndex, tidySearchTables } from './index-writer';

type Db = Kysely<DatabaseSchema>;
export type IndexStatus = components['schemas']['IndexStatus'];

export async function indexStatus(db: Db): Promise<IndexStatus> {
  const status = await db.selectFrom('search_index_status').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const { count } = await db.selectFrom('search_index').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return {
    rebuilding: status.rebuilding,
    indexedProducts: Number(count),
    lastRebuildStartedAt: status.last_rebuild_started_at?.toISOString() ?? null,
    lastRebuildFinishedAt: status.last_rebuild_finished_at?.toISOString() ?? null,
  };
}

/** A rebuild left marked as running by a process that stopped is not running any more. */
export async function clearStaleRebuild(db: Db): Promise<void> {
  await db.updateTable('search_index_status').set({ rebuilding: false }).where('id', '=', 1).execute();
}

/**
 * Starts a rebuild in the background unless one is running, and answers at once. The flag is
 * claimed with a conditional update, so two admins clicking together start one rebuild.
 * `rebuilt` runs once the new index has committed.
 */
export async function startRebuild(db: Db, log: FastifyBaseLogger, rebuilt: () => void): Promise<IndexStatus> {
  const claimed = await db
    .updateTable('search_index_status')
    .set({ rebuilding: true, last_rebuild_started_at: new Date() })
    .where('id', '=', 1)
    .where('rebuilding', '=', false)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) {
    const finish = (fields: { last_rebuild_finished_at?: Date }) =>
      db.updateTable('search_index_status').set({ rebuilding: false, ...fields }).where('id', '=', 1).execute();
    rebuildIndex(db)
      .then(async (indexed) => {
        rebuilt();
        await tidySearchTables(db);
        await finish({ last_rebuild_finished_at: new Date() });
        log.info({ indexed }, 'search index rebuilt');
      })
      .catch(async (error: unknown) => {
        log.error({ err: error }, 'search index rebuild failed');
        await finish({}).catch(() => undefined);
      });
  }
  return indexStatus(db);
}
