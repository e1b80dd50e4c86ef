import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../testing/each-engine';
import type { TestAgent } from '../../testing/test-agent';
import {
  adminPassword,
  auth,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  search,
  searchService,
  startTestServer,
  type SellerFixture,
  type TestServer,
} from '../../testing/test-server';
import { productInput } from '../../testing/product-input';

describeOnEachEngine('product service on $engine', (engine) => {
  let server: TestServer;
  let admin: TestAgent;
  let sellerA: SellerFixture;
  let sellerB: SellerFixture;
  let agentA: TestAgent;
  let agentB: TestAgent;
  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await loggedIn(server, (await createAdmin(server, 'adminproduse')).username, adminPassword);
    sellerA = await createSeller(server);
    sellerB = await createSeller(server);
    agentA = await loggedIn(server, sellerA.username);
    agentB = await loggedIn(server, sellerB.username);
  });
  afterAll(async () => server?.close());

  it("creates a product owned by the caller, with the server's time and the canonical city", async () => {
    const before = Date.now();
    const product = await createProductAs(agentA, { city: 'constanta' });
    expect(product).toMatchObject({ owner: sellerA.uuid, city: 'Constanța', price: 89.9 });
    expect((product as unknown as { seller: string }).seller).toBe(`Distribuție ${sellerA.username} SRL`);
    expect(new Date(product.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await search(server.agent(), { owner: sellerA.uuid })).map((found) => found.uuid)).toContain(product.uuid);
  });

  it.each([
    ['name', 'A', 'VALIDATION_FAILED'],
    ['name', ' A ', 'VALIDATION_FAILED'],
    ['description', 'x', 'VALIDATION_FAILED'],
    ['price', 0, 'VALIDATION_FAILED'],
    ['price', '12', 'VALIDATION_FAILED'],
    ['phone', '0212345678', 'VALIDATION_FAILED'],
    ['sellType', '', 'VALIDATION_FAILED'],
    ['packageType', '', 'VALIDATION_FAILED'],
    ['city', 'Gotham City', 'CITY_NOT_FOUND'],
  ])('refuses %s = %j with %s and writes nothing', async (field, value, code) => {
    const count = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM products`.execute(server.database.db)).rows[0]!.n);
    const before = await count();
    const response = await agentA.post(`${productService}/product`, productInput({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().errors[0].field).toBe(field);
    expect(await count()).toBe(before);
  });

  it('lets the owner and an admin change a product, and no other seller', async () => {
    const product = await createProductAs(agentA);
    const edit = (agent: TestAgent, name: string) => agent.put(`${productService}/product/${product.uuid}`, productInput({ name }));

    const stranger = await edit(agentB, 'Furat');
    expect(stranger.json()).toMatchObject({ status: 403, code: 'USER_IS_NOT_AUTHORIZED' });
    const own = await edit(agentA, 'Cafea boabe Robusta 1 kg');
    expect(own.statusCode).toBe(200);
    expect(new Date(own.json().updatedAt).getTime()).toBeGreaterThan(new Date(product.updatedAt).getTime());
    expect((await edit(admin, 'Cafea corectată de admin')).json()).toMatchObject({ name: 'Cafea corectată de admin', owner: sellerA.uuid });

    const unknown = await agentA.put(`${productService}/product/00000000-0000-4000-8000-000000000000`, productInput());
    expect(unknown.json()).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
  });

  it("takes back a product as search returns it, ignoring its uuid, seller, seller's page, owner and time", async () => {
    const product = await createProductAs(agentA, { name: 'Sirop de soc 1 l' });
    const shown = (await server.agent().get(`${searchService}/api/search/${product.uuid}`)).json();
    const other = await createProductAs(agentB);
    const sentBack = { ...shown, price: 31.5, uuid: other.uuid, owner: sellerB.uuid, seller: 'Altcineva SRL', updatedAt: '2001-01-01T00:00:00.000Z' };
    const saved = await agentA.put(`${productService}/product/${product.uuid}`, sentBack);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ uuid: product.uuid, price: 31.5, owner: sellerA.uuid, seller: shown.seller });
    expect(new Date(saved.json().updatedAt).getTime()).toBeGreaterThan(new Date(shown.updatedAt).getTime());
    expect((await server.agent().get(`${searchService}/api/search/${other.uuid}`)).json()).toMatchObject({ price: other.price, owner: sellerB.uuid });
  });

  it('disables a listing with the whole product and the flag flipped: it leaves search and comes back', async () => {
    const product = await createProductAs(agentA, { name: 'Ceai verde vrac 500 g' });
    const publicIds = async () => (await search(server.agent(), { owner: sellerA.uuid, perPage: 48 })).map((found) => found.uuid);
    expect(await publicIds()).toContain(product.uuid);
    await agentA.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Ceai verde vrac 500 g', isEnabled: false }));
    expect(await publicIds()).not.toContain(product.uuid);
    await agentA.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Ceai verde vrac 500 g', isEnabled: true }));
    expect(await publicIds()).toContain(product.uuid);
  });

  it('deletes a product for its owner or an admin, and it leaves search', async () => {
    const mine = await createProductAs(agentA);
    expect((await agentB.delete(`${productService}/product/${mine.uuid}`)).json()).toMatchObject({ status: 403, code: 'USER_IS_NOT_AUTHORIZED' });
    expect((await agentA.delete(`${productService}/product/${mine.uuid}`)).statusCode).toBe(204);
    expect((await server.agent().get(`/svc/search/api/search/${mine.uuid}`)).json().code).toBe('PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE');
    expect((await agentA.delete(`${productService}/product/${mine.uuid}`)).json()).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    const theirs = await createProductAs(agentB);
    expect((await admin.delete(`${productService}/product/${theirs.uuid}`)).statusCode).toBe(204);
  });

  it('lists a seller only their own products, whatever userUuid they send, and an admin anyone', async () => {
    const seller = await createSeller(server);
    const other = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const otherAgent = await loggedIn(server, other.username);
    for (let index = 0; index < 13; index += 1) await createProductAs(agent, { name: `Pahar vin roșu ${index}` });
    await createProductAs(otherAgent, { name: 'Pahar apă' });

    const page = (await agent.get(`${productService}/product?perPage=12&page=0&userUuid=${other.uuid}`)).json();
    expect(page).toMatchObject({ perPage: 12, totalPages: 2, totalItems: 13 });
    expect(page.products.every((product: { owner: string }) => product.owner === seller.uuid)).toBe(true);
    const second = (await agent.get(`${productService}/product?perPage=12&page=1`)).json();
    expect(second.products).toHaveLength(1);
    expect(second).toMatchObject({ totalPages: 2, totalItems: 13 });
    // A page past the end is empty but still says how many there are.
    expect((await agent.get(`${productService}/product?perPage=12&page=5`)).json()).toEqual({ products: [], perPage: 12, totalPages: 2, totalItems: 13 });

    const filtered = (await admin.get(`${productService}/product?perPage=12&page=0&userUuid=${other.uuid}`)).json();
    expect(filtered.products.map((product: { name: string }) => product.name)).toEqual(['Pahar apă']);
    const everyone = (await admin.get(`${productService}/product?perPage=48&page=0`)).json();
    expect(new Set(everyone.products.map((product: { owner: string }) => product.owner)).size).toBeGreaterThan(2);
  });

  it('finds products by name ignoring case and diacritics', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    await createProductAs(agent, { name: 'Țuică de prune 50 cl' });
    await createProductAs(agent, { name: 'Vin alb sec' });
    const names = async (query: string) =>
      (await agent.get(`${productService}/product?perPage=12&page=0&productName=${encodeURIComponent(query)}`))
        .json()
        .products.map((product: { name: string }) => product.name);
    expect(await names('TUICA')).toEqual(['Țuică de prune 50 cl']);
    expect(await names('ţuică')).toEqual(['Țuică de prune 50 cl']);
    expect(await names('100%')).toEqual([]);
  });

  it('counts products and reports metrics for admins only', async () => {
    const count = await admin.get(`${productService}/api/product/admin/products/count`);
    expect(count.json()).toMatchObject({ totalProducts: expect.any(Number), enabledProducts: expect.any(Number) });
    expect(count.json().totalProducts).toBeGreaterThan(0);
    expect((await agentA.get(`${productService}/api/product/admin/products/count`)).json().code).toBe('USER_TRIED_ADMIN_MODE');
    expect((await admin.get(`${productService}/api/product/admin/metrics`)).json()).toMatchObject({ service: 'product', ramUsage: expect.any(Number) });
    expect((await server.agent().get(`${productService}/api/product/admin/metrics`)).statusCode).toBe(401);
  });

  it('saves nothing when the search index cannot be kept in step', async () => {
    const existing = await createProductAs(agentA, { name: 'Produs de modificat', price: 10 });
    await sql`ALTER TABLE search_index ADD CONSTRAINT sabotage CHECK (price < 0) NOT VALID`.execute(server.database.db);
    try {
      const response = await agentA.post(`${productService}/product`, productInput({ name: 'Produs fără index' }));
      expect(response.json()).toMatchObject({ status: 500, code: 'PRODUCT_SAVE_FAILED_IN_SEARCH' });
      // The database's own words (the constraint, the table) are logged, never sent.
      expect(response.json().detail).toBeUndefined();
      expect(response.body).not.toMatch(/sabotage|search_index|constraint/i);
      const saved = await server.database.db.selectFrom('products').select('uuid').where('name', '=', 'Produs fără index').executeTakeFirst();
      expect(saved).toBeUndefined();
      const edit = await agentA.put(`${productService}/product/${existing.uuid}`, productInput({ name: 'Produs modificat', price: 20 }));
      expect(edit.json()).toMatchObject({ status: 500, code: 'PRODUCT_SAVE_FAILED_IN_SEARCH' });
      const kept = await server.database.db.selectFrom('products').select(['name', 'price']).where('uuid', '=', existing.uuid).executeTakeFirstOrThrow();
      expect({ name: kept.name, price: Number(kept.price) }).toEqual({ name: 'Produs de modificat', price: 10 });
    } finally {
      await sql`ALTER TABLE search_index DROP CONSTRAINT sabotage`.execute(server.database.db);
    }
  });

  it('keeps a product when removing it from the index fails', async () => {
    const product = await createProductAs(agentA, { name: 'Produs greu de șters' });
    await sql`CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'index offline'; END $$`.execute(server.database.db);
    await sql`CREATE TRIGGER refuse_delete BEFORE DELETE ON search_index FOR EACH ROW EXECUTE FUNCTION refuse_delete()`.execute(server.database.db);
    try {
      const response = await agentA.delete(`${productService}/product/${product.uuid}`);
      expect(response.json()).toMatchObject({ status: 500, code: 'PRODUCT_DELETE_FAILED_IN_SEARCH' });
      expect(response.body).not.toMatch(/index offline|refuse_delete/);
      expect(await server.database.db.selectFrom('products').select('uuid').where('uuid', '=', product.uuid).executeTakeFirst()).toBeDefined();
    } finally {
      await sql`DROP TRIGGER refuse_delete ON search_index`.execute(server.database.db);
      await sql`DROP FUNCTION refuse_delete()`.execute(server.database.db);
    }
  });

  it("removes a deleted seller's products from the catalogue and from search", async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const product = await createProductAs(agent, { name: 'Produs orfan' });
    expect((await admin.delete(`${auth}/api/profile/${seller.uuid}`)).statusCode).toBe(204);
    expect(await server.database.db.selectFrom('products').select('uuid').where('owner_uuid', '=', seller.uuid).execute()).toEqual([]);
    expect(await server.database.db.selectFrom('search_index').select('product_uuid').where('product_uuid', '=', product.uuid).execute()).toEqual([]);
  });
});
