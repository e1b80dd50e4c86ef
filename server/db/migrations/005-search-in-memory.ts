import { sql, type Kysely } from 'kysely';

/**
 * Full-text search moved into the search process's own index (decision 014): the tsvector
 * each write computed, and its GIN index, have no reader any more. The rest of search_index
 * (filters, folded names for the management list's name filter) stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS search_document`.execute(db);
  await sql`ALTER TABLE search_index DROP COLUMN IF EXISTS document`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE search_index ADD COLUMN document tsvector NOT NULL DEFAULT ''::tsvector`.execute(db);
  await sql`
    UPDATE search_index s SET document =
      setweight(to_tsvector('ro_unaccent', p.name), 'A') || setweight(to_tsvector('ro_unaccent', p.description), 'B')
      || setweight(to_tsvector('ro_unaccent', p.city), 'C')
    FROM products p WHERE p.uuid = s.product_uuid`.execute(db);
  await sql`CREATE INDEX search_document ON search_index USING gin (document)`.execute(db);
}
