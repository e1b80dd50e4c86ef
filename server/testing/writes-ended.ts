import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * Waits until every transaction begun before now has ended, anywhere on the server. The feed
 * gives only rows below the horizon, and PostgreSQL's horizon is the whole server's (it numbers
 * transactions across databases): a test running beside this one in another database holds it
 * back for as long as its own transaction runs. Deferring is the feed's rule; this waits it out.
 */
export async function writesEnded(database: Database): Promise<void> {
  const { rows } = await sql<{ xid: string }>`SELECT pg_current_xact_id()::text AS xid`.execute(database.db);
  const mine = (rows[0] as { xid: string }).xid;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const { rows: ended } = await sql<{ ended: boolean }>`SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${mine}::xid8 AS ended`.execute(database.db);
    if (ended[0]?.ended) return;
  }
  throw new Error('a transaction elsewhere on the server ran for more than 20 s');
}
