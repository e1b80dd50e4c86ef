import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFrontend } from '../testing/built-frontend';
import { scrape, type ScrapedPage } from '../testing/scraped-page';
import { testEngines } from '../testing/test-databases';
import { parseServerTiming } from './server-timing';
import { jpegPhoto, pngPhoto } from '../testing/test-images';
import { createProductAs, createSeller, loggedIn, productService, startTestServer, type TestServer } from '../testing/test-server';

const site = 'http://localhost:8080';
const scriptName = '</script><script>alert(1)</script>';
const attributeName = '"><img src=x onerror=alert(1)>';

const ofType = (page: ScrapedPage, type: string): Record<string, unknown> => page.jsonLd.find((data) => data['@type'] === type) ?? {};
/** The `itemListElement` of a list in the page's schema.org data. */
const itemsOf = <Item>(page: ScrapedPage, type: string): Item[] => (ofType(page, type).itemListElement ?? []) as Item[];

describe('public pages read as a scraper reads them, with no JavaScript (embedded PGlite)', () => {
  let server: TestServer;
  let coffee: { uuid: string; updatedAt: string };
  let sellerUuid: string;
  const hostile: string[] = [];
  let hidden: string;

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!, { distDir: builtFrontend(), env: { SERVER_TIMING: 'true' } });
    const seller = await createSeller(server, { username: 'cafeneaua' });
    sellerUuid = seller.uuid;
    await server.database.db.updateTable('users').set({ seller_name: 'Cafea & Ceai „Bună” SRL' }).where('uuid', '=', seller.uuid).execute();
    const agent = await loggedIn(server, seller.username);
    coffee = await createProductAs(agent, {
      name: 'Cafea boabe Brâncoveanu 1 kg',
      description: 'Boabe prăjite în Cluj, pentru espressoare profesionale.',
      price: 89.5,
      inStock: true,
      city: 'Cluj-Napoca',
    });
    hostile.push((await createProductAs(agent, { name: scriptName, description: `${attributeName} și ${scriptName}` })).uuid);
    hostile.push((await createProductAs(agent, { name: attributeName, description: '<!-- & --> </title>' })).uuid);
    hidden = (await createProductAs(agent, { name: 'Ascuns', isEnabled: false })).uuid;
  });
  afterAll(async () => server?.close());

  it('a product page is titled, described and previewed as the product, with its price in RON', async () => {
    const response = await get(`/product?id=${coffee.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = scrape(response.body);
    const url = `${site}/product?id=${coffee.uuid}`;
    expect(page.title).toBe('Cafea boabe Brâncoveanu 1 kg | Catalog HoReCa');
    expect(page.meta.get('description')).toBe('Cafea boabe Brâncoveanu 1 kg: Boabe prăjite în Cluj, pentru espressoare profesionale.');
    expect(page.links.get('canonical')).toBe(url);
    expect(page.meta.get('og:title')).toBe(page.title);
    expect(page.meta.get('og:description')).toBe(page.meta.get('description'));
    expect(page.meta.get('og:url')).toBe(url);
    expect(page.meta.get('og:type')).toBe('product');
    expect(page.meta.get('og:site_name')).toBe('Catalog HoReCa');
    expect(page.meta.get('og:locale')).toBe('ro_RO');
    expect(page.meta.get('og:image')).toMatch(new RegExp(`^${site}/preview/product/${coffee.uuid}\\.png\\?v=\\w+$`));
    expect(page.meta.get('product:price:amount')).toBe('89.50');
    expect(page.meta.get('product:price:currency')).toBe('RON');
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    expect(page.meta.get('twitter:image')).toBe(page.meta.get('og:image'));
    expect(page.meta.has('robots')).toBe(false);
    // One title and one description: the shell's own made way for the page's.
    expect(page.elements.filter((name) => name === 'title')).toHaveLength(1);
    expect(response.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("a product page carries schema.org's Product with its Offer, and where it sits (Google's required fields)", async () => {
    const page = scrape((await get(`/product?id=${coffee.uuid}`)).body);
    const product = ofType(page, 'Product');
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Cafea boabe Brâncoveanu 1 kg', sku: coffee.uuid });
    expect(product.image).toBe(page.meta.get('og:image'));
    expect(product.offers).toEqual(
      expect.objectContaining({
        '@type': 'Offer',
        price: '89.50',
        priceCurrency: 'RON',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Cafea & Ceai „Bună” SRL', url: `${site}/seller/distributie-cafeneaua-srl` },
      }),
    );
    const trail = itemsOf<{ position: number; name: string; item: string }>(page, 'BreadcrumbList');
    expect(trail.map((step) => [step.position, step.name])).toEqual([
      [1, 'Caută produse'],
      [2, 'Cluj-Napoca'],
      [3, 'Cafea boabe Brâncoveanu 1 kg'],
    ]);
    expect(trail[1]?.item).toBe(`${site}/search?city=Cluj-Napoca`);
  });

  it("a product's barcode, brand and both prices, per unit of sale and per litre, are in its schema.org data (issue #48)", async () => {
    const agent = await loggedIn(server, (await createSeller(server, { username: 'uleiuri' })).username);
    const oil = await createProductAs(agent, {
      name: 'Ulei floarea-soarelui 5 l',
      price: 45,
      vatIncluded: false,
      vatRate: 21,
      brand: 'Floriol',
      gtin: '5942321000015',
      unitCode: 'XBX',
      content: { count: 1, amount: 5, unit: 'LTR' },
    });
    const page = scrape((await get(`/product?id=${oil.uuid}`)).body);
    const product = ofType(page, 'Product');
    expect(product).toMatchObject({ gtin13: '5942321000015', brand: { '@type': 'Brand', name: 'Floriol' } });
    // The price a shopper pays is the one with TVA: 45 RON without, 54.45 RON with.
    expect(page.meta.get('product:price:amount')).toBe('54.45');
    const offer = product.offers as { price: string; priceSpecification: object[] };
    expect(offer.price).toBe('54.45');
    expect(offer.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '54.45', priceCurrency: 'RON', valueAddedTaxIncluded: true, unitCode: 'XBX' },
      { '@type': 'UnitPriceSpecification', price: '45.00', priceCurrency: 'RON', valueAddedTaxIncluded: false, unitCode: 'XBX' },
      {
        '@type': 'UnitPriceSpecification',
        price: '10.89',
        priceCurrency: 'RON',
        valueAddedTaxIncluded: true,
        unitCode: 'LTR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR' },
      },
      {
        '@type': 'UnitPriceSpecification',
        price: '9.00',
        priceCurrency: 'RON',
        valueAddedTaxIncluded: false,
        unitCode: 'LTR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR' },
      },
    ]);
    // The page itself leads with the price with TVA, and says both and the price per litre, before any script runs.
    const read = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(read(page.text)).toContain('54,45 RON cu TVA');
    expect(read(page.text)).toContain('45,00 RON fără TVA · TVA 21 %');
    expect(read(page.text)).toContain('10,89 RON/l cu TVA');
    const net = scrape(
      (await server.app.inject({ method: 'GET', url: `/product?id=${oil.uuid}`, headers: { accept: 'text/html', cookie: 'price_basis=NET' } })).body,
    );
    expect(read(net.text)).toMatch(/^[^]*45,00 RON fără TVA[^]*54,45 RON cu TVA · TVA 21 %/);
    expect(read(net.text)).toContain('9,00 RON/l fără TVA');
    // The catalogue the other pages count stays as it was.
    expect((await agent.delete(`${productService}/product/${oil.uuid}`)).statusCode).toBe(204);
  });

  it('an unknown, malformed or hidden product answers 404, kept out of indexes, and says so in Romanian', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nu-e-un-id', hidden]) {
      const response = await get(`/product?id=${id}`);
      expect(response.statusCode).toBe(404);
      const page = scrape(response.body);
      expect(page.title).toBe('Produsul nu a fost găsit | Catalog HoReCa');
      expect(page.meta.get('robots')).toBe('noindex');
      expect(page.jsonLd).toEqual([]);
    }
    expect((await get('/product')).statusCode).toBe(404);
  });

  it('a search page is titled with its text, city and seller (the name the database holds) and lists its first page', async () => {
    const text = scrape((await get('/search?q=cafea&city=Cluj-Napoca&sort=BY_PRICE_ASC')).body);
    expect(text.title).toBe('«cafea» în Cluj-Napoca | Catalog HoReCa');
    expect(text.links.get('canonical')).toBe(`${site}/search?q=cafea&city=Cluj-Napoca`);
    expect(text.meta.get('og:type')).toBe('website');
    expect(text.meta.get('og:image')).toBe(`${site}/preview/site.png`);
    const listed = itemsOf<{ position: number; url: string }>(text, 'ItemList').map((item) => item.url);
    expect(listed).toEqual([`${site}/product?id=${coffee.uuid}`]);

    // The name in the address is the link's; the page takes the seller's from the database.
    const seller = scrape((await get(`/search?owner=${sellerUuid}&seller=Altcineva`)).body);
    expect(seller.title).toBe('Produse de la Cafea & Ceai „Bună” SRL | Catalog HoReCa');
    expect(seller.meta.get('description')).toContain('de la Cafea & Ceai „Bună” SRL');
    const all = itemsOf<{ url: string }>(seller, 'ItemList');
    expect(all).toHaveLength(3);
    expect(all.some((item) => item.url.endsWith(hidden))).toBe(false);

    const nothing = scrape((await get('/search?q=xylofon')).body);
    expect(ofType(nothing, 'ItemList')).toMatchObject({ '@type': 'ItemList', itemListElement: [] });
  });

  it('the terms, contact, sitemap, ranking, accessibility and privacy pages have their own titles and descriptions', async () => {
    for (const [path, title] of [
      ['/terms', 'Termeni și condiții'],
      ['/contact', 'Contact'],
      ['/sitemap', 'Harta site-ului'],
      ['/ranking', 'Cum ordonăm rezultatele'],
      ['/accessibility', 'Declarație de accesibilitate'],
      ['/privacy', 'Confidențialitate și cookie-uri'],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      const page = scrape(response.body);
      expect(page.title).toBe(`${title} | Catalog HoReCa`);
      expect(page.links.get('canonical')).toBe(`${site}${path}`);
      expect(page.meta.get('description')).not.toBe(scrape((await get('/login')).body).meta.get('description'));
    }
  });

  it('an address that redirects says so: / is /search for good, an address the app lacks goes there for now', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe('/search');
    const unknown = await get('/nu-exista?x=1');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/search');
    // The app's routes match whatever the case and a trailing slash, as react-router's do.
    expect((await get('/Search/')).statusCode).toBe(200);
    expect((await get('/products-management')).statusCode).toBe(200);
  });

  it('product texts written into the page stay text in every context: title, attribute and JSON-LD', async () => {
    for (const uuid of hostile) {
      const response = await get(`/product?id=${uuid}`);
      const page = scrape(response.body);
      // No element and no script the product's text could have opened: the shell's own only.
      expect(page.elements.filter((name) => name === 'img')).toEqual([]);
      expect(page.scripts.every((script) => !script.includes('alert'))).toBe(true);
      expect(page.elements.filter((name) => name === 'script')).toHaveLength(page.jsonLd.length + page.scripts.length + 1);
      expect(response.body).not.toContain('<script>alert');
      expect(response.body).not.toContain('<img src=x');
      // And each context reads back the very text the seller wrote.
      const name = uuid === hostile[0] ? scriptName : attributeName;
      expect(page.title).toBe(`${name} | Catalog HoReCa`);
      expect(page.meta.get('og:title')).toBe(`${name} | Catalog HoReCa`);
      expect(ofType(page, 'Product').name).toBe(name);
      expect(page.text).toContain(name);
      expect((page.data?.product as { name: string }).name).toBe(name);
    }
    const [, second] = hostile;
    expect(ofType(scrape((await get(`/product?id=${second}`)).body), 'Product').description).toBe(`${attributeName}: <!-- & --> </title>`);
  });

  it('a product page holds the product itself before any script runs: name, price, badges, description and seller (decision 033)', async () => {
    const response = await get(`/product?id=${coffee.uuid}`);
    const page = scrape(response.body);
    expect(page.text).toMatch(/89,50\sRON/);
    for (const shown of [
      'Cafea boabe Brâncoveanu 1 kg',
      'În Stoc',
      'Boabe prăjite în Cluj, pentru espressoare profesionale.',
      'Cafea & Ceai „Bună” SRL',
      'Cluj-Napoca',
    ]) {
      expect(page.text).toContain(shown);
    }
    expect(page.elements.filter((name) => name === 'h1')).toHaveLength(1);
    // Themed and styled at first paint: the theme's class and the stylesheets; no script is fetched
    // before it, the boot script names the app and the product screen's code (decision 040).
    expect(page.documentClass).not.toBe('');
    expect(page.links.get('stylesheet')).toMatch(/\/assets\/index-[\w-]+\.css/);
    expect(page.links.has('modulepreload')).toBe(false);
    expect(page.meta.get('screen-modules')).toMatch(/^\/assets\/ProductRoute-[\w-]+\.js( \/assets\/[\w.-]+\.js)*$/);
    expect(page.meta.get('app-module')).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(response.body.match(/<script type="module"[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/boot-[\w-]+\.js"/)]);
    // The browser hydrates from the same product, and the configuration it would have fetched.
    expect(page.data).toMatchObject({
      consented: false,
      product: { uuid: coffee.uuid, name: 'Cafea boabe Brâncoveanu 1 kg' },
      config: { siteName: 'Catalog HoReCa' },
    });
    expect(page.text).toContain('Folosim cookie-uri');
    expect(page.text).not.toContain('are nevoie de JavaScript');

    // A visitor who accepted cookies gets the page without the banner.
    const accepted = await server.app.inject({
      method: 'GET',
      url: `/product?id=${coffee.uuid}`,
      headers: { accept: 'text/html', cookie: 'cookie_consent=accepted' },
    });
    expect(scrape(accepted.body).text).not.toContain('Folosim cookie-uri');
    expect(scrape(accepted.body).data).toMatchObject({ consented: true });
    // One who refused is not asked again either (issue #51); a value that is neither answer asks.
    for (const [value, asked] of [
      ['refused', false],
      ['maybe', true],
    ] as const) {
      const answered = await server.app.inject({
        method: 'GET',
        url: `/product?id=${coffee.uuid}`,
        headers: { accept: 'text/html', cookie: `cookie_consent=${value}` },
      });
      expect(scrape(answered.body).text.includes('Folosim cookie-uri'), value).toBe(asked);
    }
  });

  it('a missing product is said in Romanian in the page itself; a search page lists its first page and its count, the sitemap its first links; private pages keep the empty shell', async () => {
    const missing = scrape((await get('/product?id=00000000-0000-4000-8000-000000000000')).body);
    expect(missing.text).toContain('Produsul nu a fost gasit.');
    expect(missing.data).toMatchObject({ product: { missing: '00000000-0000-4000-8000-000000000000' } });

    const search = scrape((await get('/search?q=cafae')).body);
    expect(search.text).toContain('Cafea boabe Brâncoveanu 1 kg');
    expect(search.text).toContain('Rezultate pentru «cafea»');
    expect(search.data).toMatchObject({ search: { request: { name: 'cafae', page: 0, perPage: 12 }, answer: { correctedQuery: 'cafea' } } });

    for (const [path, shown] of [
      ['/terms', 'Termeni și condiții'],
      ['/contact', 'Trimite mesajul'],
      ['/ranking', 'Un cuvânt contează cel mai mult găsit în numele produsului'],
      ['/accessibility', 'verificate cu axe-core'],
      ['/privacy', 'ANSPDCP'],
    ] as const) {
      expect(scrape((await get(path)).body).text).toContain(shown);
    }
    // The sitemap's first slice is links in the page, newest first, the hidden product left out.
    const sitemap = scrape((await get('/sitemap')).body);
    expect(sitemap.text).toContain('Cafea boabe Brâncoveanu 1 kg (Cluj-Napoca)');
    expect(sitemap.text).toContain('Toate produsele din catalog: 3 produse.');
    expect(sitemap.data).toMatchObject({ sitemap: { page: 1, products: expect.arrayContaining([expect.objectContaining({ uuid: coffee.uuid })]) } });
    expect(JSON.stringify(sitemap.data)).not.toContain(hidden);
    const profile = await get('/profile');
    expect(profile.body).toContain('<div id="root"></div>');
    expect(scrape(profile.body).data).toBeUndefined();
    // Nothing to paint before the app: the shell fetches the app's module with the HTML (decision 040).
    expect(scrape(profile.body).links.get('modulepreload')).toBe(scrape(profile.body).meta.get('app-module'));
    // The bundle the server renders with is not served.
    expect((await server.app.inject({ method: 'GET', url: '/server/entry-server.js' })).statusCode).toBe(404);
  });

  it('a page says where its time went (Server-Timing): reading its data, its render, its template; the empty shell has no render', async () => {
    for (const path of [`/product?id=${coffee.uuid}`, '/search?q=cafea', '/terms']) {
      const phases = parseServerTiming((await get(path)).headers['server-timing'] as string | undefined);
      expect(Object.keys(phases), path).toEqual(['data', 'render', 'template']);
      // A render crosses to the worker and back: never free, whatever the machine.
      expect(phases.render, path).toBeGreaterThan(0);
      for (const duration of Object.values(phases)) expect(duration, path).toBeGreaterThanOrEqual(0);
    }
    const shell = parseServerTiming((await get('/profile')).headers['server-timing'] as string | undefined);
    expect(Object.keys(shell)).toEqual(['data', 'template']);
  });

  it("the preview image a product page names is the product's card, 1200 × 630, kept for good at that version", async () => {
    const page = scrape((await get(`/product?id=${coffee.uuid}`)).body);
    const path = (page.meta.get('og:image') ?? '').slice(site.length);
    const image = await server.app.inject({ method: 'GET', url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The PNG header's IHDR: width then height, big-endian, at bytes 16 and 20.
    expect([image.rawPayload.readUInt32BE(16), image.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);

    // Another product's card differs; an old version's address is sent on to the current one.
    const other = await server.app.inject({ method: 'GET', url: `/preview/product/${hostile[0]}.png?v=0` });
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toMatch(new RegExp(`^/preview/product/${hostile[0]}\\.png\\?v=\\w+$`));
    const current = await server.app.inject({ method: 'GET', url: other.headers.location as string });
    expect(current.statusCode).toBe(200);
    expect(current.rawPayload.equals(image.rawPayload)).toBe(false);

    for (const url of [`/preview/product/${hidden}.png?v=1`, '/preview/product/nu-e-un-id.png', `/preview/product/${coffee.uuid}.svg`]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const siteImage = await server.app.inject({ method: 'GET', url: '/preview/site.png' });
    expect(siteImage.statusCode).toBe(200);
    expect(siteImage.headers['content-type']).toBe('image/png');
  });

  it('a product with photos is previewed with its cover beside its name and price, and lists every photo as Product.image', async () => {
    const agent = await loggedIn(server, 'cafeneaua');
    const product = await createProductAs(agent, { name: 'Ceașcă espresso 70 ml', price: 12 });
    const add = async (bytes: Buffer, type: string) => {
      const response = await agent.request({
        method: 'POST',
        url: `${productService}/product/${product.uuid}/photos`,
        payload: bytes,
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string };
    };
    const landscape = await add(await jpegPhoto(800, 600), 'image/jpeg');
    const second = await add(await pngPhoto(400, 600), 'image/png');

    const page = scrape((await get(`/product?id=${product.uuid}`)).body);
    const preview = page.meta.get('og:image') ?? '';
    expect(preview).toMatch(new RegExp(`^${site}/preview/product/${product.uuid}\\.jpg\\?v=\\w+-\\w+$`));
    expect(page.meta.get('og:image:alt')).toBe('Ceașcă espresso 70 ml: fotografie, preț, oraș și vânzător');
    const image = await server.app.inject({ method: 'GET', url: preview.slice(site.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const near = (actual: number[], expected: number[]) => actual.every((value, at) => Math.abs(value - (expected[at] as number)) <= 24);
    // The 800 × 600 cover fills the 630-pixel square's width, on white above and below; its
    // yellow disc sits a third of the way across; the text's side keeps the site's colour.
    expect(near(pixel(315, 20), [255, 255, 255])).toBe(true);
    expect(near(pixel(210, 315), [0xf4, 0xd3, 0x5e])).toBe(true);
    expect(near(pixel(1180, 20), [255, 255, 255])).toBe(false);
    expect(image.rawPayload.length).toBeLessThan(150_000);

    const listed = ofType(page, 'Product').image as string[];
    expect(listed).toHaveLength(2);
    for (const url of listed) {
      expect(url).toMatch(new RegExp(`^${site}${productService}/photos/\\w+\\.webp$`));
      const photo = await server.app.inject({ method: 'GET', url: url.slice(site.length) });
      expect(photo.headers['content-type']).toBe('image/webp');
    }
    expect((await sharp((await server.app.inject({ method: 'GET', url: (listed[1] as string).slice(site.length) })).rawPayload).metadata()).height).toBe(600);

    // A new cover is a new preview at a new address; the old one is sent on to it.
    expect((await agent.put(`${productService}/product/${product.uuid}/photos/order`, { photos: [second.id, landscape.id] })).statusCode).toBe(200);
    const reordered = scrape((await get(`/product?id=${product.uuid}`)).body).meta.get('og:image') ?? '';
    expect(reordered).not.toBe(preview);
    const old = await server.app.inject({ method: 'GET', url: preview.slice(site.length) });
    expect(old.statusCode).toBe(302);
    expect(`${site}${old.headers.location}`).toBe(reordered);
    // Asked as the text card's PNG, a product with a cover is sent on to its photo card.
    const asPng = await server.app.inject({ method: 'GET', url: `/preview/product/${product.uuid}.png?v=0` });
    expect(`${site}${asPng.headers.location}`).toBe(reordered);
  });

  it('asked for anything but HTML, or under the API, an unknown address stays a problem, not a page', async () => {
    const json = await server.app.inject({ method: 'GET', url: `/product?id=${coffee.uuid}`, headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toContain('application/problem+json');
    expect((await get('/svc/nimic')).statusCode).toBe(404);
  });
});
