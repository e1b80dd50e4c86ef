import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFrontend } from '../testing/built-frontend';
import { scrape } from '../testing/scraped-page';
import { testEngines } from '../testing/test-databases';
import { adminPassword, createAdmin, createProductAs, createSeller, loggedIn, startTestServer, type TestServer } from '../testing/test-server';

/** What link-preview crawlers and command-line clients send (issue #47). */
const askers: [string, Record<string, string>][] = [
  ['Accept: */*', { accept: '*/*' }],
  ['no Accept at all', {}],
  ["Facebook's crawler", { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }],
  ["Slack's unfurler", { accept: 'text/*', 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }],
  ['curl', { accept: '*/*', 'user-agent': 'curl/8.5.0' }],
];

describe('public pages, as link-preview crawlers and curl ask for them (embedded PGlite)', () => {
  let server: TestServer;
  let product: { uuid: string };

  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!, { distDir: builtFrontend() });
    const seller = await createSeller(server);
    product = await createProductAs(await loggedIn(server, seller.username), { name: 'Ulei floarea-soarelui 10 l', price: 89 });
  });
  afterAll(async () => server?.close());

  const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });

  for (const [asker, headers] of askers) {
    it(`serves every public page, with its preview, to ${asker}`, async () => {
      const pages: [string, string][] = [
        [`/product?id=${product.uuid}`, 'Ulei floarea-soarelui 10 l | Catalog HoReCa'],
        ['/search?q=ulei', '«ulei» | Catalog HoReCa'],
        ['/search', 'Catalog HoReCa'],
        ['/terms', 'Catalog HoReCa'],
        ['/contact', 'Catalog HoReCa'],
        ['/sitemap', 'Catalog HoReCa'],
      ];
      for (const [path, title] of pages) {
        const response = await get(path, headers);
        expect(response.statusCode, path).toBe(200);
        expect(response.headers['content-type'], path).toMatch(/^text\/html/);
        expect(response.headers.vary, path).toMatch(/Accept/);
        const page = scrape(response.body);
        expect(page.title, path).toContain(title);
        expect(page.meta.get('og:title'), path).toBe(page.title);
        expect(page.meta.get('og:image'), path).toMatch(/^http:\/\/localhost:8080\/preview\//);
      }
      expect((await get('/', headers)).statusCode).toBe(301);
    });
  }

  it('keeps problem details for a client that asks for JSON only, and for the API paths whatever is asked', async () => {
    const json = await get(`/product?id=${product.uuid}`, { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toMatch(/^application\/problem\+json/);
    const refused = await get(`/product?id=${product.uuid}`, { accept: 'text/html;q=0, */*' });
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/html' }] as Record<string, string>[]) {
      const api = await get('/svc/nimic', headers);
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it("keeps the server's internal times to itself: no Server-Timing for a visitor or a seller, one for an administrator", async () => {
    const seller = await loggedIn(server, (await createSeller(server)).username);
    const admin = await loggedIn(server, (await createAdmin(server, 'adminceas')).username, adminPassword);
    for (const path of [`/product?id=${product.uuid}`, '/search?q=ulei', '/profile']) {
      expect((await get(path, { accept: 'text/html' })).headers['server-timing'], path).toBeUndefined();
      expect((await seller.request({ method: 'GET', url: path, headers: { accept: 'text/html' } })).headers['server-timing'], path).toBeUndefined();
      expect((await admin.request({ method: 'GET', url: path, headers: { accept: 'text/html' } })).headers['server-timing'], path).toMatch(/template;dur=/);
    }
    // A forged token naming an administrator is no administrator.
    const forged = server.app.inject({
      method: 'GET',
      url: '/search',
      headers: { accept: 'text/html', cookie: 'access_token=eyJhbGciOiJub25lIn0.eyJyb2xlIjoiQURNSU5fSE9SRUNBIn0.' },
    });
    expect((await forged).headers['server-timing']).toBeUndefined();
  });

  it("writes at most 200 characters of an address's text into the page, as the search call takes", async () => {
    const long = 'ulei'.repeat(1_250);
    const page = scrape((await get(`/search?q=${long}`, { accept: 'text/html' })).body);
    expect(page.title.length).toBeLessThan(260);
    expect(page.title).toContain('ulei'.repeat(50));
    expect(page.title).not.toContain('ulei'.repeat(51));
    expect(page.meta.get('description')?.length ?? 0).toBeLessThan(400);
    expect(page.links.get('canonical')?.length ?? 0).toBeLessThan(300);
  });
});
