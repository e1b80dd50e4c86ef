import { describe, expect, it } from 'vitest';
import { indexedProduct } from '../../../testing/indexed-product';
import { seededRandom } from '../../../testing/seeded-random';
import { planSearch } from '../search-plan';
import { CatalogueIndex } from './catalogue-index';
import type { IndexQuery } from './index-query';
import { relevanceScores, textCandidates } from './text-candidates';

/**
 * 2,000 products: every one named with a common word ('cafea', 'cafenea' or 'ceai'), one in
 * fifty with the rare 'ardezie' somewhere, and one in ten with 'platou', in the name, the
 * description or both, so a word's best field differs from product to product.
 */
function catalogue(): { index: CatalogueIndex; texts: Map<string, string> } {
  const { random, pick } = seededRandom(31);
  const index = new CatalogueIndex();
  const texts = new Map<string, string>();
  for (let n = 0; n < 2_000; n += 1) {
    const extra = [random() < 0.02 ? 'ardezie' : '', random() < 0.1 ? 'platou' : ''].filter(Boolean);
    const inName = extra.filter(() => random() < 0.5);
    const product = indexedProduct(n, {
      name: [pick(['Cafea', 'Cafenea', 'Ceai']), ...inName, 'premium'].join(' '),
      description: ['Pentru', ...extra, pick(['cafea', 'ceai', 'servire'])].join(' '),
      city: 'Iași',
      price: 10 + n,
    });
    index.upsert(product);
    texts.set(product.uuid, `${product.name} ${product.description}`.toLowerCase());
  }
  return { index, texts };
}

/** Each matching product's uuid with its score, as one way of meeting the words finds them. */
function scored(index: CatalogueIndex, text: string, gallop: boolean): Map<string, number> {
  const query = planSearch(index, { name: text, city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] }, { offset: 0, limit: 12 }) as IndexQuery;
  const found = new Map<string, number>();
  const candidates = textCandidates(index, query.words, gallop);
  const scores = relevanceScores();
  for (const id of candidates) found.set(index.uuids.uuidOf(id), scores[id] as number);
  return found;
}

describe('meeting several words at once', () => {
  const { index, texts } = catalogue();

  it.each(['ardezie cafea', 'ardezie caf', 'caf ardezie premium', 'platou ceai', 'ardezie platou cafenea', 'platou servire'])(
    'finds the same products with the same scores whether a common word is looked up for the few left or read through (%s)',
    (text) => {
      const lookedUp = scored(index, text, true);
      const readThrough = scored(index, text, false);
      expect(lookedUp.size).toBeGreaterThan(0);
      expect(lookedUp).toEqual(readThrough);
    },
  );

  it('finds exactly the products holding every word, scored higher where a word sits in the name', () => {
    const found = scored(index, 'ardezie platou', true);
    const holdingBoth = [...texts].filter(([, text]) => text.includes('ardezie') && text.includes('platou')).map(([uuid]) => uuid);
    expect(holdingBoth.length).toBeGreaterThan(3);
    expect([...found.keys()].sort()).toEqual(holdingBoth.sort());
    expect(new Set(found.values()).size).toBeGreaterThan(1);
  });
});
