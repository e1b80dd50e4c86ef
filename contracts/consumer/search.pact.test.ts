import { describe, expect, it } from 'vitest';
import { createSearchClient } from '../../openapi/clients/service-clients';
import { productIds, providerNames, states } from '../fixtures';
import {
  cookieJarFetch,
  eachLike,
  jsonHeaders,
  metricsBody,
  pactWith,
  problem,
  problemHeaders,
  productBody,
  datetime,
  integer,
  number,
  boolean,
  regex,
  string,
  uuid,
} from './pact-harness';

const pact = pactWith(providerNames.search);
const asAdmin = { Cookie: 'access_token=pact-access-admin' };

describe('search service contract', () => {
  it('searches with text, city, filters and sort, and gets products with seller and owner, the count, what each filter would leave and the words matched', async () => {
    const body = { name: 'cafea', city: 'Toate', page: 0, perPage: 12, filter: ['IN_STOCK'], sort: ['NO_SORT'] };
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('a search for in-stock coffee in every city')
      .withRequest('POST', '/api/search', (builder) => builder.jsonBody(body))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          products: eachLike(productBody()),
          total: { value: integer(1), relation: regex('^(eq|gte)$', 'eq') },
          facets: {
            cities: eachLike({ city: string('București'), count: integer(1) }),
            anyCity: integer(1),
            inStock: { on: integer(1), off: integer(1) },
            deliverable: { on: integer(1), off: integer(1) },
          },
          matches: eachLike({
            product: uuid('2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809'),
            name: eachLike({ start: integer(0), length: integer(5), kind: regex('^(stem|prefix|correction)$', 'stem') }),
            description: [],
            brand: [],
            city: [],
          }),
        }),
      )
      .executeTest(async (server) => {
        const client = createSearchClient({ baseUrl: server.url, fetch: cookieJarFetch() });
        const { data } = await client.POST('/api/search', {
          body: { name: 'cafea', city: 'Toate', page: 0, perPage: 12, filter: ['IN_STOCK'], sort: ['NO_SORT'] },
        });
        expect(data?.products[0]).toMatchObject({ seller: 'Cafeneaua Anei SRL', owner: expect.any(String) });
        expect(data?.total).toEqual({ value: 1, relation: 'eq' });
        expect(data?.facets?.cities[0]).toEqual({ city: 'București', count: 1 });
        expect(data?.facets?.deliverable).toEqual({ on: 1, off: 1 });
        expect(data?.matches?.[0]?.name[0]).toEqual({ start: 0, length: 5, kind: 'stem' });
      });
  });

  it('compares by brand and by price without TVA in a range, sorted by the price per kilogram, and gets the brands and the price bands of the matches', async () => {
    const body = {
      name: 'cafea',
      city: 'Toate',
      page: 0,
      perPage: 12,
      filter: [],
      sort: ['BY_UNIT_PRICE_ASC'],
      brand: 'Arabica Roast',
      priceBasis: 'NET',
      priceMin: 50,
      priceMax: 100,
    } as const;
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('a search for one brand of coffee between 50 and 100 RON without TVA, cheapest per kilogram first')
      .withRequest('POST', '/api/search', (builder) => builder.jsonBody(body))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          products: eachLike(
            productBody({
              brand: string('Arabica Roast'),
              vatRate: number(11),
              unitCode: string('KGM'),
              content: { count: integer(1), amount: number(1), unit: string('KGM') },
            }),
          ),
          total: { value: integer(2), relation: 'eq' },
          facets: {
            cities: eachLike({ city: string('București'), count: integer(1) }),
            anyCity: integer(1),
            inStock: { on: integer(1), off: integer(1) },
            deliverable: { on: integer(1), off: integer(1) },
            anyPrice: integer(2),
            anyBrand: integer(2),
            brands: eachLike({ brand: string('Arabica Roast'), count: integer(2) }),
            priceBands: eachLike({ from: number(50), to: number(100), count: integer(2) }),
          },
        }),
      )
      .executeTest(async (server) => {
        const { data } = await createSearchClient({ baseUrl: server.url }).POST('/api/search', { body: { ...body, filter: [], sort: ['BY_UNIT_PRICE_ASC'] } });
        expect(data?.products[0]).toMatchObject({ brand: 'Arabica Roast', vatRate: 11, content: { count: 1, amount: 1, unit: 'KGM' } });
        expect(data?.facets?.brands?.[0]).toEqual({ brand: 'Arabica Roast', count: 2 });
        expect(data?.facets?.priceBands?.[0]).toEqual({ from: 50, to: 100, count: 2 });
        expect(data?.facets?.anyPrice).toBe(2);
      });
  });

  it('searches a city with "livrează în": its products and those of the sellers who deliver there, with the switch\'s counts (issue #49)', async () => {
    const body = { name: 'cafea', city: 'Cluj-Napoca', page: 0, perPage: 12, filter: ['DELIVERS_TO_CITY'], sort: ['NO_SORT'] } as const;
    await pact
      .addInteraction()
      .given(states.anaDeliversToCluj)
      .uponReceiving('a search for coffee delivered to Cluj-Napoca')
      .withRequest('POST', '/api/search', (builder) => builder.jsonBody(body))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          products: eachLike(productBody()),
          total: { value: integer(2), relation: 'eq' },
          facets: {
            cities: eachLike({ city: string('București'), count: integer(2) }),
            anyCity: integer(2),
            inStock: { on: integer(2), off: integer(2) },
            deliverable: { on: integer(2), off: integer(2) },
            deliversToCity: { on: integer(2), off: integer(0) },
          },
        }),
      )
      .executeTest(async (server) => {
        const { data } = await createSearchClient({ baseUrl: server.url }).POST('/api/search', {
          body: { ...body, filter: ['DELIVERS_TO_CITY'], sort: ['NO_SORT'] },
        });
        expect(data?.products[0]).toMatchObject({ city: 'București' });
        expect(data?.facets?.deliversToCity).toEqual({ on: 2, off: 0 });
      });
  });

  it('names the word a typo was read as, and searches exactly what was typed when asked', async () => {
    const typed = { name: 'cafae', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] };
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('a search with a misspelt word')
      .withRequest('POST', '/api/search', (builder) => builder.jsonBody(typed))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({ products: eachLike(productBody()), total: { value: integer(1), relation: 'eq' }, correctedQuery: 'cafea' }),
      )
      .executeTest(async (server) => {
        const { data } = await createSearchClient({ baseUrl: server.url }).POST('/api/search', {
          body: { name: 'cafae', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] },
        });
        expect(data?.correctedQuery).toBe('cafea');
      });
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('an exact search for a misspelt word')
      .withRequest('POST', '/api/search', (builder) => builder.jsonBody({ ...typed, exact: true }))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ products: [], total: { value: 0, relation: 'eq' } }))
      .executeTest(async (server) => {
        const { data } = await createSearchClient({ baseUrl: server.url }).POST('/api/search', {
          body: { name: 'cafae', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'], exact: true },
        });
        expect(data).toEqual({ products: [], total: { value: 0, relation: 'eq' } });
      });
  });

  it('completes the text being typed, each suggestion with how many products it finds', async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('the first letters of a word')
      .withRequest('POST', '/api/search/suggestions', (builder) => builder.jsonBody({ text: 'caf' }))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ suggestions: eachLike({ text: string('cafea'), count: integer(2) }) }))
      .executeTest(async (server) => {
        const { data } = await createSearchClient({ baseUrl: server.url }).POST('/api/search/suggestions', { body: { text: 'caf' } });
        expect(data?.suggestions[0]).toEqual({ text: 'cafea', count: 2 });
      });
  });

  it('reads one product for the product page', async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('a request for one listed product')
      .withRequest('GET', `/api/search/${productIds[0]}`)
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(productBody()))
      .executeTest(async (server) => {
        const { data } = await createSearchClient({ baseUrl: server.url }).GET('/api/search/{id}', { params: { path: { id: productIds[0] } } });
        expect(data?.name).toBe('Cafea boabe Arabica 1 kg');
      });
  });

  it("reads a seller's public page: the trader, what the register said, and when the catalogue changed (issue #49)", async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving("a visitor reading ana's seller page")
      .withRequest('GET', '/api/seller/cafeneaua-anei-srl')
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          uuid: uuid('7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f'),
          slug: string('cafeneaua-anei-srl'),
          name: string('Cafeneaua Anei SRL'),
          fiscalCode: string('RO12345674'),
          phone: regex('^(\\+4)?07[0-9]{8}$', '0722000111'),
          email: string('ana@cafenea.test'),
          company: { state: regex('^(UNCHECKED|ACTIVE|INACTIVE|STRUCK_OFF|NOT_FOUND)$', 'UNCHECKED') },
          catalogueUpdatedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-28T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const { data } = await createSearchClient({ baseUrl: server.url }).GET('/api/seller/{slug}', { params: { path: { slug: 'cafeneaua-anei-srl' } } });
        expect(data).toMatchObject({ name: 'Cafeneaua Anei SRL', company: { state: 'UNCHECKED' } });
      });
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a visitor reading the page of a seller that does not exist')
      .withRequest('GET', '/api/seller/nu-exista')
      .willRespondWith(404, (builder) => builder.headers(problemHeaders).jsonBody(problem(404, 'NOT_FOUND')))
      .executeTest(async (server) => {
        const { response } = await createSearchClient({ baseUrl: server.url }).GET('/api/seller/{slug}', { params: { path: { slug: 'nu-exista' } } });
        expect(response.status).toBe(404);
      });
  });

  it('answers 404 PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE for a product that is not listed', async () => {
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a request for a product that is not listed')
      .withRequest('GET', `/api/search/${productIds[2]}`)
      .willRespondWith(404, (builder) => builder.headers(problemHeaders).jsonBody(problem(404, 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE')))
      .executeTest(async (server) => {
        const { error, response } = await createSearchClient({ baseUrl: server.url }).GET('/api/search/{id}', { params: { path: { id: productIds[2] } } });
        expect(response.status).toBe(404);
        expect(error).toMatchObject({ code: 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE' });
      });
  });

  it('lets an admin start an index rebuild', async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin starting a search index rebuild')
      .withRequest('POST', '/api/search/rebuild', (builder) => builder.headers(asAdmin))
      .willRespondWith(202, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          rebuilding: boolean(true),
          indexedProducts: integer(3),
          catalogueProducts: integer(3),
          loadProgress: null,
          lastRebuildStartedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T09:30:00.000Z'),
          lastRebuildFinishedAt: null,
        }),
      )
      .executeTest(async (server) => {
        const client = createSearchClient({ baseUrl: server.url, fetch: cookieJarFetch({ access_token: 'pact-access-admin' }) });
        const { response } = await client.POST('/api/search/rebuild');
        expect(response.status).toBe(202);
      });
  });

  it('gives an admin the search metrics', async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin reading the search metrics')
      .withRequest('GET', '/api/search/admin/metrics', (builder) => builder.headers(asAdmin))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          ...metricsBody('search'),
          index: {
            rebuilding: boolean(false),
            indexedProducts: integer(3),
            catalogueProducts: integer(3),
            loadProgress: null,
            lastRebuildStartedAt: null,
            lastRebuildFinishedAt: null,
          },
        }),
      )
      .executeTest(async (server) => {
        const client = createSearchClient({ baseUrl: server.url, fetch: cookieJarFetch({ access_token: 'pact-access-admin' }) });
        const { data } = await client.GET('/api/search/admin/metrics');
        expect(data?.service).toBe('search');
      });
  });
});
