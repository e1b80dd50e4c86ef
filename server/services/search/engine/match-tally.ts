import type { components } from '../../../../openapi/generated/search';
import { cellCount, cityCell } from './document-layout';
import type { IndexQuery } from './index-query';

/**
 * Matches are counted exactly up to this many; past it an answer says "more than" (as
 * Elasticsearch's `total.relation` does; decision 026).
 */
export const countLimit = 10_000;

/**
 * With a city, a tally holds four cells past `cellCount` (one per combination of the switches):
 * the products located elsewhere whose seller delivers to the city, which "livrează în" adds.
 */
export const reachedCells = 4;

/** Whether a query keeps, besides its city's products, those of the sellers who deliver there. */
export const reaching = (query: Pick<IndexQuery, 'city' | 'deliversTo'>): boolean => query.deliversTo === true && query.city >= 0;

/** How many a search finds: exactly (`eq`), or more than the limit (`gte`), as the answer says it. */
export type MatchCount = components['schemas']['SearchTotal'];

/**
 * Every match of a query's text (and seller) counted per cell (`cellOf`: city and switches),
 * before its city and switches narrow it: the count of the query and of each filter changed
 * are sums of these (`search-facets.ts`, decision 027).
 */
export interface MatchTally {
  cells: Uint32Array;
  /** For a search within one seller's products: the same for every seller's. */
  anySeller?: Uint32Array;
  /** For a search with a price range: the same for any price. */
  anyPrice?: Uint32Array;
  /** For a search within one brand: the same for every brand. */
  anyBrand?: Uint32Array;
  /**
   * How many matches passing every filter but the brand each brand holds, by brand number (0:
   * none), and how many passing every filter but the price range each price band holds: absent
   * where the answer comes from cells kept per term.
   */
  brands?: Uint32Array;
  bands?: Uint32Array;
  /**
   * For "livrează în": the matches per seller and switches (seller × 4), and per cell those located
   * in a city their seller delivers to, from which each city's count is summed (`search-facets.ts`).
   */
  delivery?: DeliveryTally;
}

interface DeliveryTally {
  perOwner: Uint32Array;
  home: Uint32Array;
}

/** The page a query asks for (ids in order), and its matches tallied; or, for a text too common to tally, counted. */
export type QueryAnswer = { ids: number[]; tally: MatchTally } | { ids: number[]; count: MatchCount };

/** Whether a cell's switches (`cell & 3`) pass the query's. */
export const switchesPass = (switches: number, query: Pick<IndexQuery, 'inStock' | 'deliverable'>): boolean =>
  (!query.inStock || (switches & 1) !== 0) && (!query.deliverable || (switches & 2) !== 0);

/** How many of a tally's documents pass the query's city, "livrează în" and switches. */
export function passing(cells: Uint32Array, query: Pick<IndexQuery, 'city' | 'deliversTo' | 'inStock' | 'deliverable'>): number {
  let found = 0;
  const from = query.city < 0 ? 0 : cityCell(query.city);
  const to = query.city < 0 ? cellCount : from + 4;
  for (let cell = from; cell < to; cell += 1) if (switchesPass(cell & 3, query)) found += cells[cell] as number;
  if (reaching(query) && cells.length > cellCount) {
    for (let switches = 0; switches < reachedCells; switches += 1) if (switchesPass(switches, query)) found += cells[cellCount + switches] as number;
  }
  return found;
}

/** The cells (`cellOf`) whose documents pass the query's city and switches. */
export function passingCells(query: Pick<IndexQuery, 'city' | 'inStock' | 'deliverable'>): number[] {
  const found: number[] = [];
  const from = query.city < 0 ? 0 : cityCell(query.city);
  const to = query.city < 0 ? cellCount : from + 4;
  for (let cell = from; cell < to; cell += 1) if (switchesPass(cell & 3, query)) found.push(cell);
  return found;
}
