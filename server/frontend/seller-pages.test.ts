import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFrontend } from '../testing/built-frontend';
import { scrape, type ScrapedPage } from '../testing/scraped-page';
import { testEngines } from '../testing/test-databases';
import { auth, createProductAs, createSeller, loggedIn, startTestServer, type TestServer } from '../testing/test-server';

const site = 'http://localhost:8080';
const ofType = (page: ScrapedPage, type: string): Record<string, unknown> => page.jsonLd.find((data) => data['@type'] === type) ?? {};

describe("a seller's page and the trader's details read as a scraper reads them, with no JavaScript (embedded PGlite)", () => {
  let server: TestServer;
  let espresso: { uuid: string };
  let slug: string;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!, { distDir: builtFrontend() });
    const seller = await createSeller(server, { username: 'paginavanzator' });
    await server.database.db
      .updateTable('users')
      .set({
        seller_name: 'Cafea Bună SRL',
        seller_identifier: 'RO14399840',
        company_state: 'ACTIVE',
        company_checked_at: new Date('2026-11-28T08:00:00Z'),
        company_record: {
          state: 'ACTIVE',
          name: 'CAFEA BUNĂ DISTRIBUȚIE SRL',
          address: 'MUNICIPIUL BUCUREŞTI, SECTOR 1, STR. EXEMPLU, NR.1',
          registration: 'J40/372/2002',
          vatPayer: true,
        },
      })
      .where('uuid', '=', seller.uuid)
      .execute();
    const agent = await loggedIn(server, seller.username);
    espresso = await createProductAs(agent, { name: 'Cafea boabe espresso 1 kg', city: 'Cluj-Napoca' });
    await createProductAs(agent, { name: 'Zahăr plic 5 g', description: 'Zahăr alb în plicuri pentru cafenele.' });
    const other = await loggedIn(server, (await createSeller(server, { username: 'altvanzator' })).username);
    await createProductAs(other, { name: 'Cafea boabe espresso de la altul' });
    slug = ((await agent.get(`${auth}/api/profile/${seller.uuid}`)).json() as { slug: string }).slug;
    await agent.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, {
      cities: ['Iași', 'București'],
      days: ['MON', 'THU'],
      cutoffHour: 14,
      minimumOrder: 300,
    });
  });
  afterAll(async () => server?.close());

  it("is titled with the seller, carries the trader's identity as schema.org's Organization, and shows the register's dated word and the terms", async () => {
    const response = await get(`/seller/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = scrape(response.body);
    expect(page.title).toBe('Cafea Bună SRL: produse HoReCa și condiții de livrare | Catalog HoReCa');
    expect(page.links.get('canonical')).toBe(`${site}/seller/${slug}`);
    expect(page.meta.get('description')).toBe(
      'Cafea Bună SRL pe Catalog HoReCa. Firmă activă, plătitor de TVA — verificat la 28.11.2026. Livrează în București, Iași, luni și joi.',
    );
    expect(page.meta.has('robots')).toBe(false);
    expect(ofType(page, 'Organization')).toMatchObject({
      name: 'Cafea Bună SRL',
      legalName: 'CAFEA BUNĂ DISTRIBUȚIE SRL',
      vatID: 'RO14399840',
      identifier: { value: 'J40/372/2002' },
      address: { streetAddress: 'MUNICIPIUL BUCUREŞTI, SECTOR 1, STR. EXEMPLU, NR.1', addressCountry: 'RO' },
      areaServed: ['București', 'Iași'],
    });
    for (const shown of ['Firmă activă, plătitor de TVA — verificat la 28.11.2026', 'Comandă minimă', 'luni și joi', 'ora 14:00', 'Catalog actualizat azi']) {
      expect(page.text).toContain(shown);
    }
    expect(page.text).toMatch(/300,00\sRON/);
    expect(page.meta.get('og:image')).toMatch(new RegExp(`^${site}/preview/seller/${slug}\\.png\\?v=[0-9a-z]+$`));
    expect(response.body).toMatch(/href="tel:07\d{8}"/);
    expect(response.body).toContain('href="mailto:paginavanzator@horeca.test"');
  });

  it("lists only the seller's products, and searches them by the address's text", async () => {
    const all = scrape((await get(`/seller/${slug}`)).body);
    expect(all.text).toContain('Produsele comerciantului');
    expect(all.text).toContain('Zahăr plic 5 g');
    expect(all.text).not.toContain('de la altul');
    const searched = scrape((await get(`/seller/${slug}?q=espresso`)).body);
    expect(searched.text).toContain('Cafea boabe espresso 1 kg');
    expect(searched.text).not.toContain('Zahăr plic');
    expect(searched.text).not.toContain('de la altul');
  });

  it("previews a shared link with the seller's own card, 1200 × 630, at an address that changes with what it shows", async () => {
    const image = new URL(scrape((await get(`/seller/${slug}`)).body).meta.get('og:image') ?? '');
    const drawn = await server.app.inject({ method: 'GET', url: `${image.pathname}${image.search}` });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    expect(drawn.headers['cache-control']).toContain('immutable');
    expect(await sharp(drawn.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    const stale = await server.app.inject({ method: 'GET', url: `${image.pathname}?v=vechi` });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(`${image.pathname}${image.search}`);
    expect((await server.app.inject({ method: 'GET', url: '/preview/seller/nu-exista.png?v=x' })).statusCode).toBe(404);
  });

  it('answers 404, kept out of indexes, for an unknown seller, a malformed address and a blocked seller', async () => {
    for (const address of ['/seller/nu-exista', '/seller/Nu_Exista!', '/seller/altvanzator%20x']) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      const page = scrape(response.body);
      expect(page.meta.get('robots'), address).toBe('noindex');
      expect(page.title).toBe('Comerciantul nu a fost găsit | Catalog HoReCa');
    }
    await server.database.db.updateTable('users').set({ is_enabled: false }).where('slug', '=', slug).execute();
    expect((await get(`/seller/${slug}`)).statusCode).toBe(404);
    await server.database.db.updateTable('users').set({ is_enabled: true }).where('slug', '=', slug).execute();
  });

  it("shows the trader's details beside every product, and the product's seller as an organisation with its page", async () => {
    const page = scrape((await get(`/product?id=${espresso.uuid}`)).body);
    expect(page.text).toContain('Informații comerciant');
    expect(page.text).toContain('J40/372/2002');
    expect(page.text).toContain('Comandă minimă');
    expect(page.text).toContain('luni și joi');
    expect(page.text).toContain('Pagina comerciantului Cafea Bună SRL');
    const offer = ofType(page, 'Product').offers as { seller: Record<string, unknown> };
    expect(offer.seller).toEqual({ '@type': 'Organization', name: 'Cafea Bună SRL', url: `${site}/seller/${slug}` });
    // Headings go down one level at a time, as a screen reader's outline expects: the panel is an h2 under the product's h1.
    for (const path of [`/product?id=${espresso.uuid}`, `/seller/${slug}`]) {
      const levels = scrape((await get(path)).body).elements.flatMap((name) => (/^h[1-6]$/.test(name) ? [Number(name[1])] : []));
      expect(levels[0], path).toBe(1);
      for (const [at, level] of levels.entries()) if (at > 0) expect(level - (levels[at - 1] as number), `${path}: ${levels.join(' ')}`).toBeLessThanOrEqual(1);
    }
  });
});
