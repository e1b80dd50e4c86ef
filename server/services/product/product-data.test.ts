import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../openapi/domain/product-field-texts';
import type { TestAgent } from '../../testing/test-agent';
import { engineTitle, testEngines } from '../../testing/test-databases';
import {
  bulkRow,
  createProductAs,
  createSeller,
  loggedIn,
  productInput,
  productService,
  search,
  searchService,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';

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

describe.each(testEngines)('the product data buyers compare by on $engine', (engine) => {
  describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => {
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
  });
});
