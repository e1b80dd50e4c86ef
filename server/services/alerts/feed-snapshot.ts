import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { onlyRow } from '../../db/only-row';

/**
 * Which transactions had committed at a moment: PostgreSQL's snapshot (`pg_current_snapshot()`,
 * written `xmin:xmax:running,…`). Every transaction below `xmin` had ended; none from `xmax` on
 * had begun; between them, all but the running ones had ended (decision 054).
 */
export interface FeedSnapshot {
  xmin: bigint;
  xmax: bigint;
  running: ReadonlySet<bigint>;
  /** As PostgreSQL writes it, as a saved search keeps it. */
  text: string;
}

export function parseSnapshot(text: string): FeedSnapshot {
  const [xmin = '0', xmax = '0', running = ''] = text.split(':');
  return { xmin: BigInt(xmin), xmax: BigInt(xmax), running: new Set(running ? running.split(',').map(BigInt) : []), text };
}

/** Whether a transaction's work was seen at the snapshot: it had ended, and so had committed if it shows. */
export const sawEnded = (snapshot: FeedSnapshot, xid: bigint): boolean => xid < snapshot.xmin || (xid < snapshot.xmax && !snapshot.running.has(xid));

/** Whether a transaction's work came between two snapshots: unseen at the first, seen at the second. */
export const cameBetween = (opened: FeedSnapshot, closed: FeedSnapshot, xid: bigint): boolean => sawEnded(closed, xid) && !sawEnded(opened, xid);

/** The snapshot now. */
export async function snapshotNow(db: Kysely<DatabaseSchema>): Promise<FeedSnapshot> {
  const { rows } = await sql<{ snapshot: string }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(db);
  return parseSnapshot(onlyRow(rows).snapshot);
}
