import { describe, expect, it } from 'vitest';
import { indexedProduct } from '../../../testing/indexed-product';
import { seededRandom } from '../../../testing/seeded-random';
import { planSearch, type SearchRequest } from '../search-plan';
import { CatalogueIndex } from './catalogue-index';
import type { IndexQuery } from './index-query';
import { countLimit } from './match-tally';
import { runQuery } from './run-query';
import { searchTotal } from './search-facets';

/**
 * More products named with 'cafea' than `countLimit`, most in Iași and a few hundred in Cluj,
 * about half in stock, and some named 'Cafenea', so that 'caf' is one word of two terms.
 */
function catalogue(): CatalogueIndex {
  const { random } = seededRandom(43);
  const index = new CatalogueIndex();
  for (let n = 0; n < countLimit + 2_500; n += 1) {
    const product = indexedProduct(n, {
      name: random() < 0.9 ? 'Cafea boabe' : 'Cafenea espresso',
      description: 'Prăjită local',
      city: random() < 0.95 ? 'Iași' : 'Cluj-Napoca',
      price: 10 + (n % 200),
      inStock: random() < 0.5,
      isDeliverable: random() < 0.9,
    });
    index.upsert(product);
  }
  return index;
}

describe('the count of a word too common to tally', () => {
  const index = catalogue();
  const everyMatch = { oneWord: Number.POSITIVE_INFINITY, words: Number.POSITIVE_INFINITY };
  const asked = (fields: Partial<SearchRequest>): SearchRequest => ({ name: 'caf', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [], ...fields });

  it.each([
    { city: 'Toate', filter: [] },
    { city: 'Toate', filter: ['IN_STOCK'] },
    { city: 'Toate', filter: ['IN_STOCK', 'DELIVERABLE'] },
    { city: 'Iași', filter: ['DELIVERABLE'] },
    { city: 'Cluj-Napoca', filter: [] },
    { city: 'Toate', filter: [], priceMin: 100 },
  ] as Partial<SearchRequest>[])('says what tallying every match says, past the limit or exactly below it (%o)', (fields) => {
    const request = asked(fields);
    const query = planSearch(index, request, { offset: 0, limit: 12 }) as IndexQuery;
    expect(query.words).toHaveLength(1);
    expect(query.words[0]?.terms.length).toBeGreaterThan(1);
    const tallied = runQuery(index, query, everyMatch);
    const counted = runQuery(index, query, { oneWord: 0, words: 0 });
    if (!('tally' in tallied) || !('count' in counted)) throw new Error('expected a tally from every match and a count of a common word');
    expect(counted.count).toEqual(searchTotal(tallied.tally, query));
    expect(counted.ids).toEqual(tallied.ids);
  });

  it('passes the limit in every city together, and counts a small city exactly', () => {
    const count = (city: string) => {
      const query = planSearch(index, asked({ city }), { offset: 0, limit: 12 }) as IndexQuery;
      const answer = runQuery(index, query, { oneWord: 0, words: 0 });
      return 'count' in answer ? answer.count : undefined;
    };
    expect(count('Toate')).toEqual({ value: countLimit, relation: 'gte' });
    expect(count('Cluj-Napoca')?.relation).toBe('eq');
    expect(count('Cluj-Napoca')?.value).toBeGreaterThan(400);
  });
});
