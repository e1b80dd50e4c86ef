/**
 * Issue #50's budgets: a list of 500 lines opens in 30 ms of server time at 1,000,000 products,
 * and adding a line takes 10 ms. A catalogue of generated products (10 sellers, one large) is
 * written straight to the database; 20 buyers each keep a list of 500 lines drawn at random from
 * all of it; then lists are opened, each request a different buyer's list in random order, and
 * lines are added to fresh lists, each a product not seen before. Server time is measured in
 * process (the app's own handling, the database's work included, no network), beside two
 * ceilings measured in the same run: the app answering its cheapest route, and the database
 * reading 500 products by key. 100,000 products on PGlite, and 1,000,000 on PostgreSQL when
 * DATABASE_URL is set (`BENCH_LIST_PRODUCTS` overrides the sizes). Passes or fails nothing.
 * It does not cover the browser's work, the network, or many buyers at once.
 */
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../server/build-app';
import { openDatabase, type Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DatabaseSchema } from '../server/db/schema';
import { createScratchDatabase } from '../server/testing/scratch-postgres';
import { TestAgent } from '../server/testing/test-agent';
import { testConfig } from '../server/testing/test-config';
import { createBuyer, createSeller, sellerPassword, type BuyerFixture } from '../server/testing/test-server';
import { localCaptchaToken } from '../openapi/runtime-config';
import { ms, percentile, printTable } from './stats';

const buyers = 20;
const linesPerList = 500;
const opens = 400;
const adds = 400;

/** `count` products over 10 sellers, the first holding half: names, brands and units vary, prices spread. */
async function insertCatalogue(db: Kysely<DatabaseSchema>, sellers: string[], count: number): Promise<void> {
  const chunk = 100_000;
  for (let from = 0; from < count; from += chunk) {
    await sql`
      INSERT INTO products (owner_uuid, name, name_key, description, price, vat_included, in_stock, negotiable, is_deliverable,
        sell_type, package_type, city, phone, is_enabled, brand, vat_rate)
      SELECT (${sellers}::uuid[])[CASE WHEN n % 2 = 0 THEN 1 ELSE 2 + n % 9 END],
        'Produs ' || n || ' ' || (ARRAY['cafea', 'vin', 'ulei', 'făină', 'detergent', 'farfurie'])[1 + n % 6],
        'produs ' || n,
        'Descriere ' || n, round((1 + (n::bigint * 7919) % 50000) / 10.0, 2), n % 3 <> 0, n % 5 <> 0, false, true,
        (ARRAY['kg', 'buc', 'litru', 'bax'])[1 + n % 4], 'Individual', 'Cluj-Napoca', '0721000111', n % 50 <> 0,
        (ARRAY['Lavazza', 'Jidvei', 'Bunica', 'Ariel', NULL])[1 + n % 5], (ARRAY[21, 11, NULL])[1 + n % 3]
      FROM generate_series(${from + 1}::int, ${Math.min(from + chunk, count)}::int) AS n
    `.execute(db);
  }
}

/** A list of 500 lines of products drawn at random (by a random sample of keys, as a buyer's picks would be). */
async function fillList(db: Kysely<DatabaseSchema>, list: string): Promise<void> {
  await sql`
    INSERT INTO order_lines (list_uuid, position, product_uuid, quantity, seen_name, seen_seller_uuid, seen_seller_name, seen_unit, seen_net, seen_gross)
    SELECT ${list}::uuid, row_number() OVER (), p.uuid, 2, p.name, p.owner_uuid, 'Vânzător', p.sell_type, p.price, round(p.price * 1.21, 2)
    FROM (SELECT uuid, name, owner_uuid, sell_type, price FROM products TABLESAMPLE SYSTEM (1) ORDER BY random() LIMIT ${linesPerList}) p
  `.execute(db);
}

async function signedIn(agent: TestAgent, username: string): Promise<void> {
  const response = await agent.post('/svc/auth/api/auth/login', { username, password: sellerPassword, recaptchaToken: localCaptchaToken });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}`);
}

/** Each call's server time in ms, in the order given. */
async function timed(calls: (() => Promise<{ statusCode: number }>)[], expected: number[]): Promise<number[]> {
  const samples: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    const response = await call();
    samples.push(performance.now() - started);
    if (!expected.includes(response.statusCode)) throw new Error(`a call answered ${response.statusCode}`);
  }
  return samples;
}

const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

async function measure(engine: string, database: Database, products: number): Promise<(string | number)[][]> {
  const { db } = database;
  await migrateToLatest(db);
  const sellers = [];
  for (let index = 0; index < 10; index += 1) sellers.push((await createSeller({ database })).uuid);
  const started = performance.now();
  await insertCatalogue(db, sellers, products);
  await sql`ANALYZE products`.execute(db);
  const inserted = ((performance.now() - started) / 1000).toFixed(0);
  const fixtures: BuyerFixture[] = [];
  for (let index = 0; index < buyers; index += 1) {
    const buyer = await createBuyer({ database });
    await fillList(db, buyer.favorite);
    fixtures.push(buyer);
  }
  await sql`ANALYZE order_lines`.execute(db);

  const app = await buildApp({ config: testConfig({ SERVICES: 'auth,product', AUTH_RATE_LIMIT: '100000' }), database });
  try {
    const agents = await Promise.all(
      fixtures.map(async (buyer) => {
        const agent = new TestAgent(app);
        await signedIn(agent, buyer.username);
        return { agent, buyer };
      }),
    );
    const pick = () => agents[Math.floor(Math.random() * agents.length)] as (typeof agents)[number];
    // Warm-up: the first requests compile the routes' validators.
    await timed(
      agents.map(
        ({ agent, buyer }) =>
          () =>
            agent.get(`/svc/product/order-lists/${buyer.favorite}`),
      ),
      [200],
    );

    const open = await timed(
      shuffled(Array.from({ length: opens }, () => pick())).map(
        ({ agent, buyer }) =>
          () =>
            agent.get(`/svc/product/order-lists/${buyer.favorite}`),
      ),
      [200],
    );
    const fresh = await Promise.all(
      agents.map(async ({ agent }) => ({ agent, list: ((await agent.post('/svc/product/order-lists', { name: 'Bench' })).json() as { uuid: string }).uuid })),
    );
    const candidates = await sql<{ uuid: string }>`SELECT uuid FROM products TABLESAMPLE SYSTEM (1) WHERE is_enabled ORDER BY random() LIMIT ${adds}`.execute(
      db,
    );
    const add = await timed(
      candidates.rows.map((product, index) => {
        const { agent, list } = fresh[index % fresh.length] as (typeof fresh)[number];
        return () => agent.post(`/svc/product/order-lists/${list}/lines`, { product: product.uuid, quantity: 3 });
      }),
      [201, 200],
    );
    const floorApp = await timed(
      Array.from({ length: opens }, () => () => app.inject({ method: 'GET', url: '/config.json' })),
      [200],
    );
    const floorDb = await timed(
      Array.from({ length: opens }, () => async () => {
        const { buyer } = pick();
        await sql`SELECT p.* FROM order_lines l JOIN products p ON p.uuid = l.product_uuid WHERE l.list_uuid = ${buyer.favorite}::uuid`.execute(db);
        return { statusCode: 200 };
      }),
      [200],
    );
    const row = (what: string, samples: number[], budget: string) => [
      `${engine}, ${products.toLocaleString('en')}`,
      what,
      ms(percentile(samples, 0.5)),
      ms(percentile(samples, 0.95)),
      budget,
    ];
    console.log(`  (${engine}: ${products.toLocaleString('en')} products written in ${inserted} s)`);
    return [
      row(`open a list of ${linesPerList} lines`, open, 'p95 ≤ 30 ms'),
      row('add a line', add, '≤ 10 ms'),
      row('ceiling: the app answers /config.json', floorApp, '—'),
      row(`ceiling: the database reads ${linesPerList} products by key`, floorDb, '—'),
    ];
  } finally {
    await app.close();
  }
}

export async function benchOrderLists(): Promise<void> {
  const sizes = (process.env.BENCH_LIST_PRODUCTS ?? '100000,1000000').split(',').map(Number);
  const rows: (string | number)[][] = [];
  for (const products of sizes) {
    if (products <= 100_000) {
      const database = await openDatabase({ pgliteDir: 'memory://' });
      try {
        rows.push(...(await measure('PGlite', database, products)));
      } finally {
        await database.close();
      }
    }
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'horeca_bench_lists');
      const database = await openDatabase({ databaseUrl: scratch.url });
      try {
        rows.push(...(await measure('PostgreSQL', database, products)));
      } finally {
        await database.close();
        await scratch.drop();
      }
    }
  }
  if (!process.env.DATABASE_URL) console.log('\nOrder lists on PostgreSQL: skipped (DATABASE_URL is not set).');
  printTable('Order lists (issue #50): server time in process, one request at a time', ['catalogue', 'call', 'p50', 'p95', 'budget'], rows);
}
