import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/search';
import { describeOnEachEngine } from '../../testing/each-engine';
import type { TestAgent } from '../../testing/test-agent';
import { bulkRow, createSeller, loggedIn, productService, searchService, startTestServer, type TestServer } from '../../testing/test-server';

type Suggestions = components['schemas']['SuggestionResponse'];
type Answer = components['schemas']['SearchResponse'];

/** Names whose words appear nowhere else (descriptions and cities hold none of them), so a word's count is what searching it finds. */
const names = [
  ...Array.from({ length: 9 }, (_, n) => `Cafea boabe ${n}`),
  ...Array.from({ length: 5 }, (_, n) => `Cafea măcinată ${n}`),
  ...Array.from({ length: 3 }, (_, n) => `Cafetieră inox ${n}`),
  ...Array.from({ length: 2 }, (_, n) => `Ciocolată caldă ${n}`),
  'Cană albă',
];

describeOnEachEngine('suggestions as the visitor types, on $engine', (engine) => {
  let server: TestServer;
  let visitor: TestAgent;
  let seller: TestAgent;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    visitor = server.agent();
    const fixture = await createSeller(server, { username: 'sugestii1' });
    owner = fixture.uuid;
    seller = await loggedIn(server, fixture.username);
    const products = names.map((name, n) => bulkRow(n, { name, description: 'Pentru orice local.', city: 'Arad' }));
    expect((await seller.post(`${productService}/product/bulk`, { products, wipePreviousData: true })).statusCode).toBe(201);
  });
  afterAll(async () => server?.close());

  const suggestions = async (text: string) => {
    const response = await visitor.post(`${searchService}/api/search/suggestions`, { text });
    expect(response.statusCode).toBe(200);
    return (response.json() as Suggestions).suggestions;
  };
  const found = async (name: string) =>
    ((await visitor.post(`${searchService}/api/search`, { name, city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] })).json() as Answer).total
      ?.value;

  it('completes a word to the catalogue’s words, as written, and their phrases, most products first, each counting what it finds', async () => {
    const offered = await suggestions('ca');
    expect(offered).toEqual([
      { text: 'cafea', count: 14 },
      { text: 'cafea boabe', count: 9 },
      { text: 'cafea măcinată', count: 5 },
      { text: 'cafetieră', count: 3 },
      { text: 'cafetieră inox', count: 3 },
      { text: 'caldă', count: 2 },
      { text: 'cană', count: 1 },
    ]);
    for (const suggestion of offered) expect(await found(suggestion.text)).toBe(suggestion.count);
    expect((await suggestions('cio'))[0]).toEqual({ text: 'ciocolată', count: 2 });
  });

  it('completes the last word after another to the words that follow it in names, keeping what was typed', async () => {
    expect(await suggestions('Cafea m')).toEqual([{ text: 'Cafea măcinată', count: 5 }]);
    expect(await suggestions('cafea ')).toEqual([
      { text: 'cafea boabe', count: 9 },
      { text: 'cafea măcinată', count: 5 },
    ]);
    expect(await suggestions('cafea x')).toEqual([]);
    expect(await suggestions('xilofon')).toEqual([]);
    expect(await suggestions('')).toEqual([]);
  });

  it('offers at most 8', async () => {
    expect((await suggestions('c')).length).toBeLessThanOrEqual(8);
    expect((await suggestions('c')).map((suggestion) => suggestion.count)).toEqual(
      [...(await suggestions('c')).map((suggestion) => suggestion.count)].sort((a, b) => b - a),
    );
  });

  it('counts only products that show: a disabled or deleted one, or a hidden seller’s, drops out, and comes back', async () => {
    const listed = (await seller.get(`${productService}/product?perPage=48&page=0`)).json() as { products: { uuid: string; name: string }[] };
    const cana = listed.products.find((product) => product.name === 'Cană albă') as { uuid: string };
    expect(await suggestions('can')).toEqual([
      { text: 'cană', count: 1 },
      { text: 'cană albă', count: 1 },
    ]);
    await seller.delete(`${productService}/product/${cana.uuid}`);
    await server.app.searchEngine.catchUp();
    expect(await suggestions('can')).toEqual([]);

    const index = server.app.searchEngine.current;
    index.setSeller(owner, { visible: false, name: 'Ascuns' });
    try {
      expect(await suggestions('cafea')).toEqual([]);
    } finally {
      index.setSeller(owner, { visible: true, name: 'Vizibil' });
    }
    expect((await suggestions('cafea'))[0]).toEqual({ text: 'cafea', count: 14 });
  });

  it('refuses a text longer than 100 characters with a Romanian message', async () => {
    const response = await visitor.post(`${searchService}/api/search/suggestions`, { text: 'a'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
