import { sql } from 'kysely';
import Papa from 'papaparse';
import { checkCsvRow, csvColumns } from '../../../openapi/domain/csv-rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fieldMessages } from '../../../openapi/domain/product-field-texts';
import type { TestAgent } from '../../testing/test-agent';
import { describeOnEachEngine } from '../../testing/each-engine';
import {
  adminPassword,
  bulkRow,
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

/** The product data of issue #48 as a seller sends it. */
const oil = {
  name: 'Ulei floarea-soarelui bidon 10 l',
  brand: 'Floriol',
  gtin: '594 2321-000015',
  unitCode: 'bax',
  content: { count: 1, amount: 10, unit: 'LTR' },
  vatRate: 11,
  minimumOrder: 2,
  price: 89,
};

describeOnEachEngine('the product data buyers compare by on $engine', (engine) => {
  let server: TestServer;
  let seller: TestAgent;
  beforeAll(async () => {
    server = await startTestServer(engine);
    seller = await loggedIn(server, (await createSeller(server)).username);
  });
  afterAll(async () => server?.close());

  const products = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM products`.execute(server.database.db)).rows[0]?.n);

  it('keeps brand, barcode, unit of sale, content, TVA rate and minimum order, normalised, and gives them back as kept', async () => {
    const created = await createProductAs(seller, oil);
    expect(created).toMatchObject({
      brand: 'Floriol',
      gtin: '05942321000015',
      unitCode: 'XBX',
      content: { count: 1, amount: 10, unit: 'LTR' },
      vatRate: 11,
      minimumOrder: 2,
    });
    const read = (await server.agent().get(`${searchService}/api/search/${created.uuid}`)).json();
    expect(read).toMatchObject({ gtin: '05942321000015', unitCode: 'XBX', content: { amount: 10 } });
    const [found] = (await search(server.agent(), { owner: created.owner })) as unknown as Record<string, unknown>[];
    expect(found).toMatchObject({ brand: 'Floriol', gtin: '05942321000015', vatRate: 11, minimumOrder: 2 });
  });

  it('leaves out, never sends as null, a field the product does not have', async () => {
    const plain = await createProductAs(seller, { name: 'Farfurie desert 19 cm' });
    const answers = [
      plain,
      (await server.agent().get(`${searchService}/api/search/${plain.uuid}`)).json(),
      ...(await search(server.agent(), { name: 'farfurie desert' })),
    ];
    for (const product of answers as Record<string, unknown>[]) {
      for (const field of ['brand', 'gtin', 'content', 'vatRate', 'minimumOrder']) expect(product, field).not.toHaveProperty(field);
      expect(JSON.stringify(product)).not.toContain('null');
    }
  });

  it.each([
    ['gtin', '5942321000016', fieldMessages.gtinCheckDigit],
    ['gtin', '12345', fieldMessages.gtinLength],
    ['content', { count: 1, amount: 0, unit: 'KGM' }, fieldMessages.content],
    ['content', { count: 6, amount: 1, unit: 'tone' }, fieldMessages.content],
    ['unitCode', 'tonă', fieldMessages.unitCode],
    ['vatRate', 19, 'Cota de TVA trebuie să fie una în vigoare: 21 %, 11 %, 0 %.'],
  ])('refuses %s = %j with its Romanian message, and writes nothing', async (field, value, message) => {
    const before = await products();
    const response = await seller.post(`${productService}/product`, productInput({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field, message }] });
    expect(await products()).toBe(before);
  });

  it('imports the new columns, and refuses a bad row naming its field, writing nothing', async () => {
    const row = (index: number, extra: Record<string, unknown>) => bulkRow(index, extra);
    const good = await seller.post(`${productService}/product/bulk`, {
      products: [row(1, { brand: 'Lavazza', gtin: '8000070012141', unitCode: 'KGM', content: { count: 1, amount: 1, unit: 'KGM' } }), row(2, {})],
      wipePreviousData: false,
    });
    expect(good.statusCode, good.body).toBe(201);
    const imported = await search(server.agent(), { name: 'lavazza' });
    expect(imported.map((product) => product.name)).toEqual(['Farfurie întinsă porțelan 1']);

    const before = await products();
    const bad = await seller.post(`${productService}/product/bulk`, { products: [row(3, {}), row(4, { gtin: '8000070012142' })], wipePreviousData: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ index: 1, field: 'products.1.gtin', message: fieldMessages.gtinCheckDigit })]);
    expect(await products()).toBe(before);
  });

  it("exports a seller's catalogue as the import's CSV, which imports back changing nothing, and a preview names a changed new column", async () => {
    const exporter = await loggedIn(server, (await createSeller(server, { username: 'exportator' })).username);
    const rows = [
      bulkRow(1, { brand: 'Lavazza', gtin: '8000070012141', unitCode: 'KGM', content: { count: 6, amount: 1.5, unit: 'LTR' }, vatRate: 11, minimumOrder: 3 }),
      bulkRow(2, { name: 'Pahar „Bistro”, set de 6', description: '=SUM(A1:A9) nu este o formulă; "ghilimele"\npe două rânduri', price: 1234.5 }),
      bulkRow(3, { vatIncluded: false, vatRate: 0, negotiable: true }),
    ];
    expect((await exporter.post(`${productService}/product/bulk`, { products: rows, wipePreviousData: false })).statusCode).toBe(201);
    const response = await exporter.get(`${productService}/product/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    // A header, a line per product, each ended: no blank line a spreadsheet would show as a row.
    expect(response.body.split('\r\n').map((line) => line === '')).toEqual([false, false, false, false, true]);
    // A cell a spreadsheet would run as a formula is written with an apostrophe before it.
    expect(response.body).toContain(`"'=SUM(A1:A9)`);
    const parsed = Papa.parse<Record<string, string>>(response.body.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([...csvColumns]);
    expect(parsed.data).toHaveLength(3);
    const products = parsed.data.map((cells) => {
      const checked = checkCsvRow(cells);
      expect(checked.issues).toEqual([]);
      return checked.product;
    });
    const again = await exporter.post(`${productService}/product/bulk`, { products, wipePreviousData: true });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, deleted: 0 });

    const changed = products.map((product, index) => (index === 0 ? { ...product, brand: 'Illy', gtin: '8003753900438' } : product));
    const preview = (await exporter.post(`${productService}/product/bulk/preview`, { products: changed, wipePreviousData: false })).json();
    expect(preview.changed.rows).toEqual([expect.objectContaining({ fields: ['brand', 'gtin'] })]);
  });

  it("exports only the caller's own catalogue, another seller's to an administrator who names it, and nothing to a visitor", async () => {
    const owner = await createSeller(server, { username: 'proprietar' });
    await createProductAs(await loggedIn(server, owner.username), { name: 'Tavă GN 1/1' });
    const other = await loggedIn(server, (await createSeller(server, { username: 'curios' })).username);
    const asked = await other.get(`${productService}/product/export?userUuid=${owner.uuid}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).not.toContain('Tavă GN 1/1');
    const admin = await loggedIn(server, (await createAdmin(server, 'adminexport')).username, adminPassword);
    expect((await admin.get(`${productService}/product/export?userUuid=${owner.uuid}`)).body).toContain('Tavă GN 1/1');
    expect((await server.agent().get(`${productService}/product/export`)).statusCode).toBe(401);
  });

  it('finds a product first by its barcode typed any way, with no typos read into it, and by its brand', async () => {
    const coffee = await createProductAs(seller, { name: 'Cafea boabe crema 1 kg', brand: 'Lucaffé', gtin: '8001684190102' });
    await createProductAs(seller, { name: 'Cafea boabe 1 kg', description: 'Cod intern 8001684190102, nu codul de bare.' });
    for (const typed of ['8001684190102', '8001684-190102', ' 8001 6841 9010 2 ', '08001684190102']) {
      expect(
        (await search(server.agent(), { name: typed })).map((product) => product.uuid),
        typed,
      ).toEqual([coffee.uuid]);
    }
    // One digit off is another code: no product has it, and no typo is read into it.
    expect(await search(server.agent(), { name: '8001684190103' })).toEqual([]);
    expect((await search(server.agent(), { name: 'lucaffe' })).map((product) => product.uuid)).toEqual([coffee.uuid]);
  });

  it("compares the issue's three oils by price per litre, with and without TVA, within a price range and a brand, with counts and a histogram", async () => {
    const owner = await loggedIn(server, (await createSeller(server, { username: 'uleiuri' })).username);
    const litres = (amount: number, count = 1) => ({ count, amount, unit: 'LTR' });
    const can = await createProductAs(owner, { name: 'Ulei bidon', brand: 'Floriol', price: 89, vatIncluded: true, vatRate: 21, content: litres(10) });
    const bottle = await createProductAs(owner, { name: 'Ulei sticlă', brand: 'Bunica', price: 45, vatIncluded: false, vatRate: 21, content: litres(5) });
    const pack = await createProductAs(owner, { name: 'Ulei bax', brand: 'Floriol', price: 312, vatIncluded: false, vatRate: 21, content: litres(1, 6) });
    const ask = async (body: Record<string, unknown>) => {
      const response = await server
        .agent()
        .post(`${searchService}/api/search`, { name: 'ulei', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'], owner: can.owner, ...body });
      return response.json() as { products: { uuid: string }[]; total: { value: number }; facets: Record<string, unknown> };
    };
    const uuids = (answer: { products: { uuid: string }[] }) => answer.products.map((product) => product.uuid);
    // 8.90 RON a litre with TVA, 10.89 and 62.92: the can is cheapest by the litre, the bottle by the unit.
    expect(uuids(await ask({ sort: ['BY_UNIT_PRICE_ASC'] }))).toEqual([can.uuid, bottle.uuid, pack.uuid]);
    expect(uuids(await ask({ sort: ['BY_PRICE_ASC'] }))).toEqual([bottle.uuid, can.uuid, pack.uuid]);
    // Without TVA the can costs 73.55 RON, above 60 RON; with it 89 RON.
    const within = await ask({ priceMin: 40, priceMax: 80, priceBasis: 'NET' });
    expect(uuids(within).sort()).toEqual([bottle.uuid, can.uuid].sort());
    expect(within.facets).toMatchObject({
      anyPrice: 3,
      priceBands: [
        { from: 20, to: 50, count: 1 },
        { from: 50, to: 100, count: 1 },
        { from: 100, to: 200, count: 0 },
        { from: 200, to: 500, count: 1 },
      ],
    });
    expect(uuids(await ask({ priceMin: 40, priceMax: 80 }))).toEqual([bottle.uuid]);
    const floriol = await ask({ brand: 'floriol' });
    expect(uuids(floriol).sort()).toEqual([can.uuid, pack.uuid].sort());
    expect(floriol.facets).toMatchObject({
      anyBrand: 3,
      brands: [
        { brand: 'Floriol', count: 2 },
        { brand: 'Bunica', count: 1 },
      ],
    });
    expect(uuids(await ask({ brand: 'Nicio marcă' }))).toEqual([]);
  });

  it('refuses a price range whose minimum is above its maximum, and a bound past the largest, in Romanian', async () => {
    const ask = (body: Record<string, unknown>) =>
      server.agent().post(`${searchService}/api/search`, { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'], ...body });
    const inverted = await ask({ priceMin: 100, priceMax: 10 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'priceMin', rule: 'range', message: 'Prețul minim nu poate fi mai mare decât prețul maxim.' }],
    });
    const huge = await ask({ priceMax: 1e9 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual([expect.objectContaining({ field: 'priceMax', rule: 'range', message: 'Valoarea poate fi cel mult 100.000.000.' })]);
    expect((await ask({ priceMin: -1 })).json().errors).toEqual([expect.objectContaining({ field: 'priceMin', rule: 'positive' })]);
  });
});
