import { describe, expect, it } from 'vitest';
import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { priceOn, productPrices } from '../../../../openapi/domain/product-prices';
import { cities } from '../../../../openapi/domain/cities';
import { CatalogueIndex } from './catalogue-index';
import { indexFromParts, indexParts } from './index-parts';
import { runQuery } from './run-query';
import { searchFacets, searchTotal } from './search-facets';
import { seededRandom } from '../../../testing/seeded-random';
import { planSearch, type SearchRequest } from '../search-plan';

const owner = (n: number) => `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Where each seller delivers: one everywhere the test looks, some to one city, one nowhere. */
const deliveries: Record<string, string[]> = {
  [owner(1)]: ['Iași', 'Brașov', 'Cluj-Napoca'],
  [owner(2)]: ['Brașov'],
  [owner(3)]: [],
  [owner(4)]: ['Iași'],
  [owner(5)]: ['Brașov', 'Iași'],
};
const sellers = Object.keys(deliveries);
const located = ['Iași', 'Brașov', 'Cluj-Napoca', 'Arad'];
const words = ['ulei', 'cafea', 'paste', 'zahar'];

function catalogue(size: number): IndexedProduct[] {
  const { random, pick } = seededRandom(49);
  return Array.from({ length: size }, (_, at) => ({
    uuid: `00000000-0000-4000-8000-${String(at + 1).padStart(12, '0')}`,
    owner: pick(sellers),
    name: `${pick(words)} ${pick(words)}`,
    description: 'Pentru bucătării profesionale',
    city: pick(located),
    price: Math.round(Math.exp(random() * 9) * 100) / 100,
    vatIncluded: true,
    inStock: random() < 0.7,
    negotiable: false,
    isDeliverable: random() < 0.6,
    sellType: 'buc',
    packageType: 'Cutie',
    phone: '0722000111',
    isEnabled: random() < 0.95,
    updatedAt: Date.UTC(2026, 0, 1) + at * 1000,
    ...(random() < 0.5 ? { brand: pick(['Barilla', 'Lavazza']) } : {}),
  }));
}

const request = (fields: Partial<SearchRequest>): SearchRequest => ({
  name: '',
  city: 'Toate',
  page: 0,
  perPage: 10,
  filter: [],
  sort: ['NO_SORT'],
  ...fields,
});

/** Whether a product shows in `city` under "livrează în": located there, or its seller delivers there. */
const reaches = (product: IndexedProduct, city: string, hidden: ReadonlySet<string>) =>
  !hidden.has(product.owner) && (product.city === city || (deliveries[product.owner] ?? []).includes(city));

/** What a search must answer, read from every product. */
function expected(products: IndexedProduct[], asked: SearchRequest, hidden: ReadonlySet<string> = new Set()) {
  // With every city, "livrează în" changes nothing: each city's count is its own products'.
  const delivered = asked.filter.includes('DELIVERS_TO_CITY') && asked.city !== 'Toate';
  const text = asked.name ? asked.name.split(' ') : [];
  const price = (product: IndexedProduct) => priceOn(productPrices(product), 'GROSS');
  const base = products.filter(
    (product) =>
      product.isEnabled &&
      !hidden.has(product.owner) &&
      text.every((word) => product.name.split(' ').includes(word)) &&
      (!asked.owner || product.owner === asked.owner) &&
      (!asked.filter.includes('IN_STOCK') || product.inStock) &&
      (asked.priceMin === undefined || price(product) >= asked.priceMin) &&
      (!asked.brand || product.brand === asked.brand),
  );
  const inCity = (city: string, reached: boolean) => (product: IndexedProduct) =>
    city === 'Toate' || (reached ? reaches(product, city, hidden) : product.city === city);
  const matches = base.filter(inCity(asked.city, delivered));
  const order: Record<string, (a: IndexedProduct, b: IndexedProduct) => number> = {
    NO_SORT: (a, b) => b.updatedAt - a.updatedAt,
    BY_DATE_ASC: (a, b) => a.updatedAt - b.updatedAt,
    BY_PRICE_ASC: (a, b) => price(a) - price(b) || (a.uuid < b.uuid ? -1 : 1),
  };
  return {
    page: [...matches]
      .sort(order[asked.sort[0] as string])
      .slice(asked.page * asked.perPage, (asked.page + 1) * asked.perPage)
      .map((product) => product.uuid),
    total: matches.length,
    cities: cities.flatMap((city) => {
      const count = base.filter(inCity(city, delivered)).length;
      return count > 0 ? [{ city, count }] : [];
    }),
    deliversToCity:
      asked.city === 'Toate' ? undefined : { on: base.filter(inCity(asked.city, true)).length, off: base.filter(inCity(asked.city, false)).length },
    anyCity: base.length,
  };
}

function answered(index: CatalogueIndex, asked: SearchRequest, limits?: Parameters<typeof runQuery>[2]) {
  const query = planSearch(index, asked, { offset: asked.page * asked.perPage, limit: asked.perPage });
  if (!query) return undefined;
  const found = runQuery(index, query, limits);
  const page = found.ids.map((id) => index.uuids.uuidOf(id));
  if (!('tally' in found)) return { page, total: found.count.value };
  return { page, total: searchTotal(found.tally, query).value, facets: searchFacets(found.tally, query, index.compared.brandNames, index.reach) };
}

function indexOf(products: IndexedProduct[], hidden: ReadonlySet<string> = new Set()): CatalogueIndex {
  const index = new CatalogueIndex(undefined, 40);
  for (const seller of sellers) index.setSeller(seller, { visible: !hidden.has(seller), name: seller, deliversTo: deliveries[seller] ?? null });
  for (const product of products) index.upsert(product);
  return index;
}

describe('"livrează în": a city keeps its own products and those of the sellers who deliver there (issue #49)', () => {
  const products = catalogue(500);
  const index = indexOf(products);

  const asks: Partial<SearchRequest>[] = [];
  for (const name of ['', 'ulei', 'cafea paste'])
    for (const sort of [['NO_SORT'], ['BY_DATE_ASC'], ['BY_PRICE_ASC']] as SearchRequest['sort'][])
      for (const city of ['Brașov', 'Arad', 'Toate'])
        for (const filter of [['DELIVERS_TO_CITY'], ['DELIVERS_TO_CITY', 'IN_STOCK'], []] as SearchRequest['filter'][])
          for (const narrow of [{}, { owner: owner(2) }, { priceMin: 30 }, { brand: 'Barilla' }])
            asks.push({ name, sort, city, filter, ...narrow, page: name ? 0 : 1 });

  it.each(asks.map((ask) => [JSON.stringify(ask), ask] as const))('answers %s as reading every product would', (_, ask) => {
    const asked = request(ask);
    const want = expected(products, asked);
    const got = answered(index, asked);
    expect(got?.page).toEqual(want.page);
    expect(got?.total).toBe(want.total);
    expect(got?.facets?.cities).toEqual(want.cities);
    expect(got?.facets?.anyCity).toBe(want.anyCity);
    if (!ask.owner && ask.priceMin === undefined && !ask.brand && ask.name === 'ulei' && !ask.filter?.includes('DELIVERS_TO_CITY')) return;
    expect(got?.facets?.deliversToCity).toEqual(want.deliversToCity);
  });

  it('says how many "livrează în" would add even where a common word keeps its own counts, and finds them when on', () => {
    const asked = request({ name: 'ulei', city: 'Cluj-Napoca', filter: ['DELIVERS_TO_CITY'] });
    const want = expected(products, asked);
    expect(answered(index, asked)?.facets?.deliversToCity).toEqual(want.deliversToCity);
    expect(want.deliversToCity?.on).toBeGreaterThan(want.deliversToCity?.off ?? 0);
  });

  it('counts a text too common to tally by reading as far as it must, sellers who deliver there included', () => {
    for (const filter of [['DELIVERS_TO_CITY'], []] as SearchRequest['filter'][]) {
      const asked = request({ name: 'cafea paste', city: 'Brașov', filter });
      expect(answered(index, asked, { oneWord: 1, words: 1 })).toEqual({ page: expected(products, asked).page, total: expected(products, asked).total });
    }
  });

  it('follows a seller who changes where they deliver, or stops showing, at once', () => {
    const changed = indexOf(products);
    const asked = request({ city: 'Arad', filter: ['DELIVERS_TO_CITY'] });
    const before = answered(changed, asked)?.total ?? 0;
    changed.setSeller(owner(3), { visible: true, name: 'c', deliversTo: ['Arad'] });
    const extra = products.filter((product) => product.owner === owner(3) && product.isEnabled && product.city !== 'Arad').length;
    expect(answered(changed, asked)?.total).toBe(before + extra);
    changed.setSeller(owner(3), { visible: false, name: 'c', deliversTo: ['Arad'] });
    const hidden = new Set([owner(3)]);
    expect(answered(changed, asked)?.total).toBe(expected(products, asked, hidden).total);
    expect(answered(changed, asked)?.facets?.cities).toEqual(expected(products, asked, hidden).cities);
  });

  it('survives a snapshot: where sellers deliver comes back with the index', () => {
    const restored = indexFromParts(structuredClone(indexParts(index)), 40);
    const asked = request({ city: 'Brașov', filter: ['DELIVERS_TO_CITY'], sort: ['BY_PRICE_ASC'] });
    expect(answered(restored, asked)).toEqual(answered(index, asked));
  });
});
