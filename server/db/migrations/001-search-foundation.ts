import { sql, type Kysely } from 'kysely';

/**
 * Romanian full-text search on both engines: `unaccent` before the Romanian stemmer, so
 * `bucuresti`, `București` and `Bucureşti` (old cedilla) fold together, plus `pg_trgm` for the
 * typo fallback. Neither engine ships a Romanian stopword list, so none is configured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE TEXT SEARCH CONFIGURATION ro_unaccent (COPY = pg_catalog.romanian)`.execute(db);
  await sql`
    ALTER TEXT SEARCH CONFIGURATION ro_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, romanian_stem
  `.execute(db);
  // unaccent() is only STABLE; indexes need an IMMUTABLE wrapper that names its dictionary.
  await sql`
    CREATE FUNCTION ro_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN lower(public.unaccent('public.unaccent'::regdictionary, value))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS ro_fold(text)`.execute(db);
  await sql`DROP TEXT SEARCH CONFIGURATION IF EXISTS ro_unaccent`.execute(db);
}
