import { expect, it } from 'vitest';
import { buildApp } from '../build-app';
import { testConfig } from '../testing/test-config';
import { describeOnEachEngine } from '../testing/each-engine';
import { TestAgent } from '../testing/test-agent';
import { captcha, search } from '../testing/test-server';
import { demoAdmin, demoSellerPassword, demoSellers } from './demo-catalogue';
import { seedDemo } from './seed-demo';
import { demoBuyer } from './demo-buyer';
import { normalisedGtin } from '../../openapi/domain/gtin';

describeOnEachEngine('demo data on $engine', (engine) => {
  it('seeds a realistic catalogue once, searchable, with working demo accounts', async () => {
    const database = await engine.open();
    const app = await buildApp({ config: testConfig(), database });
    try {
      const seeded = await seedDemo(database.db);
      expect(seeded?.sellers).toBeGreaterThanOrEqual(8);
      expect(seeded?.products).toBeGreaterThanOrEqual(600);
      expect(await seedDemo(database.db)).toBeUndefined();

      const cities = await database.db.selectFrom('products').select('city').distinct().execute();
      expect(cities.length).toBeGreaterThanOrEqual(20);
      const indexed = await database.db
        .selectFrom('search_index')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(indexed.n)).toBe(seeded?.products);

      // The index loads in the background once the app is ready, as after `npm start`'s seeding.
      await app.ready();
      await app.searchEngine.loaded;
      const visitor = new TestAgent(app);
      expect((await search(visitor, { name: 'cafea' })).length).toBeGreaterThan(5);
      // The first variant of each line has a drawn photo; its cover rides in the search answer and is served.
      const plates = (await search(visitor, { name: 'farfurie întinsă', perPage: 48 })) as unknown as { cover?: { renditions: { url: string }[] } }[];
      const covered = plates.filter((product) => product.cover);
      expect(covered.length).toBeGreaterThan(0);
      expect(covered.length).toBeLessThan(plates.length);
      const rendition = await visitor.get(covered[0]!.cover!.renditions[0]!.url);
      expect([rendition.statusCode, rendition.headers['content-type']]).toEqual([200, 'image/avif']);
      expect((await search(visitor, { name: 'farfurie', city: 'Cluj-Napoca' })).every((product) => product.city === 'Cluj-Napoca')).toBe(true);

      // What buyers compare by (issue #48): brands, barcodes that scan, units and packs, TVA rates.
      const oils = (await search(visitor, { name: 'cafea boabe espresso', perPage: 48 })) as unknown as Record<string, unknown>[];
      expect(oils.every((product) => product.vatRate === 11 && product.unitCode === 'KGM')).toBe(true);
      expect(oils.filter((product) => product.brand).length).toBeGreaterThan(oils.length / 2);
      expect(oils[0]?.content).toEqual({ count: 1, amount: 1, unit: 'KGM' });
      const coded = oils.find((product) => product.gtin) as { gtin: string; uuid: string };
      expect(normalisedGtin(coded.gtin)).toBe(coded.gtin);
      expect((await search(visitor, { name: coded.gtin.slice(1) })).map((product) => product.uuid)).toEqual([coded.uuid]);
      const wines = ((await search(visitor, { name: 'vin roșu', perPage: 48 })) as unknown as Record<string, unknown>[]).filter((product) =>
        String(product.name).startsWith('Vin roșu'),
      );
      expect(wines.length).toBeGreaterThan(0);
      expect(wines.every((product) => product.vatRate === 21 && (product.content as { amount: number }).amount === 0.75)).toBe(true);
      const sugar = (await search(visitor, { name: 'zahăr plic', perPage: 1 })) as unknown as Record<string, unknown>[];
      expect(sugar[0]?.content).toEqual({ count: 1000, amount: 5, unit: 'GRM' });

      for (const [username, password] of [
        [demoAdmin.username, demoAdmin.password],
        [demoSellers[0]!.username, demoSellerPassword],
      ]) {
        const login = await visitor.post('/svc/auth/api/auth/login', { username, password, recaptchaToken: captcha });
        expect(login.statusCode).toBe(200);
      }

      // The demo restaurant (issue #50): its favourites show a price that went up since they were added, and its seller has its inquiry.
      const restaurant = app.inject.bind(app);
      const login = await restaurant({
        method: 'POST',
        url: '/svc/auth/api/auth/login',
        payload: { username: demoBuyer.username, password: demoSellerPassword, recaptchaToken: captcha },
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const lists = (await restaurant({ method: 'GET', url: '/svc/product/order-lists', headers: { cookie } })).json() as {
        lists: { uuid: string; name: string; lineCount: number }[];
      };
      expect(lists.lists.map((list) => [list.name, list.lineCount])).toEqual([
        ['Favorite', 3],
        ['Comanda de luni', 3],
      ]);
      const favourite = (await restaurant({ method: 'GET', url: `/svc/product/order-lists/${lists.lists[0]?.uuid}`, headers: { cookie } })).json() as {
        lines: { priceChange?: { gross: number } }[];
      };
      expect(favourite.lines[0]?.priceChange?.gross).toBeGreaterThan(0);
      const sent = (await restaurant({ method: 'GET', url: '/svc/product/inquiries/sent', headers: { cookie } })).json() as {
        inquiries: { seller: { name: string } }[];
      };
      expect(sent.inquiries.map((inquiry) => inquiry.seller.name)).toEqual([demoSellers[0]!.sellerName]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
