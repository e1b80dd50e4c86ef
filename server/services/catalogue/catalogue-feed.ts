import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { onlyRow } from '../../db/only-row';

type Db = Kysely<DatabaseSchema>;

/** The PostgreSQL channel that wakes search processes when the feed has grown; it carries nothing they depend on. */
export const changesChannel = 'catalogue_changes';

/** Product uuids per feed row: a million-row import becomes a thousand rows, each read back in one query. */
const uuidsPerChange = 1_000;

/**
 * The durable feed of catalogue changes (decision 019). Every write that changes what search
 * finds adds a row in its own transaction, so a write that commits is in the feed and one that
 * rolls back is not; seller changes reach it through a trigger on `users` (migration 007).
 * `NOTIFY` only wakes the readers, and it too is sent when the transaction commits.
 */

/**
 * For a write of one statement: a common table expression that records the products of `rows`
 * (a table or CTE with a `uuid` column) and wakes the readers. Select `position` from it: the
 * write's place in the feed, which this process's own index applies the write at.
 */
export const recordProductsFrom = (rows: string): RawBuilder<unknown> => sql`
  INSERT INTO catalogue_changes (kind, uuids)
  SELECT 'products', array_agg(uuid) FROM ${sql.table(rows)} HAVING count(*) > 0
  RETURNING position, pg_notify(${changesChannel}, position::text) IS NULL AS woken`;

/**
 * Records these products as changed, in `db`'s transaction, in rows of up to 1,000 uuids and
 * one statement whatever their count; resolves with the last row's position (0 for none).
 */
export async function recordProducts(db: Db, uuids: readonly string[]): Promise<number> {
  if (uuids.length === 0) return 0;
  const { rows } = await sql<{ position: string }>`
    WITH recorded AS (
      INSERT INTO catalogue_changes (kind, uuids)
      SELECT 'products', array_agg(uuid ORDER BY ordinal)
      FROM unnest(${[...uuids]}::uuid[]) WITH ORDINALITY AS changed(uuid, ordinal)
      GROUP BY (ordinal - 1) / ${sql.lit(uuidsPerChange)}
      ORDER BY (ordinal - 1) / ${sql.lit(uuidsPerChange)}
      RETURNING position
    )
    SELECT max(position) AS position, pg_notify(${changesChannel}, max(position)::text) IS NULL AS woken FROM recorded`.execute(db);
  return Number(onlyRow(rows).position);
}

/** Records that the whole catalogue must be read again (the administrator's rebuild, a seeded catalogue). */
export async function recordEverything(db: Db): Promise<number> {
  const row = await db.insertInto('catalogue_changes').values({ kind: 'everything' }).returning('position').executeTakeFirstOrThrow();
  await wakeReaders(db, Number(row.position));
  return Number(row.position);
}

async function wakeReaders(db: Db, position: number): Promise<void> {
  await sql`SELECT pg_notify(${changesChannel}, ${String(position)})`.execute(db);
}
