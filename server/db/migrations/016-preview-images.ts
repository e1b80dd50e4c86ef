import { sql, type Kysely } from 'kysely';

/**
 * Rendered link-preview images (issue #47, decision 043), kept by their versioned address so a
 * render happens once for every process and every restart: a crawler walking 100,000 products
 * makes each card drawn once, not once per process and again when a memory cache forgets it.
 * A product keeps only its current version; its rows go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE preview_images (
      address text PRIMARY KEY,
      product_uuid uuid NOT NULL REFERENCES products (uuid) ON DELETE CASCADE,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX preview_images_product ON preview_images (product_uuid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE preview_images`.execute(db);
}
