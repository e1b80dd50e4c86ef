import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTitle, testEngines } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { bulkRow, createProductAs, createSeller, loggedIn, productService, search, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(testEngines)('bulk import on $engine', (engine) => {
  describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine);
    });
    afterAll(async () => server?.close());

    async function freshSeller(): Promise<{ agent: TestAgent; uuid: string }> {
      const seller = await createSeller(server);
      return { agent: await loggedIn(server, seller.username), uuid: seller.uuid };
    }

    const ownedNames = async (uuid: string) =>
      (await server.database.db.selectFrom('products').select('name').where('owner_uuid', '=', uuid).orderBy('name').execute()).map((row) => row.name);

    it('appends every row in one call, with canonical cities, and makes them searchable', async () => {
      const { agent, uuid } = await freshSeller();
      await createProductAs(agent, { name: 'Produs existent' });
      const rows = [bulkRow(1), bulkRow(2), bulkRow(3, { city: 'Bucureşti', name: 'Cuțit bucătar 20 cm' })];
      const response = await agent.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: false });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ created: 3, deleted: 0 });
      expect(await ownedNames(uuid)).toHaveLength(4);
      const [knife] = await search(server.agent(), { name: 'cutit' });
      expect(knife).toMatchObject({ name: 'Cuțit bucătar 20 cm', city: 'București', owner: uuid });
    });

    it("replaces only the caller's catalogue when wipePreviousData is on", async () => {
      const { agent, uuid } = await freshSeller();
      const other = await freshSeller();
      await createProductAs(agent, { name: 'Vechi 1' });
      await createProductAs(other.agent, { name: 'Al altcuiva' });
      const response = await agent.post(`${productService}/product/bulk`, { products: [bulkRow(1), bulkRow(2)], wipePreviousData: true });
      expect(response.json()).toEqual({ created: 2, deleted: 1 });
      expect(await ownedNames(uuid)).toEqual(['Farfurie întinsă porțelan 1', 'Farfurie întinsă porțelan 2']);
      expect(await ownedNames(other.uuid)).toEqual(['Al altcuiva']);
    });

    it('writes nothing when one row is bad, and lists every bad row with its index and name', async () => {
      const { agent, uuid } = await freshSeller();
      await createProductAs(agent, { name: 'Rămâne' });
      const rows = [bulkRow(0), bulkRow(1, { city: 'Atlantida' }), bulkRow(2), bulkRow(3, { phone: '12345', price: -1 })];
      const response = await agent.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: true });
      expect(response.statusCode).toBe(400);
      const problem = response.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ index: 3, name: 'Farfurie întinsă porțelan 3', field: 'products.3.phone', rule: 'phone' }),
          expect.objectContaining({ index: 3, field: 'products.3.price', rule: 'positive' }),
        ]),
      );
      expect(await ownedNames(uuid)).toEqual(['Rămâne']);

      const onlyCity = await agent.post(`${productService}/product/bulk`, { products: [bulkRow(0), bulkRow(1, { city: 'Atlantida' })], wipePreviousData: true });
      expect(onlyCity.json().errors).toEqual([
        expect.objectContaining({ index: 1, name: 'Farfurie întinsă porțelan 1', field: 'products.1.city', rule: 'city', code: 'CITY_NOT_FOUND' }),
      ]);
      expect(await ownedNames(uuid)).toEqual(['Rămâne']);
    });

    it('imports 20,000 rows in one request', async () => {
      const { agent, uuid } = await freshSeller();
      const rows = Array.from({ length: 20_000 }, (_, index) => bulkRow(index));
      const response = await agent.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: false });
      expect(response.json()).toEqual({ created: 20_000, deleted: 0 });
      const indexed = await server.database.db.selectFrom('search_index').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_uuid', '=', uuid).executeTakeFirstOrThrow();
      expect(Number(indexed.n)).toBe(20_000);
    }, 120_000);

    it('needs a session', async () => {
      const response = await server.agent().post(`${productService}/product/bulk`, { products: [bulkRow(0)], wipePreviousData: true });
      expect(response.json()).toMatchObject({ status: 401, code: 'AUTHENTICATION_REQUIRED' });
    });
  });
});
