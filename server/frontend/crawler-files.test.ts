import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../testing/test-databases';
import { createProductAs, createSeller, loggedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('robots.txt and the XML sitemap (embedded PGlite)', () => {
  let server: TestServer;
  const visible: string[] = [];
  let hidden: string;
  let ofBlockedSeller: string;

  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!);
    const seller = await loggedIn(server, (await createSeller(server, { username: 'harta' })).username);
    for (const name of ['Cafea boabe', 'Zahăr plic']) visible.push((await createProductAs(seller, { name })).uuid);
    hidden = (await createProductAs(seller, { name: 'Ascuns', isEnabled: false })).uuid;
    const blocked = await loggedIn(server, (await createSeller(server, { username: 'neverificat' })).username);
    ofBlockedSeller = (await createProductAs(blocked, { name: 'Al vânzătorului blocat' })).uuid;
    await server.database.db.updateTable('users').set({ is_enabled: false }).where('username', '=', 'neverificat').execute();
  });
  afterAll(async () => server?.close());

  it('robots.txt allows the catalogue, keeps crawlers out of the API and the back office, and names the sitemap', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /svc/');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });

  it('the sitemap lists the public pages and every product search shows, with its last change', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const products = locations.filter((location) => location?.includes('/product?id='));
    expect(products.map((location) => location?.split('id=')[1]).sort()).toEqual([...visible].sort());
    expect(response.body).not.toContain(hidden);
    expect(response.body).not.toContain(ofBlockedSeller);
    expect(locations.some((location) => location?.endsWith('/search'))).toBe(true);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    // The sellers' pages whose products show (issue #49): not the blocked seller's.
    const sellers = locations.filter((location) => location?.includes('/seller/'));
    expect(sellers.map((location) => location?.split('/seller/')[1])).toEqual(['distributie-harta-srl']);
  });

  it("lists the sellers' pages in a file of their own as well, for the index a catalogue past 50,000 products needs", async () => {
    const sellers = await server.app.inject({ method: 'GET', url: '/sitemap-sellers.xml' });
    expect(sellers.statusCode).toBe(200);
    expect([...sellers.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([expect.stringMatching(/\/seller\/distributie-harta-srl$/)]);
  });

  it('the first numbered part is the same list; parts beyond the catalogue are empty, nonsense is 404', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect((first.body.match(/\/product\?id=/g) ?? []).length).toBe(2);
    const beyond = await server.app.inject({ method: 'GET', url: '/sitemap-2.xml' });
    expect(beyond.body).not.toContain('/product?id=');
    expect((await server.app.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(404);
  });
});
