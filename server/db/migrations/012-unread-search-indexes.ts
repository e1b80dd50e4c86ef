import { sql, type Kysely } from 'kysely';

/**
 * Indexes nothing reads any more, which every import and edit still kept up (issue #24,
 * decision 019). Since search runs in memory (decision 014), `search_index` serves two readers:
 * the management list's name filter (its trigram index) and the sitemap (its primary key, in
 * uuid order). Its date, price and owner indexes served the SQL search that is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS search_recent`.execute(db);
  await sql`DROP INDEX IF EXISTS search_price`.execute(db);
  await sql`DROP INDEX IF EXISTS search_owner`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX search_recent ON search_index (updated_at, product_uuid) WHERE is_enabled`.execute(db);
  await sql`CREATE INDEX search_price ON search_index (price, product_uuid) WHERE is_enabled`.execute(db);
  await sql`CREATE INDEX search_owner ON search_index (owner_uuid)`.execute(db);
}
