import type { components } from '../../../../openapi/generated/search';
import { cities } from '../../../../openapi/domain/cities';
import { countLimit, passing, type IndexQuery, type MatchCount, type MatchTally } from './run-query';

type SearchFacets = components['schemas']['SearchFacets'];

type Filters = Pick<IndexQuery, 'city' | 'inStock' | 'deliverable'>;

/** How many products the query finds, as an answer says it. */
export function searchTotal(tally: MatchTally, query: Filters, limit = countLimit): MatchCount {
  const value = passing(tally.cells, query);
  return value > limit ? { value: limit, relation: 'gte' } : { value, relation: 'eq' };
}

/** How many products the same text finds with each filter changed, the others kept (decision 027). */
export function searchFacets(tally: MatchTally, query: Filters): SearchFacets {
  const { cells } = tally;
  const found = cities.flatMap((city, id) => {
    const count = passing(cells, { ...query, city: id });
    return count > 0 ? [{ city, count }] : [];
  });
  const switched = (change: Partial<Filters>) => passing(cells, { ...query, ...change });
  return {
    cities: found,
    anyCity: switched({ city: -1 }),
    inStock: { on: switched({ inStock: true }), off: switched({ inStock: false }) },
    deliverable: { on: switched({ deliverable: true }), off: switched({ deliverable: false }) },
    ...(tally.anySeller ? { anySeller: passing(tally.anySeller, query) } : {}),
  };
}

/** What a search that can match nothing (a word no product holds) answers beside its empty page. */
export const nothingFound = {
  total: { value: 0, relation: 'eq' },
  facets: { cities: [], anyCity: 0, inStock: { on: 0, off: 0 }, deliverable: { on: 0, off: 0 } },
} as const satisfies { total: MatchCount; facets: SearchFacets };
