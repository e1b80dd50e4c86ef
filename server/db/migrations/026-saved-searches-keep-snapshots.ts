import { sql, type Kysely } from 'kysely';

/**
 * A saved search keeps the snapshot of its last digest (issue #52, decision 054), not only its
 * horizon: `feed_snapshot`, `pg_current_snapshot()` as text. A horizon is the oldest transaction
 * still running, anywhere in the cluster, so a product listed and seen before a search was saved
 * could fall after it, and be told as new; a snapshot says which transactions had committed.
 * Searches saved before this keep their horizon as a snapshot that saw everything below it; the
 * watches' cursor likewise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE saved_searches ADD COLUMN feed_snapshot text`.execute(db);
  await sql`UPDATE saved_searches SET feed_snapshot = feed_from::text || ':' || feed_from::text || ':'`.execute(db);
  await sql`
    ALTER TABLE saved_searches
      ALTER COLUMN feed_snapshot SET NOT NULL,
      ALTER COLUMN feed_snapshot SET DEFAULT pg_current_snapshot()::text,
      DROP COLUMN feed_from`.execute(db);
  await sql`ALTER TABLE alert_cursors ADD COLUMN feed_snapshot text`.execute(db);
  await sql`UPDATE alert_cursors SET feed_snapshot = feed_from::text || ':' || feed_from::text || ':'`.execute(db);
  await sql`ALTER TABLE alert_cursors ALTER COLUMN feed_snapshot SET NOT NULL, DROP COLUMN feed_from`.execute(db);
}
