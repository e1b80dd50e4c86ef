import { sql, type RawBuilder } from 'kysely';
import type { components } from '../../../openapi/generated/search';
import { allCities, findCity } from '../../../openapi/domain/cities';
import { HttpProblem } from '../../http/problem';

export type SearchRequest = components['schemas']['SearchRequest'];

/**
 * Below this word similarity a trigram match is noise: `cafae` → `cafea` and `detergnet` →
 * `detergent` score 0.5 and 0.6, while `pahare` → `zahăr` scores 0.375.
 */
export const typoSimilarity = 0.45;

/** A word without its diacritics, as `unaccent` folds it: `ceașcă` → `ceasca`. */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/** The words of a search text: letters and digits only, at most 16. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);
}

/**
 * The user's text as a tsquery. Every word must match; only letters and digits get through,
 * so the text can never be tsquery syntax. Words are folded and stemmed by `ro_unaccent`
 * (`cafele` finds `cafea`). The last word, still being typed, also matches as a prefix of
 * the indexed words (`caf` finds `cafea` and `cafetieră`), but a complete word is not
 * widened to everything sharing its stem's prefix.
 */
export function tsqueryOf(text: string): RawBuilder<unknown> | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const last = words.at(-1) as string;
  const parts = words.slice(0, -1).map((word) => sql`to_tsquery('ro_unaccent', ${word})`);
  parts.push(sql`(to_tsquery('ro_unaccent', ${last}) || to_tsquery('simple', ${`${foldWord(last)}:*`}))`);
  return sql`(${sql.join(parts, sql` && `)})`;
}

export interface SearchPlan {
  /** Conditions on `s` (search_index) and `u` (the owner in users). */
  conditions: RawBuilder<unknown>[];
  /** The sort key and its SQL type, for ordering and for keyset paging. */
  key: RawBuilder<unknown>;
  keyType: 'timestamptz' | 'numeric' | 'float8';
  /** The key's direction; the uuid that breaks ties goes the same way, so one index serves both. */
  direction: 'asc' | 'desc';
}

/** How to answer a search: the plan, and for text a trigram plan to use when full text finds nothing. */
export interface SearchPlans {
  primary: SearchPlan;
  typoFallback: SearchPlan | undefined;
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

type Order = Pick<SearchPlan, 'key' | 'keyType' | 'direction'>;
const byDate = (direction: 'asc' | 'desc'): Order => ({ key: sql`s.updated_at`, keyType: 'timestamptz', direction });
const byPrice = (direction: 'asc' | 'desc'): Order => ({ key: sql`s.price`, keyType: 'numeric', direction });
const chosenOrders: Record<string, Order> = {
  BY_DATE_DESC: byDate('desc'),
  BY_DATE_ASC: byDate('asc'),
  BY_PRICE_ASC: byPrice('asc'),
  BY_PRICE_DESC: byPrice('desc'),
};

/** Decides how a search request is answered: its conditions, and what it is ordered by. */
export function planSearch(request: SearchRequest): SearchPlans {
  const conditions = filterConditions(request);
  const tsquery = tsqueryOf(request.name);
  const chosen = chosenOrders[request.sort[0] ?? 'NO_SORT'];
  if (!tsquery) return { primary: { conditions, ...(chosen ?? byDate('desc')) }, typoFallback: undefined };

  // Names weigh most, then descriptions, then cities: weights D, C, B, A.
  const relevance = sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.document, ${tsquery})::float8`;
  const folded = sql`ro_fold(${request.name})`;
  const similarity = sql`word_similarity(${folded}, s.name_folded)::float8`;
  return {
    primary: { conditions: [...conditions, sql`s.document @@ ${tsquery}`], ...(chosen ?? { key: relevance, keyType: 'float8', direction: 'desc' }) },
    typoFallback: { conditions: [...conditions, sql`${folded} <% s.name_folded`], ...(chosen ?? { key: similarity, keyType: 'float8', direction: 'desc' }) },
  };
}
