import { sql, type Kysely } from 'kysely';

/**
 * Fewer indexes to maintain on every write, measured on a 100,000-row import (decision 008):
 * - the trigram index on products.name repeated search_index.name_folded, which the
 *   management list's name filter now uses (1.8 s of the import);
 * - the city-and-date index: a city filter reads the date index and skips other cities.
 * And the date index in the order searches use: ties break by uuid in the sort's direction,
 * so (updated_at, product_uuid) serves newest-first and oldest-first alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS products_name_folded`.execute(db);
  await sql`DROP INDEX IF EXISTS search_city_recent`.execute(db);
  await sql`DROP INDEX IF EXISTS search_recent`.execute(db);
  await sql`CREATE INDEX search_recent ON search_index (updated_at, product_uuid) WHERE is_enabled`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS search_recent`.execute(db);
  await sql`CREATE INDEX search_recent ON search_index (updated_at DESC, product_uuid) WHERE is_enabled`.execute(db);
  await sql`CREATE INDEX products_name_folded ON products USING gin (ro_fold(name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX search_city_recent ON search_index (city, updated_at DESC, product_uuid) WHERE is_enabled`.execute(db);
}
