import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from './testing/test-agent';
import { testEngines } from './testing/test-databases';
import { createProductAs, createSeller, loggedIn, productService, search, searchService, startTestServer, type TestServer } from './testing/test-server';

describe('abuse', () => {
  let server: TestServer;
  let seller: TestAgent;
  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!);
    seller = await loggedIn(server, (await createSeller(server)).username);
  });
  afterAll(async () => server?.close());

  const stillServing = async () => expect((await server.agent().get('/config.json')).statusCode).toBe(200);

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE, even on the bulk route, and keeps serving', async () => {
    const huge = `{"products":[${'"x",'.repeat(40_000_000)}"x"],"wipePreviousData":false}`;
    const response = await seller.request({
      method: 'POST',
      url: `${productService}/product/bulk`,
      payload: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await stillServing();
  }, 60_000);

  it('refuses deeply nested JSON with a 400, without falling over', async () => {
    const nested = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const response = await seller.request({
      method: 'POST',
      url: `${searchService}/api/search`,
      payload: nested,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    await stillServing();
  });

  it('refuses or safely reads invalid UTF-8, never a 5xx', async () => {
    const invalid = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
      Buffer.from('","city":"Toate","page":0,"perPage":12,"filter":[],"sort":[]}'),
    ]);
    const response = await server
      .agent()
      .request({ method: 'POST', url: `${searchService}/api/search`, payload: invalid, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    await stillServing();
  });

  it('stores SQL- and HTML-looking text as plain text, and gives it back unchanged', async () => {
    const name = "Robert'); DROP TABLE products;-- <script>alert('x')</script>";
    const description = '<img src=x onerror=alert(1)> " OR 1=1 -- ${7*7} {{7*7}}';
    const created = await createProductAs(seller, { name, description });
    const read = (await server.agent().get(`${searchService}/api/search/${created.uuid}`)).json();
    expect(read).toMatchObject({ name, description });
    const response = await server.agent().get(`${searchService}/api/search/${created.uuid}`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await search(server.agent(), { name: 'robert drop' })).map((product) => product.name)).toContain(name);
    expect((await server.database.db.selectFrom('products').select('uuid').execute()).length).toBeGreaterThan(0);
  });
});
