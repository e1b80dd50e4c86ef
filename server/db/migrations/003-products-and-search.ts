import { sql, type Kysely } from 'kysely';

/**
 * Products (owned by the product service) and the search index (owned by the search service,
 * kept in step by every product write in the same transaction). Both go with their owner
 * when a user is deleted (decision 006).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE products (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL,
      price numeric(14, 2) NOT NULL CHECK (price >= 0),
      vat_included boolean NOT NULL,
      in_stock boolean NOT NULL,
      negotiable boolean NOT NULL,
      is_deliverable boolean NOT NULL,
      sell_type text NOT NULL,
      package_type text NOT NULL,
      city text NOT NULL,
      phone text NOT NULL,
      is_enabled boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX products_owner_recent ON products (owner_uuid, updated_at DESC, uuid)`.execute(db);
  await sql`CREATE INDEX products_recent ON products (updated_at DESC, uuid)`.execute(db);
  await sql`CREATE INDEX products_name_folded ON products USING gin (ro_fold(name) gin_trgm_ops)`.execute(db);

  await sql`
    CREATE TABLE search_index (
      product_uuid uuid PRIMARY KEY REFERENCES products (uuid) ON DELETE CASCADE,
      owner_uuid uuid NOT NULL,
      document tsvector NOT NULL,
      name_folded text NOT NULL,
      city text NOT NULL,
      price numeric(14, 2) NOT NULL,
      in_stock boolean NOT NULL,
      is_deliverable boolean NOT NULL,
      is_enabled boolean NOT NULL,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX search_document ON search_index USING gin (document)`.execute(db);
  await sql`CREATE INDEX search_name_trigram ON search_index USING gin (name_folded gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX search_recent ON search_index (updated_at DESC, product_uuid) WHERE is_enabled`.execute(db);
  await sql`CREATE INDEX search_price ON search_index (price, product_uuid) WHERE is_enabled`.execute(db);
  await sql`CREATE INDEX search_city_recent ON search_index (city, updated_at DESC, product_uuid) WHERE is_enabled`.execute(db);
  await sql`CREATE INDEX search_owner ON search_index (owner_uuid)`.execute(db);

  await sql`
    CREATE TABLE search_index_status (
      id smallint PRIMARY KEY CHECK (id = 1),
      rebuilding boolean NOT NULL DEFAULT false,
      last_rebuild_started_at timestamptz,
      last_rebuild_finished_at timestamptz
    )
  `.execute(db);
  await sql`INSERT INTO search_index_status (id) VALUES (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['search_index_status', 'search_index', 'products']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
