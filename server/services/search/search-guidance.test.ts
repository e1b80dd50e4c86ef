import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/search';
import { describeOnEachEngine } from '../../testing/each-engine';
import type { TestAgent } from '../../testing/test-agent';
import { createSeller, loggedIn, productService, searchService, startTestServer, type TestServer } from '../../testing/test-server';
import { runQuery } from './engine/run-query';
import { searchTotal } from './engine/search-facets';
import { planSearch, type SearchRequest } from './search-plan';
import { foldWord, stemOf } from './engine/text-analysis';

const nouns = ['Cafea', 'Ceai', 'Pahare', 'Farfurii', 'Șervețele'];
const qualifiers = ['boabe', 'verde', 'înalte', 'adânci', 'albe', 'cafenii'];
const cities = ['București', 'Cluj-Napoca', 'Iași', 'Timișoara'];

/** 120 products per seller, with every city, both switches and a few disabled products mixed through. */
const catalogue = (seller: number) =>
  Array.from({ length: 120 }, (_, index) => ({
    name: `${nouns[index % nouns.length]} ${qualifiers[(index + seller) % qualifiers.length]} ${index}`,
    description: index % 3 === 0 ? 'Merge cu o cafea bună.' : 'Pentru orice local.',
    price: 5 + index,
    vatIncluded: true,
    sellType: 'la bucata',
    packageType: 'Individual',
    phone: '0722000111',
    city: cities[(index * 7 + seller) % cities.length] as string,
    deliverable: index % 2 === 0,
    negotiable: false,
    inStock: index % 3 !== 1,
    enabled: index % 11 !== 0,
  }));

type Answer = components['schemas']['SearchResponse'];

const request = (overrides: Partial<SearchRequest>): SearchRequest => ({
  name: '',
  city: 'Toate',
  page: 0,
  perPage: 12,
  filter: [],
  sort: ['NO_SORT'],
  ...overrides,
});

describeOnEachEngine('how many products a search finds, and the words it corrected, on $engine', (engine) => {
  let server: TestServer;
  let visitor: TestAgent;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    visitor = server.agent();
    for (const number of [1, 2]) {
      const fixture = await createSeller(server, { username: `numarare${number}` });
      if (number === 1) owner = fixture.uuid;
      const seller = await loggedIn(server, fixture.username);
      expect((await seller.post(`${productService}/product/bulk`, { products: catalogue(number), wipePreviousData: true })).statusCode).toBe(201);
    }
  });
  afterAll(async () => server?.close());

  const ask = async (body: SearchRequest) => (await visitor.post(`${searchService}/api/search`, body)).json() as Answer;

  /** Every product the search finds, page after page of 7, and the total each page gave. */
  async function everyPage(body: SearchRequest): Promise<{ uuids: string[]; totals: Answer['total'][] }> {
    const uuids: string[] = [];
    const totals: Answer['total'][] = [];
    for (let page = 0; ; page += 1) {
      const answer = await ask({ ...body, page, perPage: 7 });
      uuids.push(...answer.products.map((product) => product.uuid));
      totals.push(answer.total);
      if (answer.products.length < 7) return { uuids, totals };
    }
  }

  const cases: [string, Partial<SearchRequest>][] = [
    ['every product', {}],
    ['a word', { name: 'cafea' }],
    ['a word being typed', { name: 'paha' }],
    ['a typo', { name: 'farfuri' }],
    ['two words', { name: 'ceai verde' }],
    ['a city', { city: 'Iași' }],
    ['a word in a city, deliverable, in stock', { name: 'cafea', city: 'Cluj-Napoca', filter: ['DELIVERABLE', 'IN_STOCK'] }],
    ['in stock, cheapest first', { filter: ['IN_STOCK'], sort: ['BY_PRICE_ASC'] }],
    ['a word, oldest first', { name: 'pahare', sort: ['BY_DATE_ASC'] }],
    ['nothing', { name: 'xilofon' }],
  ];

  it.each(cases)('counts exactly what paging through every page shows: %s', async (_, overrides) => {
    const { uuids, totals } = await everyPage(request(overrides));
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const total of totals) expect(total).toEqual({ value: uuids.length, relation: 'eq' });
  });

  it("counts one seller's products the same way, with or without text", async () => {
    for (const overrides of [{ owner }, { owner, name: 'ceai' }, { owner, filter: ['DELIVERABLE' as const] }]) {
      const { uuids, totals } = await everyPage(request(overrides));
      expect(uuids.length).toBeGreaterThan(0);
      expect(totals[0]).toEqual({ value: uuids.length, relation: 'eq' });
    }
  });

  it('says when a word was read as a typo, and an exact search reads none', async () => {
    const meant = await ask(request({ name: 'ceai verde' }));
    const typed = await ask(request({ name: 'ceai verdr' }));
    expect(typed.correctedQuery).toBe('ceai verde');
    expect(typed.total).toEqual(meant.total);
    expect(typed.products.map((product) => product.uuid)).toEqual(meant.products.map((product) => product.uuid));
    expect((await ask(request({ name: 'cafae boabe' }))).correctedQuery).toBe('cafea boabe');
    expect(meant.correctedQuery).toBeUndefined();
    const nothing = await ask(request({ name: 'ceai verdr', exact: true }));
    expect([nothing.products, nothing.total, nothing.correctedQuery]).toEqual([[], { value: 0, relation: 'eq' }, undefined]);
    // The word being typed is a prefix, not a typo; an exact search keeps it.
    const typing = await ask(request({ name: 'ceai ver', exact: true }));
    expect(typing.total).toEqual(meant.total);
    expect(typing.correctedQuery).toBeUndefined();
  });

  it('says "more than" past its limit, with or without text', () => {
    const index = server.app.searchEngine.current;
    for (const asked of [request({ name: 'cafea' }), request({})]) {
      const query = planSearch(index, asked, { offset: 0, limit: 12 });
      if (!query) throw new Error(`${asked.name} plans no query`);
      const answer = runQuery(index, query);
      if (!('tally' in answer)) throw new Error('a small catalogue is tallied');
      const { tally } = answer;
      const exact = searchTotal(tally, query);
      expect(exact.relation).toBe('eq');
      expect(searchTotal(tally, query, exact.value)).toEqual(exact);
      expect(searchTotal(tally, query, exact.value - 1)).toEqual({ value: exact.value - 1, relation: 'gte' });
      // A text too common to tally is counted by the walk in date order instead: the same count, no tally.
      if (asked.name) expect(runQuery(index, query, { oneWord: 0, words: 0 })).toEqual({ ids: answer.ids, count: exact });
    }
  });

  /** Each case, and whether it searches within the first seller's products. */
  const facetCases: [string, Partial<SearchRequest>, boolean][] = [
    ['every product', {}, false],
    ['a word', { name: 'cafea' }, false],
    ['a word being typed, in a city', { name: 'paha', city: 'Iași' }, false],
    ['two words, deliverable', { name: 'ceai verde', filter: ['DELIVERABLE'] }, false],
    ['both switches, in a city', { city: 'Cluj-Napoca', filter: ['DELIVERABLE', 'IN_STOCK'] }, false],
    ["one seller's products", {}, true],
    ["a word in one seller's products, in stock", { name: 'cafea', filter: ['IN_STOCK'] }, true],
    ['nothing', { name: 'xilofon' }, false],
  ];

  /** The same search with one filter changed. */
  const switched = (body: SearchRequest, name: 'IN_STOCK' | 'DELIVERABLE', on: boolean): SearchRequest => ({
    ...body,
    filter: [...body.filter.filter((filter) => filter !== name), ...(on ? [name] : [])],
  });
  const found = async (body: SearchRequest) => (await ask(body)).total?.value;

  it.each(facetCases)('counts on each filter what the filter then finds: %s', async (_, overrides, withinSeller) => {
    const asked = request({ ...overrides, ...(withinSeller ? { owner } : {}) });
    const { total, facets } = await ask(asked);
    if (!facets) throw new Error('no facets');
    expect(facets.anyCity).toBe(await found({ ...asked, city: 'Toate' }));
    for (const city of cities) expect(facets.cities.find((entry) => entry.city === city)?.count ?? 0).toBe(await found({ ...asked, city }));
    expect(facets.cities.every((entry) => entry.count > 0)).toBe(true);
    expect(facets.inStock).toEqual({ on: await found(switched(asked, 'IN_STOCK', true)), off: await found(switched(asked, 'IN_STOCK', false)) });
    expect(facets.deliverable).toEqual({ on: await found(switched(asked, 'DELIVERABLE', true)), off: await found(switched(asked, 'DELIVERABLE', false)) });
    if (asked.owner) {
      const { owner: _owner, ...everySeller } = asked;
      expect(facets.anySeller).toBe(await found(everySeller));
      expect(facets.anySeller).toBeGreaterThan(total?.value ?? 0);
    } else expect(facets.anySeller).toBeUndefined();
  });

  /** The stem of a written word, as the catalogue reads it. */
  const stemmed = (word: string) => stemOf(foldWord(word));
  const letter = /[\p{L}\p{N}\p{M}]/u;

  /**
   * Checks each marked word of a page against the rule (docs/product.md §7): a whole written
   * word of the text as sent, whose stem `stands` for the search's words with the kind given,
   * and no word left unmarked that the rule marks.
   */
  function expectMarkedByTheRule(answer: Answer, stands: (stem: string, word: string) => string | undefined) {
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) {
      const marks = answer.matches?.find((entry) => entry.product === product.uuid);
      for (const field of ['name', 'description'] as const) {
        const text = product[field];
        const expected = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].flatMap((written) => {
          const kind = stands(stemmed(written[0]), foldWord(written[0]));
          return kind ? [{ start: written.index, length: written[0].length, kind }] : [];
        });
        expect(marks?.[field] ?? []).toEqual(expected);
        for (const mark of marks?.[field] ?? []) {
          expect(letter.test(text.charAt(mark.start - 1))).toBe(false);
          expect(letter.test(text.charAt(mark.start + mark.length))).toBe(false);
        }
      }
    }
  }

  it('marks the words each product matched by: its stem, the word being typed, a corrected word', async () => {
    const coffee = await ask(request({ name: 'cafele', perPage: 48 }));
    expectMarkedByTheRule(coffee, (stem) => (stem === stemmed('cafele') ? 'stem' : undefined));
    const first = coffee.products.find((product) => product.description === 'Merge cu o cafea bună.' && product.name.startsWith('Cafea '));
    expect(coffee.matches?.find((entry) => entry.product === first?.uuid)).toMatchObject({
      name: [{ start: 0, length: 5, kind: 'stem' }],
      description: [{ start: 11, length: 5, kind: 'stem' }],
    });

    const typing = await ask(request({ name: 'ceai ver', perPage: 48 }));
    expectMarkedByTheRule(typing, (stem, word) => (stem === stemmed('ceai') ? 'stem' : word.startsWith('ver') ? 'prefix' : undefined));

    const typo = await ask(request({ name: 'cafae boabe', perPage: 48 }));
    expect(typo.correctedQuery).toBe('cafea boabe');
    expectMarkedByTheRule(typo, (stem) => (stem === stemmed('boabe') ? 'stem' : stem === stemmed('cafea') ? 'correction' : undefined));
  });

  it('marks nothing without text, and says nothing of pages too large to mark', async () => {
    expect((await ask(request({}))).matches).toBeUndefined();
    const large = await ask(request({ name: 'cafea', perPage: 101 }));
    expect(large.products.length).toBeGreaterThan(0);
    expect(large.matches).toBeUndefined();
  });

  it("forgets a hidden seller's products in every count, and counts them again once the seller shows", async () => {
    const before = await ask(request({ name: 'ceai' }));
    const index = server.app.searchEngine.current;
    const seller = (await ask(request({ name: 'ceai', owner }))).total?.value ?? 0;
    expect(seller).toBeGreaterThan(0);
    const everyProduct = (await ask(request({}))).total?.value ?? 0;
    try {
      index.setSeller(owner, { visible: false, name: 'Ascuns' });
      const hidden = await ask(request({ name: 'ceai' }));
      expect(hidden.total?.value).toBe((before.total?.value ?? 0) - seller);
      expect(hidden.facets?.anyCity).toBe(hidden.total?.value);
      expect(await ask(request({ owner }))).toMatchObject({ products: [], total: { value: 0 } });
      expect((await ask(request({}))).total?.value).toBeLessThan(everyProduct);
    } finally {
      index.setSeller(owner, { visible: true, name: 'Vizibil' });
    }
    expect(await ask(request({ name: 'ceai' }))).toMatchObject({ total: before.total, facets: before.facets });
    expect((await ask(request({}))).total?.value).toBe(everyProduct);
  });
});
