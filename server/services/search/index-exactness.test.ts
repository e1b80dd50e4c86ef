import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../testing/each-engine';
import type { TestAgent } from '../../testing/test-agent';
import {
  adminPassword,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  searchService,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { productInput } from '../../testing/product-input';
import { photosOf } from '../catalogue/product-photos';
import { toProduct } from '../catalogue/product-view';
import { jpegPhoto, pngPhoto } from '../../testing/test-images';
import { runQuery } from './engine/run-query';
import { indexedProducts } from './product-json';
import { planSearch } from './search-plan';

const row = (name: string, price: number) => ({
  name,
  description: 'Din import.',
  price,
  vatIncluded: true,
  sellType: 'kg',
  packageType: 'Sac',
  phone: '0722000111',
  city: 'Iași',
  deliverable: false,
  negotiable: false,
  inStock: true,
  enabled: true,
});

describeOnEachEngine('the search index follows the catalogue exactly on $engine', (engine) => {
  let server: TestServer;
  let seller: TestAgent;
  let admin: TestAgent;
  let sellerUuid: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const fixture = await createSeller(server, { username: 'exactitate' });
    sellerUuid = fixture.uuid;
    seller = await loggedIn(server, fixture.username);
    admin = await loggedIn(server, (await createAdmin(server, 'adminexact')).username, adminPassword);
  });
  afterAll(async () => server?.close());

  /** The index against the database: the same products, shown the same way, each found by its own name. */
  async function expectExact(): Promise<void> {
    const rows = await server.database.db
      .selectFrom('products as p')
      .innerJoin('users as u', 'u.uuid', 'p.owner_uuid')
      .selectAll('p')
      .select(['u.seller_name', 'u.slug as seller_slug', sql<boolean>`u.is_enabled AND u.is_verified`.as('seller_visible')])
      .execute();
    const photos = await photosOf(
      server.database.db,
      rows.map((product) => product.uuid),
      'all',
    );
    const index = server.app.searchEngine.current;
    const held = indexedProducts(index);
    expect([...held.keys()].sort()).toEqual(rows.map((product) => product.uuid).sort());
    for (const row of rows) {
      // Search shows a product's cover, not all its photos.
      const { photos: _all, ...shown } = toProduct(row, photos.get(row.uuid));
      expect(held.get(row.uuid)).toEqual({ product: shown, sellerVisible: row.seller_visible });
      const request = { name: row.name, city: 'Toate', page: 0, perPage: 500, filter: [], sort: [] };
      const query = planSearch(index, request, { offset: 0, limit: 500 });
      const foundUuids = query ? runQuery(index, query).ids.map((id) => index.uuids.uuidOf(id)) : [];
      expect(foundUuids.includes(row.uuid) || !row.is_enabled || !row.seller_visible, row.name).toBe(true);
    }
  }

  it('after a create, an update and a delete', async () => {
    const kept = await createProductAs(seller, { name: 'Ulei de măsline extravirgin', price: 40 });
    const gone = await createProductAs(seller, { name: 'Oțet balsamic', price: 25 });
    await expectExact();
    await seller.put(
      `${productService}/product/${kept.uuid}`,
      productInput({ name: 'Ulei de floarea-soarelui', price: 12, city: 'Cluj-Napoca', isEnabled: false }),
    );
    await seller.delete(`${productService}/product/${gone.uuid}`);
    await expectExact();
    const found = await server.agent().post(`${searchService}/api/search`, { name: 'masline', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] });
    expect(found.json().products).toEqual([]);
  });

  it('after a bulk import that wipes the seller’s catalogue, and another that adds to it', async () => {
    await createProductAs(seller, { name: 'Făină albă 000' });
    const first = await seller.post(`${productService}/product/bulk`, {
      products: Array.from({ length: 40 }, (_, at) => row(`Mălai extra ${at}`, 5 + at)),
      wipePreviousData: true,
    });
    expect(first.statusCode).toBe(201);
    await expectExact();
    const second = await seller.post(`${productService}/product/bulk`, {
      products: [row('Griș fin', 7.005), row('Griș grosier', 12.344)],
      wipePreviousData: false,
    });
    expect(second.statusCode).toBe(201);
    await expectExact();
  });

  it('after photos are added, reordered, described and removed, and after an edit and an import of products with photos', async () => {
    const product = await createProductAs(seller, { name: 'Platou ardezie 30 cm' });
    const upload = async (bytes: Buffer) =>
      (
        await seller.request({
          method: 'POST',
          url: `${productService}/product/${product.uuid}/photos`,
          payload: bytes,
          headers: { 'content-type': 'image/jpeg' },
        })
      ).json().id as string;
    const first = await upload(await jpegPhoto(80, 60));
    const second = await upload(await pngPhoto(60, 80));
    await expectExact();
    await seller.put(`${productService}/product/${product.uuid}/photos/order`, { photos: [second, first] });
    await expectExact();
    await seller.request({ method: 'PATCH', url: `${productService}/product/${product.uuid}/photos/${second}`, payload: { alt: 'Platoul pe masă' } });
    await expectExact();
    await seller.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Platou ardezie 32 cm' }));
    await expectExact();
    const imported = await seller.post(`${productService}/product/bulk`, {
      products: [{ ...row('Platou ardezie 32 cm', 99), description: 'Ardezie naturală.' }],
      wipePreviousData: false,
    });
    expect(imported.json()).toMatchObject({ updated: 1 });
    await expectExact();
    await seller.delete(`${productService}/product/${product.uuid}/photos/${second}`);
    await expectExact();
  });

  it('after a seller is disabled, enabled again and renamed, and after a seller is deleted', async () => {
    await admin.post(`/svc/auth/api/profile/${sellerUuid}/enabled`, { state: false });
    await expectExact();
    const profile = (await admin.get(`/svc/auth/api/profile/${sellerUuid}`)).json();
    expect((await admin.put(`/svc/auth/api/profile/${sellerUuid}/fullUpdate`, { ...profile, sellerName: 'Exactitate Nouă SRL' })).statusCode).toBe(200);
    await expectExact();
    await admin.post(`/svc/auth/api/profile/${sellerUuid}/enabled`, { state: true });
    await expectExact();
    const other = await createSeller(server, { username: 'exactplecat' });
    await createProductAs(await loggedIn(server, other.username), { name: 'Piper negru boabe' });
    await admin.delete(`/svc/auth/api/profile/${other.uuid}`);
    await expectExact();
  });

  it('after a rebuild that follows changes made outside the services', async () => {
    await sql`UPDATE products SET price = price + 1, updated_at = now() WHERE owner_uuid = ${sellerUuid}::uuid`.execute(server.database.db);
    const started = await admin.post(`${searchService}/api/search/rebuild`);
    expect(started.statusCode).toBe(202);
    let status = started.json();
    for (let attempt = 0; attempt < 100 && status.rebuilding; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await admin.get(`${searchService}/api/search/admin/metrics`)).json().index;
    }
    expect(status.rebuilding).toBe(false);
    await expectExact();
    expect(server.app.searchEngine.current.deleted).toBe(0);
  });

  it('counts its progress while a new index loads, and says nothing once it has', async () => {
    const rows = Array.from({ length: 12_000 }, (_, index) => row(`Progres ${index}`, index + 1));
    // The earlier disabling ended the seller's sessions.
    seller = await loggedIn(server, 'exactitate');
    expect((await seller.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: false })).statusCode).toBe(201);
    const { n } = await server.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const engine = server.app.searchEngine;
    let loaded = false;
    const loading = engine.reload().then(() => {
      loaded = true;
    });
    const seen: { indexed: number; total: number }[] = [];
    while (!loaded) {
      const progress = engine.loadProgress;
      if (progress) seen.push(progress);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await loading;
    const counted = seen.filter((progress) => progress.total > 0);
    expect(counted.every((progress) => progress.total === Number(n) && progress.indexed <= progress.total)).toBe(true);
    expect(counted.map((progress) => progress.indexed)).toEqual([...counted.map((progress) => progress.indexed)].sort((a, b) => a - b));
    expect(counted.some((progress) => progress.indexed > 0 && progress.indexed < progress.total)).toBe(true);
    expect(engine.loadProgress).toBeUndefined();
    await expectExact();
  }, 120_000);
});
