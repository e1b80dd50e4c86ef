import { describe, expect, it } from 'vitest';
import { matchKinds, paidPlacement, rankedFields, tieOrder, type MatchKind } from '../../../../openapi/domain/ranking-parameters';
import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { planSearch, type SearchRequest } from '../search-plan';
import { CatalogueIndex } from './catalogue-index';
import { pageMatches } from './matched-words';
import { catalogueRanking, type Ranking } from './ranking';
import { runQuery } from './run-query';

/** The quality each way of matching stands for in the engine's tuning. */
const qualityOf: Record<MatchKind, keyof Ranking['qualities']> = { stem: 'exact', prefix: 'prefix', correction: 'typo' };

let made = 0;
/** A product whose fields are these; each one made is a second newer than the one before. */
function product(fields: Partial<IndexedProduct>): IndexedProduct {
  made += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    owner: 'aaaaaaaa-0000-4000-8000-00000000000a',
    name: 'Produs',
    description: 'Pentru bucătării profesionale',
    city: 'Iași',
    price: 10,
    vatIncluded: true,
    inStock: true,
    negotiable: false,
    isDeliverable: true,
    sellType: 'buc',
    packageType: 'Cutie',
    phone: '0722000111',
    isEnabled: true,
    updatedAt: Date.UTC(2026, 0, 1) + made * 1000,
    ...fields,
  };
}

function indexOf(products: IndexedProduct[]): CatalogueIndex {
  const index = new CatalogueIndex();
  for (const each of products) index.upsert(each);
  return index;
}

/** The names of the products a search finds, in its order, and which fields of each it says matched. */
function searched(index: CatalogueIndex, name: string) {
  const asked: SearchRequest = { name, city: 'Toate', page: 0, perPage: 20, filter: [], sort: ['NO_SORT'] };
  const query = planSearch(index, asked, { offset: 0, limit: 20 });
  if (!query) throw new Error(`nothing planned for ${name}`);
  const { ids } = runQuery(index, query);
  const matches = pageMatches(index, ids, query.words);
  return ids.map((id) => {
    const found = matches.find((each) => each.product === index.uuids.uuidOf(id));
    return { name: index.textFields(id).name, fields: rankedFields.filter((field) => (found?.[field].length ?? 0) > 0) };
  });
}

describe('what "Cum ordonăm rezultatele" says is what the engine does (issue #51, P2B Art. 5)', () => {
  it('names every field the ranking weighs, the heaviest first, no two alike', () => {
    expect([...rankedFields].sort()).toEqual(Object.keys(catalogueRanking.weights).sort());
    const weights = rankedFields.map((field) => catalogueRanking.weights[field]);
    for (let at = 1; at < weights.length; at += 1) expect(weights[at]).toBeLessThan(weights[at - 1] as number);
  });

  it('names every way of matching, the one that counts most first', () => {
    expect(matchKinds.map((kind) => qualityOf[kind]).sort()).toEqual(Object.keys(catalogueRanking.qualities).sort());
    const qualities = matchKinds.map((kind) => catalogueRanking.qualities[qualityOf[kind]]);
    for (let at = 1; at < qualities.length; at += 1) expect(qualities[at]).toBeLessThan(qualities[at - 1] as number);
  });

  it('puts a word found in the name above the brand, the brand above the description and the description above the city, the newest notwithstanding', () => {
    // Made oldest first, so the newest-first tie order would put them the other way round.
    const index = indexOf([
      product({ name: 'Boabe Lavazza' }),
      product({ name: 'Boabe', brand: 'Lavazza' }),
      product({ name: 'Boabe', description: 'Ca Lavazza, din Brașov' }),
      product({ name: 'Boabe', city: 'Brașov' }),
    ]);
    expect(searched(index, 'lavazza')).toEqual([
      { name: 'Boabe Lavazza', fields: ['name'] },
      { name: 'Boabe', fields: ['brand'] },
      { name: 'Boabe', fields: ['description'] },
    ]);
    expect(searched(index, 'brasov').map((found) => found.fields)).toEqual([['description'], ['city']]);
  });

  it('orders results that count the same newest first, and by nothing a seller could pay for', () => {
    expect(tieOrder).toBe('newest');
    expect(paidPlacement).toBe(false);
    const index = indexOf([product({ name: 'Cafea veche' }), product({ name: 'Cafea nouă' }), product({ name: 'Cafea' })]);
    expect(searched(index, 'cafea').map((found) => found.name)).toEqual(['Cafea', 'Cafea nouă', 'Cafea veche']);
    // Nothing but the fields above, the match and the date reaches the order: the tuning has no other knob.
    expect(Object.keys(catalogueRanking).sort()).toEqual(['prefixTermLimit', 'qualities', 'weights']);
  });

  it('says which way each word matched: its own stem, a word being typed, a typo read', () => {
    const index = indexOf([product({ name: 'Cafea boabe' }), product({ name: 'Ciocolată caldă' })]);
    const kinds = (name: string) => {
      const asked: SearchRequest = { name, city: 'Toate', page: 0, perPage: 20, filter: [], sort: ['NO_SORT'] };
      const query = planSearch(index, asked, { offset: 0, limit: 20 });
      if (!query) throw new Error(`nothing planned for ${name}`);
      return pageMatches(index, runQuery(index, query).ids, query.words).flatMap((found) => found.name.map((word) => word.kind));
    };
    expect(kinds('cafea')).toEqual(['stem']);
    expect(kinds('cioc')).toEqual(['prefix']);
    expect(kinds('cafae boabe')).toEqual(['correction', 'stem']);
  });
});
