import { sql, type Kysely } from 'kysely';

/**
 * Product photos (issue #29, decision 034). A photo belongs to one product and goes with it
 * (and so with its seller): nothing is left orphaned. Its renditions' bytes live in the same
 * database, so every process on every machine that reaches the database serves them. A
 * rendition is found by its address, a hash of its bytes; two photos with the same bytes share
 * an address, not a row. `alt` is null while the seller has not written one (the product's
 * name stands in). `position` orders a product's photos; the first is the cover.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      product_uuid uuid NOT NULL REFERENCES products (uuid) ON DELETE CASCADE,
      position integer NOT NULL,
      alt text,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX product_photos_product ON product_photos (product_uuid, position)`.execute(db);
  await sql`
    CREATE TABLE photo_renditions (
      photo_id uuid NOT NULL REFERENCES product_photos (id) ON DELETE CASCADE,
      address text NOT NULL,
      type text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (photo_id, type, width)
    )
  `.execute(db);
  await sql`CREATE INDEX photo_renditions_address ON photo_renditions (address)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE photo_renditions`.execute(db);
  await sql`DROP TABLE product_photos`.execute(db);
}
