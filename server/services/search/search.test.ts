import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeOnEachEngine } from '../../testing/each-engine';
import { recordProducts } from '../catalogue/catalogue-feed';
import { writesEnded } from '../../testing/writes-ended';
import { matchingName } from '../catalogue/matching-name';
import type { TestAgent } from '../../testing/test-agent';
import {
  adminPassword,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  search,
  searchService,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { productInput } from '../../testing/product-input';

/** A small catalogue whose every answer is known. */
const catalogue = [
  { name: 'Cafea boabe Arabica 1 kg', description: 'Prăjită mediu, pentru espresso.', price: 89.9, city: 'București', inStock: true, isDeliverable: true },
  { name: 'Cafea măcinată 250 g', description: 'Pentru filtru.', price: 24.5, city: 'Cluj-Napoca', inStock: false, isDeliverable: true },
  { name: 'Cafetieră profesională', description: 'Espressor cu două grupuri.', price: 12500, city: 'Timișoara', inStock: true, isDeliverable: false },
  { name: 'Zahăr plic 5 g', description: 'Bax de 1000 plicuri, potrivit lângă cafea.', price: 45, city: 'București', inStock: true, isDeliverable: false },
  { name: 'Ceașcă espresso porțelan', description: 'Set de 6 cești albe.', price: 60, city: 'Iași', inStock: false, isDeliverable: false },
  { name: 'Pahare vin roșu', description: 'Cristal, set de 6.', price: 120, city: 'Constanța', inStock: true, isDeliverable: true },
  { name: 'Apă minerală 0,5 l', description: 'Bax de 12 sticle.', price: 18, city: 'Brașov', inStock: true, isDeliverable: true },
  { name: 'Detergent vase profesional', description: 'Canistră 5 l pentru mașini industriale.', price: 75, city: 'Iași', inStock: true, isDeliverable: true },
];

describeOnEachEngine('search on $engine', (engine) => {
  let server: TestServer;
  let visitor: TestAgent;
  let seller: TestAgent;
  let admin: TestAgent;
  let ownerUuid: string;
  const uuidOf: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    visitor = server.agent();
    const fixture = await createSeller(server, { username: 'cafeneaua' });
    ownerUuid = fixture.uuid;
    seller = await loggedIn(server, fixture.username);
    admin = await loggedIn(server, (await createAdmin(server, 'admincautare')).username, adminPassword);
    for (const item of catalogue) uuidOf[item.name] = (await createProductAs(seller, item)).uuid;
  });
  afterAll(async () => server?.close());

  /** A write made outside the services (SQL) reaches search through a rebuild, as an administrator starts it. */
  const rebuilt = async () => {
    let status = (await admin.post(`${searchService}/api/search/rebuild`)).json();
    for (let attempt = 0; attempt < 100 && status.rebuilding; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await admin.get(`${searchService}/api/search/admin/metrics`)).json().index;
    }
    return status;
  };
  const names = async (request: Record<string, unknown>) => (await search(visitor, { perPage: 48, ...request })).map((product) => product.name);

  it('follows a second write of a product stamped with the same millisecond as the first, as two concurrent edits can be', async () => {
    const { uuid } = await createProductAs(seller, { name: 'Tavă inox 40 cm', price: 30 });
    // Another process's edit of it, committed just after with the same time, reaches the feed.
    await sql`UPDATE products SET name = 'Tavă aluminiu 40 cm', name_key = ${matchingName('Tavă aluminiu 40 cm')} WHERE uuid = ${uuid}::uuid`.execute(
      server.database.db,
    );
    await recordProducts(server.database.db, [uuid]);
    await writesEnded(server.database);
    while ((await server.app.searchEngine.catchUp()) === 'more');
    expect(await names({ name: 'tava' })).toContain('Tavă aluminiu 40 cm');
    expect(await names({ name: 'tava' })).not.toContain('Tavă inox 40 cm');
    await seller.delete(`${productService}/product/${uuid}`);
  });

  it('lists everything, newest first, with no text', async () => {
    expect(await names({})).toEqual([...catalogue].reverse().map((item) => item.name));
  });

  it('returns each product with its seller name and owner', async () => {
    const [product] = await search(visitor, { name: 'pahare' });
    expect(product).toMatchObject({ name: 'Pahare vin roșu', seller: 'Distribuție cafeneaua SRL', owner: ownerUuid, city: 'Constanța' });
  });

  it.each([
    ['cafea', ['Cafea boabe Arabica 1 kg', 'Cafea măcinată 250 g']],
    ['cafele', ['Cafea boabe Arabica 1 kg', 'Cafea măcinată 250 g']],
    ['caf', ['Cafea boabe Arabica 1 kg', 'Cafea măcinată 250 g', 'Cafetieră profesională']],
    ['CEASCA', ['Ceașcă espresso porțelan']],
    ['ceaşcă', ['Ceașcă espresso porțelan']],
    ['pahar', ['Pahare vin roșu']],
    ['detergent vase', ['Detergent vase profesional']],
  ])('%j finds %j (stems, diacritics, prefix of the last word)', async (text, expected) => {
    expect((await names({ name: text })).filter((name) => !name.startsWith('Zahăr')).sort()).toEqual([...expected].sort());
  });

  it('finds by city name in the text, with or without diacritics', async () => {
    expect((await names({ name: 'bucuresti' })).sort()).toEqual(['Cafea boabe Arabica 1 kg', 'Zahăr plic 5 g']);
  });

  it('ranks a match in the name above a match in the description', async () => {
    const found = await names({ name: 'cafea' });
    expect(found.slice(0, 2).sort()).toEqual(['Cafea boabe Arabica 1 kg', 'Cafea măcinată 250 g']);
    expect(found).toContain('Zahăr plic 5 g');
    expect(found.indexOf('Zahăr plic 5 g')).toBe(found.length - 1);
  });

  it('reads a word that matches nothing as a typo of the nearest indexed words', async () => {
    expect(await names({ name: 'cafae' })).toEqual(expect.arrayContaining(['Cafea boabe Arabica 1 kg', 'Cafea măcinată 250 g']));
    expect(await names({ name: 'detergnet' })).toEqual(['Detergent vase profesional']);
    expect(await names({ name: 'xyzzyq' })).toEqual([]);
  });

  it('treats text as words, never as query syntax', async () => {
    const response = await visitor.post(`${searchService}/api/search`, {
      name: "cafea' & !)(:* OR 1=1 --",
      city: 'Toate',
      page: 0,
      perPage: 48,
      filter: [],
      sort: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products.length).toBeLessThan(catalogue.length);
    expect(await names({ name: '!!!' })).toHaveLength(catalogue.length);
  });

  it.each([
    [['IN_STOCK'], (item: (typeof catalogue)[number]) => item.inStock],
    [['DELIVERABLE'], (item: (typeof catalogue)[number]) => item.isDeliverable],
    [['IN_STOCK', 'DELIVERABLE'], (item: (typeof catalogue)[number]) => item.inStock && item.isDeliverable],
  ])('filters %j', async (filter, keep) => {
    expect((await names({ filter })).sort()).toEqual(
      catalogue
        .filter(keep)
        .map((item) => item.name)
        .sort(),
    );
  });

  it('filters by city, matching its name loosely, and refuses a city not in the list', async () => {
    expect((await names({ city: 'Iasi' })).sort()).toEqual(['Ceașcă espresso porțelan', 'Detergent vase profesional']);
    const response = await visitor.post(`${searchService}/api/search`, { name: '', city: 'Atlantida', page: 0, perPage: 12, filter: [], sort: [] });
    expect(response.json()).toMatchObject({ status: 400, code: 'CITY_NOT_FOUND' });
  });

  it('filters by owner', async () => {
    expect(await names({ owner: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
    expect(await names({ owner: ownerUuid })).toHaveLength(catalogue.length);
  });

  it.each([
    ['BY_PRICE_ASC', (a: (typeof catalogue)[number], b: (typeof catalogue)[number]) => a.price - b.price],
    ['BY_PRICE_DESC', (a: (typeof catalogue)[number], b: (typeof catalogue)[number]) => b.price - a.price],
    ['BY_DATE_ASC', () => 0],
  ])('sorts %s', async (sort, compare) => {
    expect(await names({ sort: [sort] })).toEqual([...catalogue].sort(compare).map((item) => item.name));
  });

  it('sorts BY_DATE_DESC and NO_SORT without text newest first', async () => {
    const newestFirst = [...catalogue].reverse().map((item) => item.name);
    expect(await names({ sort: ['BY_DATE_DESC'] })).toEqual(newestFirst);
    expect(await names({ sort: [] })).toEqual(newestFirst);
  });

  it('pages without repeats or gaps under every sort, with and without text, ties broken by uuid', async () => {
    await sql`UPDATE products SET updated_at = '2026-01-01T00:00:00Z'`.execute(server.database.db);
    await sql`UPDATE search_index SET updated_at = '2026-01-01T00:00:00Z'`.execute(server.database.db);
    await rebuilt();
    for (const name of ['', 'set']) {
      const matching = (await search(visitor, { name, perPage: 48 })).length;
      expect(matching).toBeGreaterThan(1);
      for (const sort of ['BY_DATE_DESC', 'BY_DATE_ASC', 'BY_PRICE_ASC', 'BY_PRICE_DESC', 'NO_SORT']) {
        const seen: string[] = [];
        for (let page = 0; page < 5; page += 1) {
          seen.push(...(await search(visitor, { name, page, perPage: 2, sort: [sort] })).map((product) => product.uuid));
        }
        expect(seen, `${name} ${sort}`).toHaveLength(Math.min(matching, 10));
        expect(new Set(seen).size, `${name} ${sort}`).toBe(seen.length);
      }
    }
    const tied = (await search(visitor, { perPage: 48, sort: ['BY_DATE_DESC'] })).map((product) => product.uuid);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it('hides disabled products, and every product of a disabled or unverified seller', async () => {
    const other = await createSeller(server, { username: 'ascuns1' });
    const otherAgent = await loggedIn(server, other.username);
    const hidden = await createProductAs(otherAgent, { name: 'Tirbușon ascuns', isEnabled: false });
    const shown = await createProductAs(otherAgent, { name: 'Tirbușon vizibil' });
    expect(await names({ name: 'tirbuson' })).toEqual(['Tirbușon vizibil']);
    expect((await visitor.get(`${searchService}/api/search/${hidden.uuid}`)).json().code).toBe('PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE');

    await admin.post(`/svc/auth/api/profile/${other.uuid}/enabled`, { state: false });
    expect(await names({ name: 'tirbuson' })).toEqual([]);
    expect((await visitor.get(`${searchService}/api/search/${shown.uuid}`)).statusCode).toBe(404);
    await admin.post(`/svc/auth/api/profile/${other.uuid}/enabled`, { state: true });
    await admin.post(`/svc/auth/api/profile/${other.uuid}/verified`, { state: false });
    expect(await names({ name: 'tirbuson' })).toEqual([]);
  });

  it('shows a write by this server in the very next search', async () => {
    const repeat = () => names({ name: 'zahăr bax', sort: ['BY_PRICE_ASC'] });
    expect(await repeat()).toEqual(['Zahăr plic 5 g']);
    const white = await createProductAs(seller, { name: 'Zahăr alb', description: 'Bax de 10 kg.', price: 40 });
    expect(await repeat()).toEqual(['Zahăr alb', 'Zahăr plic 5 g']);
    await seller.delete(`${productService}/product/${white.uuid}`);
    const single = () => names({ name: 'zahăr', sort: ['BY_PRICE_ASC'] });
    expect(await single()).toEqual(['Zahăr plic 5 g']);
    const brown = await createProductAs(seller, { name: 'Zahăr brun', description: 'Trestie, la kilogram.', price: 30 });
    expect(await single()).toEqual(['Zahăr brun', 'Zahăr plic 5 g']);
    await seller.put(`${productService}/product/${brown.uuid}`, productInput({ name: 'Zahăr brun', description: 'Trestie, la kilogram.', price: 50 }));
    expect(await single()).toEqual(['Zahăr plic 5 g', 'Zahăr brun']);
    const product = (await visitor.get(`${searchService}/api/search/${brown.uuid}`)).json();
    expect(product.price).toBe(50);
    await seller.put(`${productService}/product/${brown.uuid}`, productInput({ name: 'Zahăr brun', description: 'Trestie, la kilogram.', price: 55 }));
    expect((await visitor.get(`${searchService}/api/search/${brown.uuid}`)).json().price).toBe(55);
    await seller.delete(`${productService}/product/${brown.uuid}`);
    expect(await single()).toEqual(['Zahăr plic 5 g']);
    expect((await visitor.get(`${searchService}/api/search/${brown.uuid}`)).statusCode).toBe(404);
  });

  it('returns one product by id', async () => {
    const response = await visitor.get(`${searchService}/api/search/${uuidOf['Apă minerală 0,5 l']}`);
    expect(response.json()).toMatchObject({ name: 'Apă minerală 0,5 l', price: 18, seller: 'Distribuție cafeneaua SRL' });
  });

  it('streams the sitemap call, compressed, with every visible product', async () => {
    const response = await visitor.request({
      method: 'POST',
      url: `${searchService}/api/search`,
      payload: { name: '', city: 'Toate', page: 0, perPage: 1_000_000, filter: [], sort: ['BY_DATE_DESC'] },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    const visible = await search(visitor, { perPage: 500, sort: ['BY_DATE_DESC'] });
    expect(body.products.map((product: { uuid: string }) => product.uuid)).toEqual(visible.map((product) => product.uuid));
  });

  it('rebuilds the index from the products while search stays up, and says when', async () => {
    await sql`UPDATE products SET name = 'Pahare șampanie cristal' WHERE uuid = ${uuidOf['Pahare vin roșu']}::uuid`.execute(server.database.db);
    expect(await names({ name: 'sampanie' })).toEqual([]);

    const started = await admin.post(`${searchService}/api/search/rebuild`);
    expect(started.statusCode).toBe(202);
    expect(started.json().lastRebuildStartedAt).not.toBeNull();
    const status = await rebuilt();
    expect(status.rebuilding).toBe(false);
    expect(status.lastRebuildFinishedAt).not.toBeNull();
    expect(status.indexedProducts).toBeGreaterThanOrEqual(catalogue.length);
    expect(await names({ name: 'sampanie' })).toEqual(['Pahare șampanie cristal']);
    await sql`UPDATE products SET name = 'Pahare vin roșu' WHERE uuid = ${uuidOf['Pahare vin roșu']}::uuid`.execute(server.database.db);
    await rebuilt();
    expect((await seller.post(`${searchService}/api/search/rebuild`)).json().code).toBe('USER_TRIED_ADMIN_MODE');
  });

  it('answers PRODUCT_SEARCH_FAILED_IN_SEARCH when the index itself breaks', async () => {
    const broken = vi.spyOn(server.app.searchEngine.current.texts, 'get').mockImplementation(() => {
      throw new Error('a broken document');
    });
    try {
      const response = await visitor.post(`${searchService}/api/search`, { name: 'cafea', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] });
      expect(response.json()).toMatchObject({ status: 500, code: 'PRODUCT_SEARCH_FAILED_IN_SEARCH' });
    } finally {
      broken.mockRestore();
    }
    expect(await names({ name: 'cafea' })).not.toEqual([]);
  });

  it('lets only an admin start a rebuild', async () => {
    expect((await visitor.post(`${searchService}/api/search/rebuild`)).json()).toMatchObject({ status: 401, code: 'AUTHENTICATION_REQUIRED' });
    expect((await seller.post(`${searchService}/api/search/rebuild`)).json()).toMatchObject({ status: 403, code: 'USER_TRIED_ADMIN_MODE' });
  });

  it('reports search metrics to admins only', async () => {
    const metrics = (await admin.get(`${searchService}/api/search/admin/metrics`)).json();
    expect(metrics).toMatchObject({
      service: 'search',
      cpuUsage: expect.any(Number),
      ramUsage: expect.any(Number),
      index: { indexedProducts: expect.any(Number), loadProgress: null },
    });
    // The drift: products in the database beside products in this process's index.
    const { n } = await server.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(metrics.index.catalogueProducts).toBe(Number(n));
    expect(metrics.index.indexedProducts).toBe(Number(n));
    await sql`INSERT INTO products (owner_uuid, name, name_key, description, price, vat_included, in_stock, negotiable, is_deliverable, sell_type, package_type, city, phone, is_enabled)
                SELECT owner_uuid, 'Scris pe ascuns', 'scris pe ascuns', description, price, vat_included, in_stock, negotiable, is_deliverable, sell_type, package_type, city, phone, is_enabled
                FROM products LIMIT 1`.execute(server.database.db);
    const drifted = (await admin.get(`${searchService}/api/search/admin/metrics`)).json();
    expect(drifted.index.catalogueProducts - drifted.index.indexedProducts).toBe(1);
    const healed = await rebuilt();
    expect(healed.catalogueProducts).toBe(healed.indexedProducts);
    await sql`DELETE FROM products WHERE name = 'Scris pe ascuns'`.execute(server.database.db);
    await rebuilt();
    expect((await visitor.get(`${searchService}/api/search/admin/metrics`)).statusCode).toBe(401);
  });
});
