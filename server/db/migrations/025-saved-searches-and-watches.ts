import { sql, type Kysely } from 'kysely';

/**
 * Saved searches and watched products (issue #52, decision 054). A saved search keeps its
 * criteria and how far it has followed the catalogue's feed: `feed_from`, the horizon of its last
 * digest (every feed row of a transaction older than it has been read). A digest reads the rows
 * from there up to the horizon of its own moment, so no change is read twice or skipped.
 * `price_changes` keeps a product's price and stock before each update that changes them, by
 * transaction like the feed, through a trigger on `products`, whatever code or hand made it: a
 * digest says by how much a price dropped since its window opened. A product's `listed_xid` is the
 * transaction that listed it, so a product is new in exactly one window of each search. `alert_cursors` is how far the
 * watched products have been followed, one row, locked by the one process following them.
 * An unsubscribe token is kept as it is, not hashed: it does nothing but stop its own mails, and
 * every mail of the search or watch carries the same one, so an old mail's link still works.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_searches (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_uuid uuid REFERENCES users (uuid) ON DELETE CASCADE,
      email text,
      name text NOT NULL,
      criteria jsonb NOT NULL,
      frequency text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY')),
      paused boolean NOT NULL DEFAULT false,
      confirmed_at timestamptz,
      confirm_token_hash text UNIQUE,
      unsubscribe_token text NOT NULL UNIQUE,
      feed_from xid8 NOT NULL DEFAULT pg_snapshot_xmin(pg_current_snapshot()),
      next_due_at timestamptz NOT NULL,
      last_digest_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((user_uuid IS NULL) <> (email IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX saved_searches_by_user ON saved_searches (user_uuid, created_at)`.execute(db);
  await sql`CREATE INDEX saved_searches_due ON saved_searches (next_due_at) WHERE confirmed_at IS NOT NULL AND NOT paused`.execute(db);
  await sql`
    CREATE TABLE product_watches (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      product_uuid uuid NOT NULL REFERENCES products (uuid) ON DELETE CASCADE,
      on_price_drop boolean NOT NULL,
      on_back_in_stock boolean NOT NULL,
      seen_gross numeric(14, 2) NOT NULL,
      seen_in_stock boolean NOT NULL,
      unsubscribe_token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_uuid, product_uuid),
      CHECK (on_price_drop OR on_back_in_stock)
    )
  `.execute(db);
  await sql`CREATE INDEX product_watches_by_product ON product_watches (product_uuid)`.execute(db);
  await sql`
    CREATE TABLE alert_cursors (
      name text PRIMARY KEY,
      feed_from xid8 NOT NULL
    )
  `.execute(db);
  await sql`INSERT INTO alert_cursors (name, feed_from) VALUES ('watches', pg_snapshot_xmin(pg_current_snapshot()))`.execute(db);

  // Existing products keep NULL (listed long ago); the default needs no rewrite of the table.
  await sql`ALTER TABLE products ADD COLUMN listed_xid xid8`.execute(db);
  await sql`ALTER TABLE products ALTER COLUMN listed_xid SET DEFAULT pg_current_xact_id()`.execute(db);
  await sql`
    CREATE TABLE price_changes (
      id bigserial PRIMARY KEY,
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      product_uuid uuid NOT NULL,
      price numeric(14, 2) NOT NULL,
      vat_included boolean NOT NULL,
      vat_rate numeric,
      in_stock boolean NOT NULL,
      at timestamptz NOT NULL DEFAULT clock_timestamp()
    )
  `.execute(db);
  await sql`CREATE INDEX price_changes_by_xid ON price_changes (xid)`.execute(db);
  await sql`CREATE INDEX price_changes_by_product ON price_changes (product_uuid, id)`.execute(db);
  await sql`
    CREATE FUNCTION record_price_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO price_changes (product_uuid, price, vat_included, vat_rate, in_stock)
      SELECT o.uuid, o.price, o.vat_included, o.vat_rate, o.in_stock
      FROM old_rows o JOIN new_rows n ON n.uuid = o.uuid
      WHERE o.price IS DISTINCT FROM n.price OR o.vat_included IS DISTINCT FROM n.vat_included
        OR o.vat_rate IS DISTINCT FROM n.vat_rate OR o.in_stock IS DISTINCT FROM n.in_stock;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER products_price_changes AFTER UPDATE ON products
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION record_price_changes()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS products_price_changes ON products`.execute(db);
  await sql`DROP FUNCTION IF EXISTS record_price_changes()`.execute(db);
  await sql`DROP TABLE IF EXISTS price_changes`.execute(db);
  await sql`DROP TABLE IF EXISTS alert_cursors`.execute(db);
  await sql`DROP TABLE IF EXISTS product_watches`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS listed_xid`.execute(db);
  await sql`DROP TABLE IF EXISTS saved_searches`.execute(db);
}
