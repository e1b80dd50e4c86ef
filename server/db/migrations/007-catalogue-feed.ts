import { sql, type Kysely } from 'kysely';

/**
 * The name an import matches rows on (decision 016), as the code computed it when this
 * migration was written: trimmed, runs of white space as one, lower case in Romanian. Frozen
 * here, so the backfill means the same whatever the code becomes.
 */
const matchingName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ro');

/** Products whose key is filled per statement during the backfill. */
const backfillBatch = 10_000;

/**
 * The durable feed of catalogue changes (decision 019):
 * - `catalogue_changes`: one row per write that changes what search finds, inserted in the
 *   write's own transaction (a write that commits is in the feed, one that rolls back is not),
 *   numbered by `position` and stamped with the writing transaction's id (`xid`), by which a
 *   reader knows which rows can no longer be joined by an earlier, slower transaction;
 * - seller changes (a name, enabled, verified, a deletion) reach the feed through a trigger on
 *   `users`, whatever code or hand made them;
 * - `catalogue_feed`: the catalogue's identity (a search snapshot from another database is never
 *   loaded) and how far the feed has been pruned.
 * And the products' `name_key`, indexed with the owner, so an import reads only the products its
 * rows name instead of the seller's whole catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_changes (
      position bigserial PRIMARY KEY,
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      kind text NOT NULL CHECK (kind IN ('products', 'sellers', 'everything')),
      uuids uuid[] NOT NULL DEFAULT '{}',
      at timestamptz NOT NULL DEFAULT clock_timestamp()
    )
  `.execute(db);
  await sql`CREATE INDEX catalogue_changes_xid ON catalogue_changes (xid)`.execute(db);
  await sql`CREATE INDEX catalogue_changes_at ON catalogue_changes (at)`.execute(db);
  await sql`
    CREATE TABLE catalogue_feed (
      id integer PRIMARY KEY CHECK (id = 1),
      catalogue_id uuid NOT NULL DEFAULT gen_random_uuid(),
      pruned_through xid8 NOT NULL DEFAULT '0'
    )
  `.execute(db);
  await sql`INSERT INTO catalogue_feed (id) VALUES (1)`.execute(db);

  await sql`
    CREATE FUNCTION record_seller_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      ELSIF EXISTS (
        SELECT 1 FROM old_rows o JOIN new_rows n ON n.uuid = o.uuid
        WHERE o.seller_name IS DISTINCT FROM n.seller_name OR o.is_enabled IS DISTINCT FROM n.is_enabled OR o.is_verified IS DISTINCT FROM n.is_verified
      ) THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER users_changed_sellers AFTER UPDATE ON users
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION record_seller_changes()
  `.execute(db);
  await sql`
    CREATE TRIGGER users_deleted_sellers AFTER DELETE ON users
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION record_seller_changes()
  `.execute(db);

  await sql`ALTER TABLE products ADD COLUMN name_key text`.execute(db);
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    const { rows } = await sql<{ uuid: string; name: string }>`
      SELECT uuid, name FROM products WHERE uuid > ${after}::uuid ORDER BY uuid LIMIT ${backfillBatch}`.execute(db);
    if (rows.length === 0) break;
    await sql`
      UPDATE products p SET name_key = k.key
      FROM unnest(${rows.map((row) => row.uuid)}::uuid[], ${rows.map((row) => matchingName(row.name))}::text[]) AS k(uuid, key)
      WHERE p.uuid = k.uuid`.execute(db);
    after = (rows.at(-1) as { uuid: string }).uuid;
  }
  await sql`ALTER TABLE products ALTER COLUMN name_key SET NOT NULL`.execute(db);
  await sql`CREATE INDEX products_owner_name_key ON products (owner_uuid, name_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS products_owner_name_key`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS name_key`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_deleted_sellers ON users`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_changed_sellers ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS record_seller_changes()`.execute(db);
  await sql`DROP TABLE IF EXISTS catalogue_feed`.execute(db);
  await sql`DROP TABLE IF EXISTS catalogue_changes`.execute(db);
}
