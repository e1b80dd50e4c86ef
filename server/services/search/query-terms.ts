import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { foldWord, searchWords } from './search-plan';

/** What one word of a search text asks of a product's search document (see `tsqueryOf`). */
export interface WordTerm {
  /** The lexemes the document must all hold: the word as `ro_unaccent` stems it (none if it has no stem). */
  lexemes: readonly string[];
  /** For the last word, still being typed: or else, for each of these, a lexeme that starts with it. */
  prefixes?: readonly string[];
}

/**
 * The terms a full-text search requires, one per word, computed by the same parser and
 * dictionaries the query uses, so a product whose lexemes meet them all is exactly one the
 * text could match (decision 011).
 */
export async function wordTerms(db: Kysely<DatabaseSchema>, text: string): Promise<WordTerm[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const { rows } = await sql<{ lexemes: string[]; prefixes: string[] | null }>`
    SELECT tsvector_to_array(to_tsvector('ro_unaccent', w.word)) AS lexemes,
           CASE WHEN w.position = ${words.length} THEN tsvector_to_array(to_tsvector('simple', ${foldWord(words.at(-1) as string)})) END AS prefixes
    FROM unnest(${words}::text[]) WITH ORDINALITY AS w(word, position)
    ORDER BY w.position
  `.execute(db);
  return rows.map(({ lexemes, prefixes }) => (prefixes ? { lexemes, prefixes } : { lexemes }));
}
