import { describe, expect, it } from 'vitest';
import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { CatalogueIndex } from './catalogue-index';
import { cellCount, cellOf, deletedFlag, enabledFlag } from './document-layout';
import { indexFromParts, indexParts } from './index-parts';
import { catalogueRanking, postingDoc, type Ranking } from './ranking';
import type { IndexQuery } from './index-query';
import { runQuery, tallyLimits } from './run-query';
import { searchFacets, searchTotal } from './search-facets';
import { seededRandom } from '../../../testing/seeded-random';
import { indexedProduct, productUuid as uuidOf } from '../../../testing/indexed-product';
import { planSearch, type SearchRequest } from '../search-plan';

let counter = 0;

function product(fields: Partial<IndexedProduct> = {}): IndexedProduct {
  counter += 1;
  return indexedProduct(counter, fields);
}

const request = (fields: Partial<SearchRequest>): SearchRequest => ({
  name: '',
  city: 'Toate',
  page: 0,
  perPage: 48,
  filter: [],
  sort: ['NO_SORT'],
  ...fields,
});

function names(index: CatalogueIndex, fields: Partial<SearchRequest>, byUuid: Map<string, string>): string[] {
  const asked = request(fields);
  const query = planSearch(index, asked, { offset: asked.page * asked.perPage, limit: asked.perPage });
  return query ? runQuery(index, query).ids.map((id) => byUuid.get(index.uuids.uuidOf(id)) as string) : [];
}

function indexOf(products: IndexedProduct[], ranking: Ranking = catalogueRanking, termCellsFrom?: number) {
  const index = new CatalogueIndex(ranking, termCellsFrom);
  const byUuid = new Map<string, string>();
  for (const item of products) {
    index.upsert(item);
    byUuid.set(item.uuid, item.name);
  }
  return { index, byUuid, search: (fields: Partial<SearchRequest>) => names(index, fields, byUuid) };
}

describe('the catalogue index', () => {
  it('finds every word by its Romanian stem, without diacritics, and with the old cedilla letters', () => {
    const { search } = indexOf([product({ name: 'Cafea boabe Arabica' }), product({ name: 'Ceașcă espresso' }), product({ name: 'Știuletți de porumb' })]);
    expect(search({ name: 'cafele' })).toEqual(['Cafea boabe Arabica']);
    expect(search({ name: 'ceasca' })).toEqual(['Ceașcă espresso']);
    expect(search({ name: 'CEAŞCĂ' })).toEqual(['Ceașcă espresso']);
    expect(search({ name: 'ştiuletţi' })).toEqual(['Știuletți de porumb']);
    expect(search({ name: 'cafea espresso' })).toEqual([]);
  });

  it('ranks a match in the name above one in the description, and above one in the city', () => {
    const { search } = indexOf([
      product({ name: 'Zahăr plic', description: 'Potrivit lângă cafea.' }),
      product({ name: 'Cafea măcinată', description: 'Pentru filtru.' }),
      product({ name: 'Ceai verde', description: 'Vrac.', city: 'Iași' }),
      product({ name: 'Pahare Iași', description: 'Sticlă.', city: 'Brașov' }),
    ]);
    expect(search({ name: 'cafea' })).toEqual(['Cafea măcinată', 'Zahăr plic']);
    expect(search({ name: 'iasi' })).toEqual(['Pahare Iași', 'Ceai verde']);
  });

  it('matches the word being typed as a prefix, and ranks it below the exact word', () => {
    const { search } = indexOf([product({ name: 'Cafetieră profesională' }), product({ name: 'Cafea boabe' }), product({ name: 'Ciocolată caldă' })]);
    expect(search({ name: 'cafet' })).toEqual(['Cafetieră profesională']);
    expect(search({ name: 'caf' })).toEqual(['Cafea boabe', 'Cafetieră profesională']);
    expect(search({ name: 'ciocolat' })).toEqual(['Ciocolată caldă']);
    // A word before the last is complete: it is not widened to the words it begins.
    expect(search({ name: 'cafet profesionala' })).toEqual([]);
    // One letter still being typed does not narrow the search yet.
    expect(search({ name: 'cafea b' })).toEqual(['Cafea boabe']);
  });

  it('reads a word that matches nothing as a typo of the nearest words, below exact matches', () => {
    const { search } = indexOf([product({ name: 'Detergent vase' }), product({ name: 'Cafea boabe' }), product({ name: 'Pahare vin' })]);
    expect(search({ name: 'detergnet' })).toEqual(['Detergent vase']);
    expect(search({ name: 'cafae' })).toEqual(['Cafea boabe']);
    expect(search({ name: 'paharee vin' })).toEqual(['Pahare vin']);
    expect(search({ name: 'xyzzyq' })).toEqual([]);
  });

  it('filters by city, stock, delivery and owner, and hides disabled products and hidden sellers', () => {
    const other = 'bbbbbbbb-0000-4000-8000-000000000002';
    const { index, search } = indexOf([
      product({ name: 'Vin roșu', city: 'Iași', inStock: false }),
      product({ name: 'Vin alb', city: 'Brașov', isDeliverable: false }),
      product({ name: 'Vin rose', owner: other }),
      product({ name: 'Vin dezactivat', isEnabled: false }),
    ]);
    expect(search({ name: 'vin', city: 'Iasi' })).toEqual(['Vin roșu']);
    expect(search({ name: 'vin', filter: ['IN_STOCK'] }).sort()).toEqual(['Vin alb', 'Vin rose']);
    expect(search({ name: 'vin', filter: ['DELIVERABLE', 'IN_STOCK'] })).toEqual(['Vin rose']);
    expect(search({ owner: other })).toEqual(['Vin rose']);
    expect(search({ owner: 'cccccccc-0000-4000-8000-000000000003' })).toEqual([]);
    index.setSeller(other, { visible: false, name: 'Ascuns SRL' });
    expect(search({ name: 'vin' }).sort()).toEqual(['Vin alb', 'Vin roșu']);
  });

  it('follows writes: an update replaces the product, a delete removes it, and the room is counted', () => {
    const { index, byUuid, search } = indexOf([product({ name: 'Ceai negru', price: 5 })]);
    const [tea] = [...byUuid.keys()] as [string];
    index.upsert(product({ uuid: tea, name: 'Ceai verde', price: 7 }));
    byUuid.set(tea, 'Ceai verde');
    expect(search({ name: 'ceai' })).toEqual(['Ceai verde']);
    expect(search({ name: 'negru' })).toEqual([]);
    expect([index.live, index.deleted]).toEqual([1, 1]);
    expect(index.remove(tea)).toBe(true);
    expect(index.remove(tea)).toBe(false);
    expect(search({})).toEqual([]);
  });

  it.each([
    ['BY_DATE_DESC', 'newest'],
    ['BY_DATE_ASC', 'oldest'],
    ['BY_PRICE_ASC', 'cheapest'],
    ['BY_PRICE_DESC', 'dearest'],
    ['NO_SORT', 'relevance'],
  ])('pages %s without repeats or gaps, ties broken by uuid, with and without text', (sort) => {
    const sameTime = Date.UTC(2026, 5, 1);
    const items = Array.from({ length: 57 }, (_, at) =>
      product({ name: `Farfurie ${at % 3 === 0 ? 'adâncă' : 'întinsă'}`, price: [10, 20, 30][at % 3] as number, updatedAt: sameTime + (at % 4) * 1000 }),
    );
    const { index } = indexOf(items);
    for (const text of ['', 'farfurie', 'farfurie intinsa']) {
      const seen: string[] = [];
      for (let page = 0; page < 5; page += 1) {
        const asked = request({ name: text, sort: [sort as SearchRequest['sort'][number]], page, perPage: 12 });
        const query = planSearch(index, asked, { offset: page * 12, limit: 12 }) as IndexQuery;
        seen.push(...runQuery(index, query).ids.map((id) => index.uuids.uuidOf(id)));
      }
      const all = runQuery(
        index,
        planSearch(index, request({ name: text, sort: [sort as SearchRequest['sort'][number]] }), { offset: 0, limit: 1_000 }) as IndexQuery,
      ).ids.map((id) => index.uuids.uuidOf(id));
      expect(seen).toEqual(all);
      expect(new Set(seen).size).toBe(all.length);
    }
  });

  it('orders by date and uuid as PostgreSQL would, in both directions', () => {
    const at = Date.UTC(2026, 2, 1);
    const { index } = indexOf([
      product({ uuid: uuidOf(900), updatedAt: at }),
      product({ uuid: uuidOf(901), updatedAt: at }),
      product({ uuid: uuidOf(902), updatedAt: at - 1 }),
    ]);
    const order = (sort: SearchRequest['sort'][number]) =>
      runQuery(index, planSearch(index, request({ sort: [sort] }), { offset: 0, limit: 10 }) as IndexQuery).ids.map((id) => index.uuids.uuidOf(id));
    expect(order('BY_DATE_DESC')).toEqual([uuidOf(901), uuidOf(900), uuidOf(902)]);
    expect(order('BY_DATE_ASC')).toEqual([uuidOf(902), uuidOf(900), uuidOf(901)]);
  });
});

/** The catalogue's ranking, and two that weight another field above the name: the early stop must hold for each. */
const rankings: [string, Ranking][] = [
  ['the name heaviest', catalogueRanking],
  ['the description above the name', { ...catalogueRanking, weights: { name: 4, brand: 3, description: 10, city: 2 } }],
  ['the city heaviest', { ...catalogueRanking, weights: { name: 3, brand: 2, description: 2, city: 9 } }],
];

describe('the early-stopping walk of an index in date order', () => {
  it('ranks by the heaviest field, whichever it is: with the description above the name, an older product described with the word comes first', () => {
    const ranking: Ranking = { ...catalogueRanking, weights: { name: 4, brand: 3, description: 10, city: 2 } };
    const base = Date.UTC(2026, 3, 1);
    const described = product({ name: 'Espressor', description: 'Pentru cafea boabe', updatedAt: base });
    const named = Array.from({ length: 30 }, (_, at) => product({ name: `Cafea ${at + 1}`, description: 'Pachet', updatedAt: base + (at + 1) * 1000 }));
    const { index } = indexOf([described, ...named], ranking);
    const first = (limits: typeof tallyLimits) => {
      const query = planSearch(index, request({ name: 'cafea' }), { offset: 0, limit: 12 }) as IndexQuery;
      return runQuery(index, query, limits)
        .ids.slice(0, 2)
        .map((id) => index.uuids.uuidOf(id));
    };
    // Walked from the newest with early stops (the text counted too common) and ranked from every match: the same.
    expect(first({ oneWord: 0, words: 0 })).toEqual([described.uuid, named.at(-1)?.uuid]);
    expect(first(tallyLimits)).toEqual([described.uuid, named.at(-1)?.uuid]);
  });

  it.each(rankings)('answers and counts exactly as ranking and tallying every match does, for many texts, filters, orders and pages (%s)', (_, ranking) => {
    // 'cafenea' and 'vinuri' share a prefix with 'cafea' and 'vin': a word typed short matches several terms, often in one product.
    const words = ['cafea', 'cafenea', 'boabe', 'măcinată', 'ceai', 'verde', 'pahare', 'vin', 'vinuri', 'alb', 'roșu', 'set', 'farfurii', 'adânci'];
    const { random } = seededRandom(7);
    const pick = () => words[Math.floor(random() * words.length)] as string;
    const base = Date.UTC(2026, 3, 1);
    const items = Array.from({ length: 400 }, (_, at) =>
      product({
        name: `${pick()} ${pick()} ${pick()}`,
        description: `${pick()} ${pick()}`,
        city: random() < 0.5 ? 'Iași' : 'Brașov',
        inStock: random() < 0.7,
        updatedAt: base + Math.floor(at / 3) * 1000,
      }),
    );
    const inDateOrder = [...items].sort((a, b) => a.updatedAt - b.updatedAt || (a.uuid < b.uuid ? -1 : 1));
    const ordered = indexOf(inDateOrder, ranking).index;
    const unordered = indexOf([...items].reverse(), ranking).index;
    // Every term's cells kept: a one-term text counts and faces from them and reads its page only until it is full.
    const kept = indexOf(inDateOrder, ranking, 1).index;
    expect([ordered.ordered, unordered.ordered, kept.ordered]).toEqual([true, false, true]);
    const texts = ['cafea', 'caf', 'vin', 'cafea boabe', 'ceai verde', 'vin r', 'pah', 'farfurii adanci set', 'alb', 'boabe cafea vin'];
    let oneTermAnswers = 0;
    for (const text of texts) {
      for (const sort of ['NO_SORT', 'BY_DATE_DESC', 'BY_DATE_ASC'] as const) {
        for (const filter of [[], ['IN_STOCK']] as SearchRequest['filter'][]) {
          for (const city of ['Toate', 'Iași']) {
            for (const page of [0, 1, 3]) {
              const asked = request({ name: text, sort: [sort], filter, city, page, perPage: 12 });
              const answer = (index: CatalogueIndex, limits: typeof tallyLimits, withFacets = false) => {
                const query = planSearch(index, asked, { offset: page * 12, limit: 12 });
                if (!query) return [];
                const found = runQuery(index, query, limits);
                const ids = found.ids.map((id) => index.uuids.uuidOf(id));
                if (!('tally' in found)) return [ids, found.count];
                if (!withFacets) return [ids, searchTotal(found.tally, query)];
                // The kept cells hold no brands, no prices and not who delivers where: those a kept-term answer leaves out (issues #48, #49).
                const {
                  brands: _brands,
                  priceBands: _bands,
                  deliversToCity: _reached,
                  ...facets
                } = searchFacets(found.tally, query, index.compared.brandNames);
                return [ids, searchTotal(found.tally, query), facets];
              };
              // Tallied from every match, or (too common) walked in date order with early stops: the same page and count.
              expect(answer(ordered, tallyLimits), JSON.stringify(asked)).toEqual(answer(unordered, tallyLimits));
              expect(answer(ordered, { oneWord: 0, words: 0 }), JSON.stringify(asked)).toEqual(answer(unordered, tallyLimits));
              // A one-term text from the kept cells, even when counted too common: the same page, count and facets as the full tally.
              const words = planSearch(kept, asked, { offset: 0, limit: 12 })?.words ?? [];
              const oneTerm = words.length === 1 && words[0]?.terms.length === 1;
              if (oneTerm) oneTermAnswers += 1;
              expect(answer(kept, { oneWord: 0, words: 0 }, true), JSON.stringify(asked)).toEqual(
                oneTerm ? answer(unordered, tallyLimits, true) : answer(ordered, { oneWord: 0, words: 0 }, true),
              );
            }
          }
        }
      }
    }
    expect(oneTermAnswers).toBeGreaterThan(100);
  });
});

describe('what the index holds of a product', () => {
  it("says when a seller's shown catalogue last changed: their newest live, enabled product, a disabled or deleted one aside (issue #49)", () => {
    const owner = 'aaaaaaaa-0000-4000-8000-0000000000f1';
    const at = (day: number) => Date.UTC(2026, 10, day);
    const newest = product({ owner, updatedAt: at(20) });
    const disabled = product({ owner, updatedAt: at(25), isEnabled: false });
    const deleted = product({ owner, updatedAt: at(26) });
    const { index } = indexOf([product({ owner, updatedAt: at(10) }), newest, disabled, deleted, product({ updatedAt: at(27) })]);
    index.remove(deleted.uuid);
    expect(index.lastChangeOf(owner)).toBe(at(20));
    expect(index.lastChangeOf('aaaaaaaa-0000-4000-8000-0000000000f2')).toBeUndefined();
  });

  it("pages a seller's products without text as sorting all of them would, for a seller with most of the catalogue and for one with little", () => {
    const owners = ['aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000b', 'aaaaaaaa-0000-4000-8000-00000000000c'];
    const { random } = seededRandom(11);
    const base = Date.UTC(2026, 4, 1);
    const items = Array.from({ length: 400 }, (_, at) => {
      const roll = random();
      return product({
        owner: owners[roll < 0.85 ? 0 : roll < 0.95 ? 1 : 2] as string,
        price: Math.floor(random() * 20),
        city: random() < 0.5 ? 'Iași' : 'Brașov',
        inStock: random() < 0.7,
        isEnabled: random() < 0.95,
        updatedAt: base + Math.floor(at / 2) * 1000,
      });
    });
    const inDateOrder = [...items].sort((a, b) => a.updatedAt - b.updatedAt || (a.uuid < b.uuid ? -1 : 1));
    const indexes = [indexOf(inDateOrder).index, indexOf([...items].reverse()).index];
    expect(indexes.map((index) => index.ordered)).toEqual([true, false]);
    const byUuid = (a: IndexedProduct, b: IndexedProduct) => (a.uuid < b.uuid ? -1 : 1);
    const sorts = {
      NO_SORT: (a: IndexedProduct, b: IndexedProduct) => b.updatedAt - a.updatedAt || byUuid(b, a),
      BY_DATE_DESC: (a: IndexedProduct, b: IndexedProduct) => b.updatedAt - a.updatedAt || byUuid(b, a),
      BY_DATE_ASC: (a: IndexedProduct, b: IndexedProduct) => a.updatedAt - b.updatedAt || byUuid(a, b),
      BY_PRICE_ASC: (a: IndexedProduct, b: IndexedProduct) => a.price - b.price || byUuid(a, b),
      BY_PRICE_DESC: (a: IndexedProduct, b: IndexedProduct) => b.price - a.price || byUuid(b, a),
    };
    for (const owner of owners) {
      for (const [sort, compare] of Object.entries(sorts)) {
        for (const city of ['Toate', 'Iași']) {
          for (const page of [0, 1, 4]) {
            const asked = request({ owner, sort: [sort as keyof typeof sorts], city, filter: ['IN_STOCK'], page, perPage: 10 });
            const expected = items
              .filter((item) => item.owner === owner && item.isEnabled && item.inStock && (city === 'Toate' || item.city === city))
              .sort(compare)
              .slice(page * 10, page * 10 + 10)
              .map((item) => item.uuid);
            for (const index of indexes) {
              const query = planSearch(index, asked, { offset: page * 10, limit: 10 }) as IndexQuery;
              expect(
                runQuery(index, query).ids.map((id) => index.uuids.uuidOf(id)),
                JSON.stringify({ asked, ordered: index.ordered }),
              ).toEqual(expected);
            }
          }
        }
      }
    }
  });

  it("keeps each large term's cells as writes land: products added, replaced, disabled, deleted, a seller hidden and shown, and a snapshot loaded", () => {
    const sellers = ['aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000b'];
    const words = ['cafea', 'boabe', 'ceai', 'verde', 'vin', 'alb'];
    const { random } = seededRandom(5);
    const pick = () => words[Math.floor(random() * words.length)] as string;
    const made = () =>
      product({
        owner: sellers[random() < 0.6 ? 0 : 1] as string,
        name: `${pick()} ${pick()}`,
        description: pick(),
        city: random() < 0.5 ? 'Iași' : 'Brașov',
        inStock: random() < 0.7,
        isDeliverable: random() < 0.5,
        isEnabled: random() < 0.9,
      });
    // Cells kept from the first posting, and from the 40th: a term that reaches it is counted once, then kept.
    const indexes = [new CatalogueIndex(catalogueRanking, 1), new CatalogueIndex(catalogueRanking, 40)];
    const written: IndexedProduct[] = [];
    const write = (item: IndexedProduct) => indexes.forEach((index) => index.upsert(item));
    for (let at = 0; at < 300; at += 1) {
      const roll = random();
      const earlier = written[Math.floor(random() * written.length)];
      if (earlier && roll < 0.2) write({ ...made(), uuid: earlier.uuid });
      else if (earlier && roll < 0.3) indexes.forEach((index) => index.remove(earlier.uuid));
      else {
        const item = made();
        written.push(item);
        write(item);
      }
      if (at === 150) indexes.forEach((index) => index.setSeller(sellers[1] as string, { visible: false, name: 'B' }));
      if (at === 250) indexes.forEach((index) => index.setSeller(sellers[1] as string, { visible: true, name: 'B' }));
    }
    indexes.forEach((index) => index.setSeller(sellers[0] as string, { visible: false, name: 'A' }));
    const counted = (index: CatalogueIndex, term: number) => {
      const cells = new Uint32Array(cellCount);
      const list = index.postings[term];
      for (let at = 0; at < (list?.length ?? 0); at += 1) {
        const doc = postingDoc(list?.values[at] as number);
        const flags = index.flags.values[doc] as number;
        if ((flags & (enabledFlag | deletedFlag)) !== enabledFlag || index.ownerVisible.values[index.owner.values[doc] as number] !== 1) continue;
        const cell = cellOf(index.city.values[doc] as number, flags);
        cells[cell] = (cells[cell] as number) + 1;
      }
      return [...cells];
    };
    const loaded = indexFromParts(indexParts(indexes[0] as CatalogueIndex), 1);
    for (const index of [...indexes, loaded]) {
      const kept = index.postings.flatMap((_, term) => {
        const cells = index.cellsOfTerm(term);
        expect(cells !== undefined, `term ${term} from ${index.termCellsFrom}`).toBe(index.frequency(term) >= index.termCellsFrom);
        return cells ? [[...cells]] : [];
      });
      expect(kept).toEqual(index.postings.flatMap((_, term) => (index.frequency(term) >= index.termCellsFrom ? [counted(index, term)] : [])));
      expect(kept.length, `terms kept from ${index.termCellsFrom}`).toBeGreaterThan(3);
    }
  });

  it('knows two writes in the same millisecond apart by their content, so a read-back never keeps the earlier one', () => {
    const index = new CatalogueIndex();
    const first = product({ name: 'Tavă inox', price: 12 });
    index.upsert(first, 5);
    expect(index.holds({ ...first })).toBe(true);
    // A concurrent edit committed just after, stamped with the same millisecond.
    expect(index.holds({ ...first, name: 'Tavă aluminiu' })).toBe(false);
    expect(index.holds({ ...first, price: 13 })).toBe(false);
    expect(index.holds({ ...first, inStock: false })).toBe(false);
    expect(index.holds({ ...first, phone: '0722000999' })).toBe(false);
    expect(index.holds({ ...first, owner: 'aaaaaaaa-0000-4000-8000-000000000002' })).toBe(false);
    expect(index.holds({ ...first, updatedAt: first.updatedAt + 1 })).toBe(false);
    index.remove(first.uuid, 6);
    expect(index.holds(first)).toBe(false);
    expect(index.holds(product())).toBe(false);
  });
});
