import { describe, expect, it } from 'vitest';
import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { priceBandEdges, priceOn, productPrices, type PriceBasis } from '../../../../openapi/domain/product-prices';
import type { ContentUnit } from '../../../../openapi/domain/product-content';
import { HttpProblem } from '../../../http/problem';
import { CatalogueIndex } from './catalogue-index';
import { indexFromParts, indexParts } from './index-parts';
import { runQuery } from './run-query';
import { searchFacets, searchTotal } from './search-facets';
import { seededRandom } from '../../../testing/seeded-random';
import { planSearch, type SearchRequest } from '../search-plan';

const owners = ['aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000b', 'aaaaaaaa-0000-4000-8000-00000000000c'];
const brands = ['Barilla', 'Bunica', 'Dr. Oetker', 'Lavazza', undefined];
const words = ['ulei', 'faina', 'cafea', 'zahar', 'paste'];
const units: ContentUnit[] = ['LTR', 'KGM', 'GRM', 'MLT', 'H87'];

/** A catalogue with real variety: prices from 1 RON to 60,000 RON, with and without TVA, several rates, packs and brands. */
function catalogue(size: number): IndexedProduct[] {
  const { random, pick } = seededRandom(48);
  return Array.from({ length: size }, (_, at) => {
    const brand = pick(brands);
    const rate = pick([21, 11, 0, undefined]);
    const content = random() < 0.7 ? { count: pick([1, 1, 6, 12]), amount: pick([0.5, 1, 5, 10, 250]), unit: pick(units) } : undefined;
    return {
      uuid: `00000000-0000-4000-8000-${String(at + 1).padStart(12, '0')}`,
      owner: pick(owners),
      name: `${pick(words)} ${pick(words)}`,
      description: 'Pentru bucătării profesionale',
      city: random() < 0.5 ? 'Iași' : 'Cluj-Napoca',
      price: Math.round(Math.exp(random() * 11) * 100) / 100,
      vatIncluded: random() < 0.5,
      inStock: random() < 0.7,
      negotiable: false,
      isDeliverable: random() < 0.6,
      sellType: 'buc',
      packageType: 'Cutie',
      phone: '0722000111',
      isEnabled: random() < 0.95,
      updatedAt: Date.UTC(2026, 0, 1) + at * 1000,
      ...(brand ? { brand } : {}),
      ...(rate === undefined ? {} : { vatRate: rate }),
      ...(content ? { content } : {}),
    };
  });
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

/** What a search must answer, worked out by reading every product: the page's uuids, the count, and the facets buyers compare by. */
function expected(products: IndexedProduct[], asked: SearchRequest, deliversTo = new Map<string, string[]>()) {
  const basis: PriceBasis = asked.priceBasis ?? 'GROSS';
  const price = (product: IndexedProduct) => priceOn(productPrices(product), basis);
  const unit = (product: IndexedProduct) => {
    const prices = productPrices(product).unit;
    return prices ? priceOn(prices, basis) : Number.MAX_VALUE;
  };
  const text = asked.name ? asked.name.split(' ') : [];
  const shown = products.filter(
    (product) =>
      product.isEnabled &&
      text.every((word) => product.name.split(' ').includes(word)) &&
      (asked.city === 'Toate' ||
        product.city === asked.city ||
        (asked.filter.includes('DELIVERS_TO_CITY') && deliversTo.get(product.owner)?.includes(asked.city))) &&
      (!asked.filter.includes('IN_STOCK') || product.inStock) &&
      (!asked.filter.includes('DELIVERABLE') || product.isDeliverable) &&
      (!asked.owner || product.owner === asked.owner),
  );
  const inRange = (product: IndexedProduct) => price(product) >= (asked.priceMin ?? 0) && price(product) <= (asked.priceMax ?? Infinity);
  const ofBrand = (product: IndexedProduct) => !asked.brand || product.brand?.toLowerCase() === asked.brand.toLowerCase();
  const matches = shown.filter((product) => inRange(product) && ofBrand(product));
  const order: Record<string, (a: IndexedProduct, b: IndexedProduct) => number> = {
    NO_SORT: (a, b) => b.updatedAt - a.updatedAt,
    BY_PRICE_ASC: (a, b) => price(a) - price(b) || (a.uuid < b.uuid ? -1 : 1),
    BY_PRICE_DESC: (a, b) => price(b) - price(a) || (a.uuid < b.uuid ? 1 : -1),
    BY_UNIT_PRICE_ASC: (a, b) => unit(a) - unit(b) || price(a) - price(b) || (a.uuid < b.uuid ? -1 : 1),
  };
  const page = [...matches].sort(order[asked.sort[0] as string]).slice(asked.page * asked.perPage, (asked.page + 1) * asked.perPage);
  const brandCounts = new Map<string, number>();
  for (const product of shown.filter(inRange)) if (product.brand) brandCounts.set(product.brand, (brandCounts.get(product.brand) ?? 0) + 1);
  const bands = priceBandEdges.map((from, band) => ({
    from,
    count: shown.filter(ofBrand).filter((product) => price(product) >= from && price(product) < (priceBandEdges[band + 1] ?? Infinity)).length,
  }));
  const held = bands.flatMap((band, at) => (band.count > 0 ? [at] : []));
  return {
    page: page.map((product) => product.uuid),
    total: matches.length,
    anyPrice: shown.filter(ofBrand).length,
    anyBrand: shown.filter(inRange).length,
    brands: [...brandCounts].map(([brand, count]) => ({ brand, count })).sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand, 'ro')),
    bandCounts: held.length === 0 ? [] : bands.slice(held[0], (held.at(-1) as number) + 1).map((band) => band.count),
  };
}

function answered(index: CatalogueIndex, asked: SearchRequest) {
  const query = planSearch(index, asked, { offset: asked.page * asked.perPage, limit: asked.perPage });
  if (!query) return undefined;
  const found = runQuery(index, query);
  if (!('tally' in found)) throw new Error('a small catalogue is always tallied');
  const facets = searchFacets(found.tally, query, index.compared.brandNames);
  return {
    page: found.ids.map((id) => index.uuids.uuidOf(id)),
    total: searchTotal(found.tally, query).value,
    facets,
  };
}

describe('search by what buyers compare: both prices, a price range, brands and the price per unit (issue #48)', () => {
  const products = catalogue(600);
  const index = new CatalogueIndex();
  for (const product of products) index.upsert(product);

  const asks: Partial<SearchRequest>[] = [];
  for (const name of ['', 'ulei', 'cafea paste'])
    for (const sort of [['NO_SORT'], ['BY_PRICE_ASC'], ['BY_PRICE_DESC'], ['BY_UNIT_PRICE_ASC']] as SearchRequest['sort'][])
      for (const priceBasis of ['GROSS', 'NET'] as const)
        for (const range of [{}, { priceMin: 20, priceMax: 200 }, { priceMin: 1000 }, { priceMax: 9.99 }, { priceMax: 100 }])
          for (const brand of [{}, { brand: 'barilla' }])
            for (const narrow of [
              {},
              { city: 'Iași', filter: ['IN_STOCK'] as SearchRequest['filter'] },
              { filter: ['DELIVERABLE'] as SearchRequest['filter'] },
              { owner: owners[1] as string },
            ])
              asks.push({ name, sort, priceBasis, ...range, ...brand, ...narrow, page: name ? 0 : 1 });

  it.each(asks.map((ask) => [JSON.stringify(ask), ask] as const))('answers %s as reading every product would', (_, ask) => {
    const asked = request(ask);
    const want = expected(products, asked);
    const got = answered(index, asked);
    expect(got?.page).toEqual(want.page);
    expect(got?.total).toBe(want.total);
    const facets = got?.facets;
    if (asked.priceMin !== undefined || asked.priceMax !== undefined) expect(facets?.anyPrice).toBe(want.anyPrice);
    else expect(facets?.anyPrice).toBeUndefined();
    if (asked.brand) expect(facets?.anyBrand).toBe(want.anyBrand);
    const { owner, ...everySeller } = asked;
    if (owner) expect(facets?.anySeller).toBe(expected(products, everySeller).total);
    else expect(facets?.anySeller).toBeUndefined();
    expect(facets?.brands).toEqual(want.brands.slice(0, 30));
    expect(facets?.priceBands?.map((band) => band.count)).toEqual(want.bandCounts);
  });

  it('names each band by its edges, the last one open', () => {
    const facets = answered(index, request({}))?.facets;
    expect(facets?.priceBands?.[0]).toMatchObject({ from: 0, to: 10 });
    expect(facets?.priceBands?.at(-1)).toEqual({ from: 50_000, count: expect.any(Number) as number });
  });

  it('finds nothing for a brand no product carries, and refuses a range whose minimum is above its maximum', () => {
    expect(planSearch(index, request({ brand: 'Necunoscută' }), { offset: 0, limit: 10 })).toBeUndefined();
    let refused: unknown;
    try {
      planSearch(index, request({ priceMin: 50, priceMax: 10 }), { offset: 0, limit: 10 });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpProblem);
    expect((refused as HttpProblem).extras.errors).toEqual([
      { field: 'priceMin', rule: 'range', message: 'Prețul minim nu poate fi mai mare decât prețul maxim.' },
    ]);
  });

  it("keeps the brands' and bands' counts as sellers are hidden and shown, and as a snapshot brings them back", () => {
    const hidden = new CatalogueIndex();
    for (const product of products) hidden.upsert(product);
    hidden.setSeller(owners[0] as string, { visible: false, name: 'A' });
    const withoutFirst = products.filter((product) => product.owner !== owners[0]);
    const ranged = request({ priceMin: 50, priceMax: 500, filter: ['DELIVERABLE'] });
    expect(answered(hidden, ranged)?.facets.brands).toEqual(expected(withoutFirst, ranged).brands);
    expect(answered(hidden, ranged)?.total).toBe(expected(withoutFirst, ranged).total);
    const asked = request({ city: 'Iași' });
    expect(answered(hidden, asked)?.facets.brands).toEqual(expected(withoutFirst, asked).brands);
    expect(answered(hidden, asked)?.facets.priceBands?.map((band) => band.count)).toEqual(expected(withoutFirst, asked).bandCounts);
    hidden.setSeller(owners[0] as string, { visible: true, name: 'A' });
    expect(answered(hidden, asked)?.facets).toEqual(answered(index, asked)?.facets);

    const restored = indexFromParts(structuredClone(indexParts(index)));
    for (const ask of [
      request({ sort: ['BY_UNIT_PRICE_ASC'], priceBasis: 'NET' }),
      request({ name: 'ulei', brand: 'Bunica', priceMin: 5 }),
      request({ priceMin: 20, priceMax: 200, filter: ['IN_STOCK'] }),
    ])
      expect(answered(restored, ask)).toEqual(answered(index, ask));
  });

  it('puts a product replaced by a write at its new price, and a deleted one nowhere', () => {
    const changing = new CatalogueIndex();
    for (const product of products) changing.upsert(product);
    const cheapest = answered(changing, request({ sort: ['BY_PRICE_ASC'] }))?.page[0] as string;
    const before = products.find((product) => product.uuid === cheapest) as IndexedProduct;
    changing.upsert({ ...before, price: 1_000_000, vatIncluded: true, updatedAt: before.updatedAt + 1 });
    expect(answered(changing, request({ sort: ['BY_PRICE_DESC'] }))?.page[0]).toBe(cheapest);
    changing.remove(cheapest);
    expect(answered(changing, request({ sort: ['BY_PRICE_DESC'], priceMin: 50_000 }))?.page).not.toContain(cheapest);
  });

  it('answers a search without text within a range, a brand or by price per unit under "livrează în" as reading every product would', () => {
    const delivering = new CatalogueIndex();
    const deliversTo = new Map([[owners[2] as string, ['Iași']]]);
    delivering.setSeller(owners[2] as string, { visible: true, name: 'C', deliversTo: ['Iași'] });
    for (const product of products) delivering.upsert(product);
    const switched = (filter: SearchRequest['filter'], narrow: Partial<SearchRequest>) => request({ ...narrow, filter });
    for (const sort of [['NO_SORT'], ['BY_PRICE_DESC'], ['BY_UNIT_PRICE_ASC']] as SearchRequest['sort'][])
      for (const narrow of [
        {},
        { priceMin: 20, priceMax: 200 },
        { brand: 'bunica' },
        { brand: 'bunica', priceMax: 50 },
        { owner: owners[2] as string, priceMax: 50 },
        { owner: owners[0] as string, brand: 'bunica' },
      ])
        for (const filter of [['DELIVERS_TO_CITY'], []] as SearchRequest['filter'][]) {
          const asked = request({ sort, city: 'Iași', filter, page: 1, ...narrow });
          const want = expected(products, asked, deliversTo);
          const got = answered(delivering, asked);
          expect(got?.page).toEqual(want.page);
          expect(got?.total).toBe(want.total);
          expect(got?.facets.deliversToCity).toEqual({
            on: expected(products, switched(['DELIVERS_TO_CITY'], asked), deliversTo).total,
            off: expected(products, switched([], asked), deliversTo).total,
          });
          const { owner, ...everySeller } = asked;
          if (owner) expect(got?.facets.anySeller).toBe(expected(products, everySeller, deliversTo).total);
        }
  });

  it("answers a range of whole bands with a city from the city's documents and the delivering sellers' kept counts, through hiding, deletes and a snapshot", () => {
    const onEdge = (product: IndexedProduct, price: number): IndexedProduct => ({ ...product, price, vatIncluded: true, vatRate: 21 });
    const edged = products.map((product, at) => (at % 10 === 0 ? onEdge(product, 200) : at % 10 === 1 ? onEdge(product, 20) : product));
    const deliversTo = new Map([
      [owners[0] as string, ['Iași', 'Cluj-Napoca']],
      [owners[2] as string, ['Iași']],
    ]);
    const byCity = new CatalogueIndex();
    for (const [owner, served] of deliversTo) byCity.setSeller(owner, { visible: true, name: owner, deliversTo: served });
    for (const product of edged) byCity.upsert(product);
    for (const product of edged.slice(0, 30)) byCity.remove(product.uuid);
    byCity.setSeller(owners[2] as string, { visible: false, name: 'C', deliversTo: ['Iași'] });
    const shown = edged.slice(30).filter((product) => product.owner !== owners[2]);
    const asks: SearchRequest[] = [];
    for (const city of ['Iași', 'Cluj-Napoca'])
      for (const range of [{ priceMin: 20, priceMax: 200 }, { priceMin: 200 }, { priceMax: 200 }, { priceMin: 20, priceMax: 20 }])
        for (const sort of [['NO_SORT'], ['BY_DATE_ASC'], ['BY_PRICE_DESC'], ['BY_UNIT_PRICE_ASC']] as SearchRequest['sort'][])
          for (const filter of [[], ['IN_STOCK']] as SearchRequest['filter'][])
            for (const priceBasis of ['GROSS', 'NET'] as const) asks.push(request({ city, sort, filter, priceBasis, page: 1, perPage: 5, ...range }));
    const restored = indexFromParts(structuredClone(indexParts(byCity)));
    for (const asked of asks) {
      const want = expected(shown, asked, deliversTo);
      const got = answered(byCity, asked);
      const label = JSON.stringify(asked);
      expect(got?.page, label).toEqual(want.page);
      expect(got?.total, label).toBe(want.total);
      expect(got?.facets.brands, label).toEqual(want.brands.slice(0, 30));
      expect(
        got?.facets.priceBands?.map((band) => band.count),
        label,
      ).toEqual(want.bandCounts);
      expect(got?.facets.anyPrice, label).toBe(want.anyPrice);
      expect(got?.facets.deliversToCity, label).toEqual({
        on: expected(shown, { ...asked, filter: [...asked.filter, 'DELIVERS_TO_CITY'] }, deliversTo).total,
        off: want.total,
      });
      const cityCounts = ['Cluj-Napoca', 'Iași'].map((city) => ({ city, count: expected(shown, { ...asked, city }).total })).filter((city) => city.count > 0);
      expect(
        [...(got?.facets.cities ?? [])].sort((a, b) => a.city.localeCompare(b.city)),
        label,
      ).toEqual(cityCounts);
      expect(answered(restored, asked), label).toEqual(got);
    }
  });

  it('keeps a price on either edge of a range, and follows a product moved out of it or deleted', () => {
    const edges = new CatalogueIndex();
    const priced = (at: number, price: number): IndexedProduct => ({
      ...(products[at] as IndexedProduct),
      price,
      vatIncluded: true,
      vatRate: 21,
      isEnabled: true,
    });
    for (const [at, price] of [
      [0, 19.99],
      [1, 20],
      [2, 120],
      [3, 200],
      [4, 200.01],
    ] as const)
      edges.upsert(priced(at, price));
    const names = (ask: Partial<SearchRequest>) =>
      answered(edges, request({ sort: ['BY_PRICE_ASC'], ...ask }))?.page.map((uuid) => products.findIndex((product) => product.uuid === uuid));
    expect(names({ priceMin: 20, priceMax: 200 })).toEqual([1, 2, 3]);
    expect(names({ priceMin: 20.01, priceMax: 199.99 })).toEqual([2]);
    edges.upsert({ ...priced(2, 300), updatedAt: (products[2] as IndexedProduct).updatedAt + 1 });
    edges.remove((products[1] as IndexedProduct).uuid);
    expect(names({ priceMin: 20, priceMax: 200 })).toEqual([3]);
    expect(answered(edges, request({ priceMin: 20, priceMax: 200 }))?.total).toBe(1);
    // The product priced at the upper edge carries a brand, so a search within that brand meets the edge too.
    expect((products[3] as IndexedProduct).brand).toBeDefined();
    const now = [priced(0, 19.99), { ...priced(2, 300), updatedAt: (products[2] as IndexedProduct).updatedAt + 1 }, priced(3, 200), priced(4, 200.01)];
    for (const ask of [
      { priceMin: 20, priceMax: 200 },
      { priceMin: 200, priceMax: 200, sort: ['BY_PRICE_DESC'] as SearchRequest['sort'] },
      { priceMin: 200, filter: ['IN_STOCK'] as SearchRequest['filter'] },
      { priceMax: 200, filter: ['DELIVERABLE'] as SearchRequest['filter'], sort: ['BY_UNIT_PRICE_ASC'] as SearchRequest['sort'] },
      { priceMin: 20, priceMax: 200, brand: (products[3] as IndexedProduct).brand as string },
    ]) {
      const asked = request(ask);
      const want = expected(now, asked);
      const got = answered(edges, asked);
      expect(got?.page, JSON.stringify(ask)).toEqual(want.page);
      expect(got?.total, JSON.stringify(ask)).toBe(want.total);
      expect(got?.facets.brands, JSON.stringify(ask)).toEqual(want.brands);
      expect(got?.facets.anyPrice, JSON.stringify(ask)).toBe(want.anyPrice);
      expect(got?.facets.anyBrand, JSON.stringify(ask)).toBe(asked.brand ? want.anyBrand : undefined);
    }
  });

  it('sorts products without a price per unit after the rest, by price, however many share it', () => {
    const bare = new CatalogueIndex();
    const withoutContent = products.slice(0, 40).map(({ content: _, ...product }, at) => ({ ...product, price: 100 - at, vatIncluded: true, isEnabled: true }));
    for (const product of withoutContent) bare.upsert(product);
    const cheapestFirst = [...withoutContent].sort((a, b) => a.price - b.price).map((product) => product.uuid);
    expect(answered(bare, request({ sort: ['BY_UNIT_PRICE_ASC'], perPage: 10, page: 1 }))?.page).toEqual(cheapestFirst.slice(10, 20));
  });

  it('reads a range of whole bands from the price order across its chunks, from either end', () => {
    const large = catalogue(6_000);
    const big = new CatalogueIndex();
    for (const product of large) big.upsert(product);
    for (const sort of [['BY_PRICE_ASC'], ['BY_PRICE_DESC'], ['NO_SORT']] as SearchRequest['sort'][])
      for (const range of [{ priceMin: 20, priceMax: 200 }, { priceMin: 1000 }, { priceMax: 50 }, { priceMin: 500, priceMax: 500 }])
        for (const page of [0, 7]) {
          const asked = request({ sort, page, perPage: 30, ...range });
          const want = expected(large, asked);
          const got = answered(big, asked);
          expect(got?.page).toEqual(want.page);
          expect(got?.total).toBe(want.total);
          expect(got?.facets.brands).toEqual(want.brands);
        }
  });
});
