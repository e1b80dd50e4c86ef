import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { components } from '../../../openapi/generated/search';
import { allCities, findCity } from '../../../openapi/domain/cities';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';

export type SearchRequest = components['schemas']['SearchRequest'];
type Db = Kysely<DatabaseSchema>;

/**
 * Below this word similarity a trigram match is noise: `cafae` → `cafea` and `detergnet` →
 * `detergent` score 0.5 and 0.6, while `pahare` → `zahăr` scores 0.375.
 */
export const typoSimilarity = 0.45;

const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The user's text as a tsquery. Every word must match; only letters and digits get through,
 * so the text can never be tsquery syntax. Words are folded and stemmed by `ro_unaccent`
 * (`cafele` finds `cafea`). The last word, still being typed, also matches as a prefix of
 * the indexed words (`caf` finds `cafea` and `cafetieră`), but a complete word is not
 * widened to everything sharing its stem's prefix.
 */
export function tsqueryOf(text: string): RawBuilder<unknown> | undefined {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);
  if (words.length === 0) return undefined;
  const last = words.at(-1) as string;
  const parts = words.slice(0, -1).map((word) => sql`to_tsquery('ro_unaccent', ${word})`);
  parts.push(sql`(to_tsquery('ro_unaccent', ${last}) || to_tsquery('simple', ${`${foldWord(last)}:*`}))`);
  return sql`(${sql.join(parts, sql` && `)})`;
}

export interface SearchPlan {
  /** Conditions on `s` (search_index), `p` (products) and `u` (users). */
  conditions: RawBuilder<unknown>[];
  /** The sort key and its SQL type, for ordering and for keyset paging. */
  key: RawBuilder<unknown>;
  keyType: 'timestamptz' | 'numeric' | 'float8';
  direction: 'asc' | 'desc';
  /** Full-text search found nothing, so this plan matches by trigram similarity. */
  typoFallback: boolean;
}

/** What every search shows: enabled products of enabled, verified sellers. */
const visible = [sql`s.is_enabled`, sql`u.is_enabled`, sql`u.is_verified`];

function filterConditions(request: SearchRequest): RawBuilder<unknown>[] {
  const conditions = [...visible];
  if (request.city !== allCities) {
    const city = findCity(request.city);
    if (!city) throw new HttpProblem(400, 'CITY_NOT_FOUND', { params: { city: request.city } });
    conditions.push(sql`s.city = ${city}`);
  }
  if (request.owner) conditions.push(sql`s.owner_uuid = ${request.owner}::uuid`);
  if (request.filter.includes('IN_STOCK')) conditions.push(sql`s.in_stock`);
  if (request.filter.includes('DELIVERABLE')) conditions.push(sql`s.is_deliverable`);
  return conditions;
}

const where = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` AND `);

async function fullTextFindsAny(db: Db, conditions: RawBuilder<unknown>[]): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM search_index s JOIN users u ON u.uuid = s.owner_uuid WHERE ${where(conditions)}
    ) AS found
  `.execute(db);
  return result.rows[0]?.found === true;
}

/** Decides how a search request is answered: its conditions, and what it is ordered by. */
export async function planSearch(db: Db, request: SearchRequest): Promise<SearchPlan> {
  const conditions = filterConditions(request);
  const tsquery = tsqueryOf(request.name);
  const sort = request.sort[0] ?? 'NO_SORT';
  const byDate = (direction: 'asc' | 'desc'): Pick<SearchPlan, 'key' | 'keyType' | 'direction'> => ({ key: sql`s.updated_at`, keyType: 'timestamptz', direction });
  const byPrice = (direction: 'asc' | 'desc'): Pick<SearchPlan, 'key' | 'keyType' | 'direction'> => ({ key: sql`s.price`, keyType: 'numeric', direction });
  const chosen = {
    BY_DATE_DESC: byDate('desc'),
    BY_DATE_ASC: byDate('asc'),
    BY_PRICE_ASC: byPrice('asc'),
    BY_PRICE_DESC: byPrice('desc'),
  }[sort as 'BY_DATE_DESC'];

  if (!tsquery) return { conditions, ...(chosen ?? byDate('desc')), typoFallback: false };

  const query = tsquery;
  const fullText = [...conditions, sql`s.document @@ ${query}`];
  if (await fullTextFindsAny(db, fullText)) {
    // Names weigh more than descriptions and cities: weights D, C, B, A.
    const relevance = sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.document, ${query})::float8`;
    return { conditions: fullText, ...(chosen ?? { key: relevance, keyType: 'float8', direction: 'desc' }), typoFallback: false };
  }
  const folded = sql`ro_fold(${request.name})`;
  const similarity = sql`word_similarity(${folded}, s.name_folded)::float8`;
  return {
    conditions: [...conditions, sql`${folded} <% s.name_folded`],
    ...(chosen ?? { key: similarity, keyType: 'float8', direction: 'desc' }),
    typoFallback: true,
  };
}
