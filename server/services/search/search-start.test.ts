import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../build-app';
import type { Database } from '../../db/database';
import { recordProducts } from '../catalogue/catalogue-feed';
import { testConfig } from '../../testing/test-config';
import { describeOnEachEngine } from '../../testing/each-engine';

/** Products in the catalogue: loading them takes seconds, far longer than starting the server. */
const catalogueSize = 30_000;

const searchBody = { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['BY_DATE_DESC'] };

async function seedCatalogue(database: Database): Promise<string> {
  const seller = await database.db
    .insertInto('users')
    .values({
      username: 'mare',
      email: 'mare@horeca.test',
      phone: '0722000999',
      phone_key: '722000999',
      first_name: 'Ana',
      last_name: 'Pop',
      seller_name: 'Catalog Mare SRL',
      seller_identifier: 'RO1',
      password_hash: 'x',
      role: 'SELLER_HORECA',
      is_verified: true,
      is_enabled: true,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO products (owner_uuid, name, name_key, description, price, vat_included, in_stock, negotiable, is_deliverable,
                          sell_type, package_type, city, phone, is_enabled, updated_at)
    SELECT ${seller.uuid}::uuid, 'Farfurie porțelan ' || g, 'farfurie porțelan ' || g, 'Pentru restaurante.', 10 + g % 90, true, true,
           false, true, 'buc', 'Cutie', 'Iași', '0722000999', true, now() - make_interval(secs => ${catalogueSize} - g)
    FROM generate_series(1, ${catalogueSize}) AS g`.execute(database.db);
  return seller.uuid;
}

describeOnEachEngine('a search process starting on a large catalogue, on $engine', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('listens at once, says how far its load has got, becomes ready, and restarts from its snapshot; no start-up hook waits for it', async () => {
    const database = await engine.open();
    cleanups.push(() => database.close());
    const owner = await seedCatalogue(database);
    const config = testConfig({ SERVICES: 'search' });

    const app = await buildApp({ config, database });
    cleanups.push(() => app.close());
    // Had a start-up hook waited for the load (Fastify fails one after 10 s), ready() would come after it.
    await app.ready();
    expect(app.searchEngine.ready()).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const loading = await app.inject({ method: 'GET', url: '/readyz' });
    expect(loading.statusCode).toBe(503);
    expect(loading.json().checks.searchIndex).toBe('failed');
    const searching = await app.inject({ method: 'POST', url: '/svc/search/api/search', payload: searchBody });
    expect(searching.statusCode).toBe(503);
    expect(searching.json().detail).toMatch(/^Indexul de căutare se încarcă/);

    // While it loads it says how far it has got, out of the whole catalogue.
    let progress: { indexed: number; total: number } | null = null;
    while (!app.searchEngine.ready() && !progress?.total) {
      progress = (await app.inject({ method: 'GET', url: '/readyz' })).json().search.loadProgress;
      if (!progress?.total) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (progress?.total) expect(progress.total).toBe(catalogueSize);
    await app.searchEngine.loaded;
    expect(app.searchEngine.startedFrom).toBe('database');
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'POST', url: '/svc/search/api/search', payload: searchBody });
    expect(page.json().products[0].name).toBe(`Farfurie porțelan ${catalogueSize}`);

    await app.searchEngine.saveSnapshot();
    await app.close();
    cleanups.pop();

    // A write while it was down: the restart serves the snapshot plus the feed after it.
    const written = await sql<{ uuid: string }>`
        UPDATE products SET name = 'Farfurie scrisă în pauză', name_key = 'farfurie scrisă în pauză', updated_at = now()
        WHERE owner_uuid = ${owner}::uuid AND name = 'Farfurie porțelan 7' RETURNING uuid`.execute(database.db);
    await recordProducts(
      database.db,
      written.rows.map((row) => row.uuid),
    );

    const again = await buildApp({ config, database });
    cleanups.push(() => again.close());
    await again.ready();
    await again.searchEngine.loaded;
    expect(again.searchEngine.startedFrom).toBe('snapshot');
    expect(again.searchEngine.current.live).toBe(catalogueSize);
    const found = await again.inject({ method: 'POST', url: '/svc/search/api/search', payload: { ...searchBody, name: 'scrisă în pauză' } });
    expect(found.json().products.map((product: { uuid: string }) => product.uuid)).toEqual(written.rows.map((row) => row.uuid));
  }, 120_000);
});
