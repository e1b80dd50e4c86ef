import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../testing/each-engine';
import type { TestAgent } from '../../testing/test-agent';
import { bulkRow, createProductAs, createSeller, loggedIn, productService, search, startTestServer, type TestServer } from '../../testing/test-server';

describeOnEachEngine('bulk import on $engine', (engine) => {
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
    expect(response.json()).toEqual({ created: 3, updated: 0, unchanged: 0, deleted: 0 });
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
    expect(response.json()).toEqual({ created: 2, updated: 0, unchanged: 0, deleted: 1 });
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

    const onlyCity = await agent.post(`${productService}/product/bulk`, {
      products: [bulkRow(0), bulkRow(1, { city: 'Atlantida' })],
      wipePreviousData: true,
    });
    expect(onlyCity.json().errors).toEqual([
      expect.objectContaining({ index: 1, name: 'Farfurie întinsă porțelan 1', field: 'products.1.city', rule: 'city', code: 'CITY_NOT_FOUND' }),
    ]);
    expect(await ownedNames(uuid)).toEqual(['Rămâne']);
  });

  it('imports 20,000 rows in one request', async () => {
    const { agent, uuid } = await freshSeller();
    const rows = Array.from({ length: 20_000 }, (_, index) => bulkRow(index));
    const response = await agent.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: false });
    expect(response.json()).toEqual({ created: 20_000, updated: 0, unchanged: 0, deleted: 0 });
    const indexed = await server.database.db
      .selectFrom('search_index')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(Number(indexed.n)).toBe(20_000);
  }, 120_000);

  const owned = async (uuid: string) =>
    server.database.db.selectFrom('products').select(['uuid', 'name', 'price', 'updated_at']).where('owner_uuid', '=', uuid).orderBy('name').execute();

  it('matches rows with the catalogue by name: a changed row rewrites its product in place, the same file again changes nothing', async () => {
    const { agent, uuid } = await freshSeller();
    const first = await agent.post(`${productService}/product/bulk`, { products: [bulkRow(1), bulkRow(2)], wipePreviousData: false });
    expect(first.json()).toEqual({ created: 2, updated: 0, unchanged: 0, deleted: 0 });
    const before = await owned(uuid);

    const again = await agent.post(`${productService}/product/bulk`, { products: [bulkRow(1), bulkRow(2)], wipePreviousData: false });
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: 2, deleted: 0 });
    expect(await owned(uuid)).toEqual(before);

    const repriced = await agent.post(`${productService}/product/bulk`, {
      products: [bulkRow(1, { price: 99.5 }), bulkRow(2), bulkRow(3)],
      wipePreviousData: false,
    });
    expect(repriced.json()).toEqual({ created: 1, updated: 1, unchanged: 1, deleted: 0 });
    const after = await owned(uuid);
    expect(after).toHaveLength(3);
    const [one, two] = before;
    // Same uuid, so the product's page, links and QR codes stay; its date moves, the untouched one's does not.
    expect(after.find((row) => row.uuid === one?.uuid)).toMatchObject({ price: expect.anything() });
    expect(Number(after.find((row) => row.uuid === one?.uuid)?.price)).toBe(99.5);
    expect(after.find((row) => row.uuid === one?.uuid)?.updated_at).not.toEqual(one?.updated_at);
    expect(after.find((row) => row.uuid === two?.uuid)?.updated_at).toEqual(two?.updated_at);
    const found = await search(server.agent(), { name: 'Farfurie întinsă porțelan 1' });
    expect(found.filter((product) => product.owner === uuid && product.name === 'Farfurie întinsă porțelan 1')).toEqual([
      expect.objectContaining({ uuid: one?.uuid, price: 99.5 }),
    ]);
  });

  it('pairs repeated names in file order, so the same file with repeats imports again without a change', async () => {
    const { agent } = await freshSeller();
    const rows = Array.from({ length: 40 }, (_, index) => bulkRow(1, { price: index + 1 }));
    expect((await agent.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: false })).json()).toMatchObject({ created: 40 });
    expect((await agent.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: true })).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 40,
      deleted: 0,
    });
  });

  it('with wipePreviousData deletes only the products no row names, and keeps the matched ones under their uuid', async () => {
    const { agent, uuid } = await freshSeller();
    await agent.post(`${productService}/product/bulk`, { products: [bulkRow(1), bulkRow(2)], wipePreviousData: false });
    const [kept] = await owned(uuid);
    const response = await agent.post(`${productService}/product/bulk`, { products: [bulkRow(1), bulkRow(5)], wipePreviousData: true });
    expect(response.json()).toEqual({ created: 1, updated: 0, unchanged: 1, deleted: 1 });
    const after = await owned(uuid);
    expect(after.map((row) => row.name)).toEqual(['Farfurie întinsă porțelan 1', 'Farfurie întinsă porțelan 5']);
    expect(after[0]?.uuid).toBe(kept?.uuid);
    expect(await search(server.agent(), { name: 'Farfurie întinsă porțelan 2' }).then((found) => found.filter((product) => product.owner === uuid))).toEqual(
      [],
    );
  });

  it('previews how a file would change the catalogue, naming changed fields, and writes nothing', async () => {
    const { agent, uuid } = await freshSeller();
    await agent.post(`${productService}/product/bulk`, { products: [bulkRow(1), bulkRow(2), bulkRow(3)], wipePreviousData: false });
    const before = await owned(uuid);
    const file = [bulkRow(1, { price: 12, inStock: false }), bulkRow(2), bulkRow(4)];
    const preview = await agent.post(`${productService}/product/bulk/preview`, { products: file, wipePreviousData: false });
    expect(preview.statusCode).toBe(200);
    const groups = {
      created: { count: 1, rows: [{ index: 2, name: 'Farfurie întinsă porțelan 4' }] },
      changed: { count: 1, rows: [{ index: 0, name: 'Farfurie întinsă porțelan 1', fields: ['price', 'inStock'] }] },
      unchanged: { count: 1, rows: [{ index: 1, name: 'Farfurie întinsă porțelan 2' }] },
    };
    // Without the wipe, what a wipe would remove is counted, not read (decision 019).
    expect(preview.json()).toEqual({ ...groups, removedIfWiped: { count: 1, products: [] } });
    const wiping = await agent.post(`${productService}/product/bulk/preview`, { products: file, wipePreviousData: true });
    expect(wiping.json()).toEqual({
      ...groups,
      removedIfWiped: { count: 1, products: [{ uuid: before.find((row) => row.name.endsWith(' 3'))?.uuid, name: 'Farfurie întinsă porțelan 3' }] },
    });
    expect(await owned(uuid)).toEqual(before);
  });

  it('lists the first 1,000 entries of a preview group and counts them all; refuses bad rows as the import does', async () => {
    const { agent } = await freshSeller();
    const rows = Array.from({ length: 1_001 }, (_, index) => bulkRow(index));
    const preview = (await agent.post(`${productService}/product/bulk/preview`, { products: rows, wipePreviousData: false })).json();
    expect(preview.created.count).toBe(1_001);
    expect(preview.created.rows).toHaveLength(1_000);
    const bad = await agent.post(`${productService}/product/bulk/preview`, { products: [bulkRow(0, { city: 'Atlantida' })], wipePreviousData: false });
    expect(bad.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ index: 0, field: 'products.0.city' })] });
  });

  it("reports an import's progress to its seller while it is written, and idle before and after", async () => {
    const { agent } = await freshSeller();
    const progress = async () => (await agent.get(`${productService}/product/bulk/progress`)).json();
    expect(await progress()).toEqual({ state: 'idle', written: 0, total: 0 });
    const rows = Array.from({ length: 30_000 }, (_, index) => bulkRow(index));
    let finished = false;
    const importing = agent.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: false }).finally(() => {
      finished = true;
    });
    const seen: { state: string; written: number; total: number }[] = [];
    while (!finished) {
      seen.push(await progress());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await importing).statusCode).toBe(201);
    const writing = seen.filter((answer) => answer.state === 'writing');
    expect(writing.length).toBeGreaterThan(0);
    for (const answer of writing) {
      expect(answer.total).toBe(30_000);
      expect(answer.written).toBeLessThanOrEqual(30_000);
    }
    expect(await progress()).toEqual({ state: 'idle', written: 0, total: 0 });
  }, 120_000);

  it('needs a session', async () => {
    const response = await server.agent().post(`${productService}/product/bulk`, { products: [bulkRow(0)], wipePreviousData: true });
    expect(response.json()).toMatchObject({ status: 401, code: 'AUTHENTICATION_REQUIRED' });
  });
});
