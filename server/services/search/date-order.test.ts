import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../testing/each-engine';
import { bulkRow, createSeller, loggedIn, productService, startTestServer, type TestServer } from '../../testing/test-server';
import { writesEnded } from '../../testing/writes-ended';
import { recordProducts } from '../catalogue/catalogue-feed';

/**
 * An import stamps all its rows with one time, and their uuids come in no order. Added to the
 * index in date order (time, then uuid), they leave it in date order, so a search for a common
 * word keeps stopping early at the newest matches instead of ranking every one (decisions 014,
 * 027) until the next reload puts it back in order.
 */
describeOnEachEngine('a large write keeps the index in date order, on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it("applies this process's own import, and another process's write read from the feed, in date order", async () => {
    const fixture = await createSeller(server, { username: 'ordine1' });
    const seller = await loggedIn(server, fixture.username);
    const products = Array.from({ length: 400 }, (_, n) => bulkRow(n, { name: `Cafea boabe ${n}` }));
    expect((await seller.post(`${productService}/product/bulk`, { products, wipePreviousData: true })).statusCode).toBe(201);
    const index = () => server.app.searchEngine.current;
    expect(index().live).toBe(400);
    expect(index().ordered).toBe(true);

    // Another process reprices everything in one transaction: one time, every uuid, through the feed.
    const { rows } = await sql<{
      uuid: string;
    }>`UPDATE products SET price = price + 1, updated_at = now() WHERE owner_uuid = ${fixture.uuid}::uuid RETURNING uuid`.execute(server.database.db);
    await recordProducts(
      server.database.db,
      rows.map((row) => row.uuid),
    );
    await writesEnded(server.database);
    while ((await server.app.searchEngine.catchUp()) === 'more');
    expect(index().live).toBe(400);
    expect(index().ordered).toBe(true);
  });
});
