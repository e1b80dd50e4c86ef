import type { Insertable, Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import type { DatabaseSchema, ModerationLogTable } from '../../db/schema';
import { requireAdmin } from '../../security/session-guard';
import type { RequestOf } from '../handlers';
import { iso } from './decision-view';

type Db = Kysely<DatabaseSchema>;

/** Entries per page of the log. */
const perPage = 50;

/** How a visitor is named in the log. */
export const visitorActor = 'vizitator';

/** Adds a step to the moderation log, in the caller's transaction. The table refuses edits (migration 023). */
export async function logStep(db: Db, entry: Omit<Insertable<ModerationLogTable>, 'position' | 'at'>): Promise<void> {
  await db.insertInto('moderation_log').values(entry).execute();
}

/** The log, newest first, from `before` back (issue #51): administrators only. */
export async function readModerationLog(request: RequestOf<operations, 'readModerationLog'>, db: Db): Promise<components['schemas']['ModerationLog']> {
  await requireAdmin(request);
  let query = db
    .selectFrom('moderation_log')
    .selectAll()
    .orderBy('position', 'desc')
    .limit(perPage + 1);
  if (request.query.before !== undefined) query = query.where('position', '<', request.query.before);
  const rows = await query.execute();
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      position: Number(row.position),
      at: iso(row.at),
      actor: row.actor,
      step: row.step,
      productUuid: row.product_uuid,
      productName: row.product_name,
      subjectUuid: row.subject_uuid,
      reason: row.reason,
    })),
    ...(rows.length > perPage && last ? { before: Number(last.position) } : {}),
  };
}
