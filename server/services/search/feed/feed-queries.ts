import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { onlyRow } from '../../../db/only-row';

type Db = Kysely<DatabaseSchema>;

/**
 * How far a reader has applied the catalogue's feed (decision 019). Every row written by a
 * transaction with an id below `from` is applied. A range being drained page by page keeps its
 * upper end `until`, and `after` is the last position applied inside it.
 */
export interface FeedCursor {
  /** xid8, as text: every row of a transaction older than this is applied. */
  from: string;
  /** While a range is drained: its end, fixed when it was opened. */
  until?: string | undefined;
  /** Within the range being drained: the last position applied (0 for none). */
  after: number;
}

export interface FeedRow {
  position: number;
  kind: 'products' | 'sellers' | 'everything';
  uuids: string[];
  /** When the row was written, in milliseconds since the epoch. */
  at: number;
}

/** Where the feed stands now: the horizon below which no transaction is still running, and the last position written. */
export interface FeedStart {
  horizon: string;
  head: number;
}

/**
 * The horizon and head to start a load from. Read before the products: every transaction below
 * the horizon has ended, so the load sees it; every later one is in the feed from the horizon on.
 */
export async function feedStart(db: Db): Promise<FeedStart> {
  const { rows } = await sql<{ horizon: string; head: number | string | null }>`
    SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon, (SELECT max(position) FROM catalogue_changes) AS head`.execute(db);
  const row = onlyRow(rows);
  return { horizon: row.horizon, head: Number(row.head ?? 0) };
}

/**
 * The next rows after `cursor`, oldest position first, at most `limit`, with the cursor that
 * follows them. Only rows of transactions that have ended are read, so no earlier, slower
 * transaction can add a row behind the cursor later. An empty answer means the feed is drained.
 */
export async function readFeed(db: Db, cursor: FeedCursor, limit: number): Promise<{ rows: FeedRow[]; next: FeedCursor }> {
  let until = cursor.until;
  if (until === undefined) {
    const { rows } = await sql<{ horizon: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`.execute(db);
    until = onlyRow(rows).horizon;
  }
  const { rows } = await sql<{ position: number | string; kind: FeedRow['kind']; uuids: string[]; at: number | string }>`
    SELECT position, kind, uuids::text[] AS uuids, extract(epoch FROM at) * 1000 AS at
    FROM catalogue_changes
    WHERE xid >= ${cursor.from}::xid8 AND xid < ${until}::xid8 AND position > ${cursor.after}
    ORDER BY position LIMIT ${limit}`.execute(db);
  const feedRows = rows.map((row) => ({ position: Number(row.position), kind: row.kind, uuids: row.uuids, at: Number(row.at) }));
  const last = feedRows.at(-1);
  const next: FeedCursor = feedRows.length < limit ? { from: until, after: 0 } : { from: cursor.from, until, after: last?.position ?? cursor.after };
  return { rows: feedRows, next };
}

/** What the feed holds beyond a cursor: how many rows, and the oldest one's time (ms), for the lag. */
export async function feedBacklog(db: Db, cursor: FeedCursor): Promise<{ head: number; pending: number; oldest: number | undefined }> {
  const { rows } = await sql<{ head: number | string | null; pending: number | string; oldest: number | string | null }>`
    SELECT (SELECT max(position) FROM catalogue_changes) AS head, count(*) AS pending, min(extract(epoch FROM at) * 1000) AS oldest
    FROM catalogue_changes
    WHERE xid >= ${cursor.from}::xid8 AND NOT (${cursor.until ?? null}::xid8 IS NOT NULL AND xid < ${cursor.until ?? null}::xid8 AND position <= ${cursor.after})`.execute(
    db,
  );
  const row = onlyRow(rows);
  return { head: Number(row.head ?? 0), pending: Number(row.pending), oldest: row.oldest === null ? undefined : Number(row.oldest) };
}

/** The catalogue's identity, and the xid8 through which its feed has been pruned. */
export async function feedIdentity(db: Db): Promise<{ catalogueId: string; prunedThrough: string }> {
  const row = await db
    .selectFrom('catalogue_feed')
    .select(['catalogue_id', sql<string>`pruned_through::text`.as('pruned')])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { catalogueId: row.catalogue_id, prunedThrough: row.pruned };
}

/** Whether a cursor has fallen behind what was pruned: rows it has not applied are gone, and only a reload catches up. */
export async function fellBehind(db: Db, cursor: FeedCursor): Promise<boolean> {
  const { rows } = await sql<{ behind: boolean }>`
    SELECT pruned_through >= ${cursor.from}::xid8 AND pruned_through <> '0'::xid8 AS behind FROM catalogue_feed WHERE id = 1`.execute(db);
  return rows[0]?.behind === true;
}

/**
 * Deletes the rows older than `retentionMs` and notes the newest transaction it deleted from: a
 * reader whose cursor is not past it has missed rows and reloads instead. Resolves with the count.
 */
export async function pruneFeed(db: Db, retentionMs: number): Promise<number> {
  const { rows } = await sql<{ deleted: number | string }>`
    WITH gone AS (
      DELETE FROM catalogue_changes WHERE at < now() - make_interval(secs => ${retentionMs / 1000}) RETURNING xid
    ), noted AS (
      UPDATE catalogue_feed SET pruned_through = greatest(pruned_through, (SELECT max(xid) FROM gone))
      WHERE id = 1 AND EXISTS (SELECT 1 FROM gone)
    )
    SELECT count(*) AS deleted FROM gone`.execute(db);
  return Number(rows[0]?.deleted ?? 0);
}
