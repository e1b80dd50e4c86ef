import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTitle, testEngines } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { createSeller, loggedIn, productService, searchService, startTestServer, type TestServer } from '../../testing/test-server';
import { countMatches } from './engine/run-query';
import { planSearch, type SearchRequest } from './search-plan';

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

type Answer = { products: { uuid: string }[]; total?: { value: number; relation: 'eq' | 'gte' }; correctedQuery?: string };

const request = (overrides: Partial<SearchRequest>): SearchRequest => ({
  name: '',
  city: 'Toate',
  page: 0,
  perPage: 12,
  filter: [],
  sort: ['NO_SORT'],
  ...overrides,
});

describe.each(testEngines)('how many products a search finds, and the words it corrected, on $engine', (engine) => {
  describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => {
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
      expect(await ask(request({ name: 'ceai verdr', exact: true }))).toEqual({ products: [], total: { value: 0, relation: 'eq' } });
      // The word being typed is a prefix, not a typo; an exact search keeps it.
      const typing = await ask(request({ name: 'ceai ver', exact: true }));
      expect(typing.total).toEqual(meant.total);
      expect(typing.correctedQuery).toBeUndefined();
    });

    it('says "more than" past its limit, and counts the same whichever way the index walks a text', () => {
      const index = server.app.searchEngine.current;
      const query = planSearch(index, request({ name: 'cafea' }), { offset: 0, limit: 12 });
      if (!query) throw new Error('cafea plans no query');
      const exact = countMatches(index, query);
      expect(exact.relation).toBe('eq');
      expect(countMatches(index, query, exact.value)).toEqual(exact);
      expect(countMatches(index, query, exact.value - 1)).toEqual({ value: exact.value - 1, relation: 'gte' });
      const noText = planSearch(index, request({}), { offset: 0, limit: 12 });
      if (!noText) throw new Error('an empty text plans no query');
      expect(countMatches(index, noText, 10)).toEqual({ value: 10, relation: 'gte' });
      // Document numbers out of date order: the text is counted from every candidate instead.
      const ordered = index.ordered;
      try {
        index.ordered = false;
        expect(countMatches(index, query)).toEqual(exact);
        expect(countMatches(index, query, 3)).toEqual({ value: 3, relation: 'gte' });
      } finally {
        index.ordered = ordered;
      }
    });
  });
});
