/**
 * Issue #24's benchmark: what following the catalogue's durable feed costs the writers, how soon
 * another search process sees a write, how an import scales with the seller's catalogue, and how
 * fast a search process is ready after a restart. A split deployment on PostgreSQL: auth and
 * product in one process, two search processes. Prints figures; passes or fails nothing.
 *
 * Only the HTTP API and `/readyz` are used, so the same file measures an older build for the
 * "before" figures (`BENCH_FEED_PRODUCTS` sets the catalogue sizes, 100,000 and 1,000,000 by default).
 */
import { rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { matchingName } from '../server/services/catalogue/matching-name';
import { createScratchDatabase } from '../server/testing/scratch-postgres';
import { startServerProcess, type ServerProcess } from '../server/testing/server-process';
import { generatedRows } from './generated-catalogue';
import { activeSeller, type BenchSeller } from './sellers';
import { ms, percentile, printTable } from './stats';

/** Rows per bulk call while one seller's catalogue grows. */
const importCall = 50_000;
const writeClients = 20;
const writeSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const visibilitySamples = 300;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function call(server: ServerProcess, seller: BenchSeller, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}/svc/product${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: seller.cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Up to `count` of the seller's products' uuids, as search finds them by owner. */
async function productsOf(search: ServerProcess, seller: BenchSeller, count: number): Promise<string[]> {
  const response = await fetch(`${search.url}/svc/search/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: '', owner: seller.uuid, city: 'Toate', page: 0, perPage: count, filter: [], sort: [] }),
  });
  if (!response.ok) throw new Error(`a search by seller answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { products: { uuid: string }[] }).products.map((product) => product.uuid);
}

const productBody = (name: string, price: number) => ({
  name,
  description: 'Scris de benchmark.',
  price,
  vatIncluded: true,
  inStock: true,
  negotiable: false,
  isDeliverable: true,
  sellType: 'buc',
  packageType: 'Cutie',
  city: 'Iași',
  phone: '0722000111',
  isEnabled: true,
});

/** `writeClients` sellers' edits of their own products for `seconds`: writes per second and latency. */
async function singleWrites(server: ServerProcess, sellers: BenchSeller[], owned: Map<BenchSeller, string[]>, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: writeClients }, async (_, client) => {
      const seller = sellers[client % sellers.length] as BenchSeller;
      const uuids = owned.get(seller) as string[];
      for (let step = 0; performance.now() < until; step += 1) {
        const uuid = uuids[(client * 7919 + step * 104_729) % uuids.length] as string;
        const started = performance.now();
        const response = await call(server, seller, 'PUT', `/product/${uuid}`, productBody(`Editat ${client}-${step}`, 10 + (step % 90)));
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else errors += 1;
      }
    }),
  );
  return { rate: latencies.length / seconds, latencies, errors };
}

/** From a write's answer to its name showing in another search process: one write at a time. */
async function visibility(writer: ServerProcess, reader: ServerProcess, seller: BenchSeller, uuids: string[], samples: number): Promise<number[]> {
  const delays: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const token = `vizibil${Date.now().toString(36)}${sample}`;
    const response = await call(writer, seller, 'PUT', `/product/${uuids[sample % uuids.length]}`, productBody(`Tavă ${token}`, 12));
    if (!response.ok) throw new Error(`an edit answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    const answered = performance.now();
    for (;;) {
      const found = await fetch(`${reader.url}/svc/search/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: token, city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] }),
      });
      if (((await found.json()) as { products: unknown[] }).products.length > 0) break;
      if (performance.now() - answered > 30_000) throw new Error('a write did not show in the other search process within 30 s');
      await pause(1);
    }
    delays.push(performance.now() - answered);
  }
  return delays;
}

/**
 * Waits until a search process has applied the whole feed, as its `/readyz` says; how long that
 * took. A build from before the feed says nothing of it: the seller's products are waited for.
 */
async function caughtUp(search: ServerProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    const ready = (await (await fetch(`${search.url}/readyz`)).json()) as { search?: { feed?: { pendingChanges: number } | null } };
    if (ready.search?.feed?.pendingChanges === 0 || ready.search?.feed === undefined) return performance.now() - started;
    if (performance.now() - started > 600_000) throw new Error('a search process did not catch up with the feed within 10 minutes');
    await pause(20);
  }
}

/**
 * The ceiling an import is compared with, in the same run and database: the same rows written by
 * one INSERT of unnest arrays into a bare copy of the products table (no indexes, no search rows,
 * no feed, no HTTP, no validation). What an import costs beyond it is the product's own work.
 */
async function bareInsertRate(databaseUrl: string, owner: string, rows: ReturnType<typeof generatedRows>): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE TEMP TABLE bare_products (LIKE products INCLUDING DEFAULTS)');
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    const values = [
      owner,
      column((row) => row.name),
      column((row) => matchingName(row.name)),
      column((row) => row.description),
      column((row) => row.price),
      column((row) => row.vatIncluded),
      column((row) => row.inStock),
      column((row) => row.negotiable),
      column((row) => row.deliverable),
      column((row) => row.sellType),
      column((row) => row.packageType),
      column((row) => row.city),
      column((row) => row.phone),
      column((row) => row.enabled),
    ];
    const started = performance.now();
    await client.query(
      `INSERT INTO bare_products (uuid, owner_uuid, name, name_key, description, price, vat_included, in_stock, negotiable, is_deliverable,
                                  sell_type, package_type, city, phone, is_enabled)
       SELECT gen_random_uuid(), $1::uuid, * FROM unnest($2::text[], $3::text[], $4::text[], $5::numeric[], $6::boolean[], $7::boolean[],
                                                        $8::boolean[], $9::boolean[], $10::text[], $11::text[], $12::text[], $13::text[], $14::boolean[])`,
      values,
    );
    return rows.length / ((performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
}

/** Stops a search process cleanly and starts it again: time from the start to `/readyz` answering 200. */
async function restartToReady(start: () => Promise<ServerProcess>, running: ServerProcess): Promise<{ server: ServerProcess; seconds: number }> {
  await running.stop();
  const started = performance.now();
  const server = await start();
  for (;;) {
    const ready = await fetch(`${server.url}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    await pause(20);
  }
  return { server, seconds: (performance.now() - started) / 1000 };
}

async function runSize(products: number): Promise<void> {
  const title = `PostgreSQL, one seller's catalogue of ${products.toLocaleString('en')} products`;
  console.log(`\n=== Catalogue feed: ${title} ===`);
  const scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'horeca_feed');
  const writerDir = mkdtempSync(join(tmpdir(), 'horeca-feed-writer-'));
  const env = { DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000', JWT_SECRET: 'feed-benchmark-secret-long-enough-for-hs256' };
  const searchDirs = [mkdtempSync(join(tmpdir(), 'horeca-feed-search-a-')), mkdtempSync(join(tmpdir(), 'horeca-feed-search-b-'))];
  const startSearch = (at: number) => startServerProcess({ ...env, SERVICES: 'search', DATA_DIR: searchDirs[at] as string });
  const writer = await startServerProcess({ ...env, SERVICES: 'auth,product', DATA_DIR: writerDir });
  const searches = [await startSearch(0), await startSearch(1)];
  try {
    const sellers: BenchSeller[] = [];
    for (let index = 1; index <= 10; index += 1) sellers.push(await activeSeller(writer, writerDir, 'flux', index));
    const big = sellers[0] as BenchSeller;

    // One seller's catalogue grows in 50,000-row files: each call's rate, first to last.
    const rates: string[][] = [];
    for (let done = 0; done < products; done += importCall) {
      const rows = generatedRows(Math.min(importCall, products - done), `l${done / importCall}`, done / importCall + 1);
      const started = performance.now();
      const response = await call(writer, big, 'POST', '/product/bulk', { products: rows, wipePreviousData: false });
      if (response.status !== 201) throw new Error(`bulk import answered ${response.status}: ${await response.text()}`);
      const seconds = (performance.now() - started) / 1000;
      if (done === 0 || done + importCall >= products || done === Math.floor(products / importCall / 2) * importCall)
        rates.push([
          `${done.toLocaleString('en')} → ${(done + rows.length).toLocaleString('en')}`,
          `${seconds.toFixed(1)} s`,
          `${Math.round(rows.length / seconds).toLocaleString('en')} rows/s`,
        ]);
    }
    // A 200-row price update into the whole catalogue, as a distributor sends one.
    const update = generatedRows(200, 'l0', 1).map((row) => ({ ...row, price: Math.round(row.price * 105) / 100 }));
    const updates: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      const response = await call(writer, big, 'POST', '/product/bulk', {
        products: update.map((row) => ({ ...row, price: row.price + round })),
        wipePreviousData: false,
      });
      await response.arrayBuffer();
      updates.push(performance.now() - started);
    }
    const ceiling = await bareInsertRate(scratch.url, big.uuid, generatedRows(importCall, 'plafon', 99));
    printTable(
      `Bulk import by one seller (${title})`,
      ['catalogue', 'time', 'throughput'],
      [
        ...rates,
        ['200-row update into the whole catalogue, median of 5', ms(percentile(updates, 0.5)), ''],
        [
          `ceiling: ${importCall.toLocaleString('en')} rows in one INSERT into a bare copy of the table`,
          '',
          `${Math.round(ceiling).toLocaleString('en')} rows/s`,
        ],
      ],
    );

    for (const seller of sellers.slice(1)) {
      const response = await call(writer, seller, 'POST', '/product/bulk', {
        products: generatedRows(1_000, seller.uuid.slice(0, 6), 50),
        wipePreviousData: false,
      });
      if (response.status !== 201) throw new Error(`a seller's import answered ${response.status}: ${await response.text()}`);
    }
    // Both search processes apply the imports' changes from the feed before the writes start.
    const catchUp = await Promise.all(searches.map((search) => caughtUp(search)));
    console.log(`Both search processes caught up with the imports' feed in ${(Math.max(...catchUp) / 1000).toFixed(1)} s.`);
    const owned = new Map<BenchSeller, string[]>();
    for (const seller of sellers) {
      let uuids = await productsOf(searches[0] as ServerProcess, seller, 1_000);
      for (const waitedFrom = performance.now(); uuids.length === 0; uuids = await productsOf(searches[0] as ServerProcess, seller, 1_000)) {
        if (performance.now() - waitedFrom > 60_000) throw new Error("search showed none of a seller's products within a minute");
        await pause(100);
      }
      owned.set(seller, uuids);
    }

    const writes = await singleWrites(writer, sellers.slice(1), owned, writeSeconds);
    const quiet = await visibility(
      writer,
      searches[1] as ServerProcess,
      sellers[1] as BenchSeller,
      owned.get(sellers[1] as BenchSeller) as string[],
      visibilitySamples,
    );
    printTable(
      `Writes and their visibility in another search process (${title})`,
      ['measure', 'rate', 'p50', 'p95', 'p99', 'errors'],
      [
        [
          `single product edits, ${writeClients} clients, ${writeSeconds} s`,
          `${writes.rate.toFixed(0)}/s`,
          ms(percentile(writes.latencies, 0.5)),
          ms(percentile(writes.latencies, 0.95)),
          ms(percentile(writes.latencies, 0.99)),
          writes.errors,
        ],
        [
          `a write's answer → shown by the other search process, ${visibilitySamples} writes`,
          '',
          ms(percentile(quiet, 0.5)),
          ms(percentile(quiet, 0.95)),
          ms(percentile(quiet, 0.99)),
          '',
        ],
      ],
    );

    const warm = await restartToReady(() => startSearch(1), searches[1] as ServerProcess);
    await rm(join(searchDirs[1] as string, 'search'), { recursive: true, force: true });
    const cold = await restartToReady(() => startSearch(1), warm.server);
    searches[1] = cold.server;
    printTable(
      `Restart to ready, a search process (${title})`,
      ['start', 'to /readyz 200'],
      [
        ['from its snapshot, then the feed after it', `${warm.seconds.toFixed(1)} s`],
        ['without a snapshot, from the database', `${cold.seconds.toFixed(1)} s`],
      ],
    );
  } finally {
    await Promise.all([writer, ...searches].map((server) => server.stop()));
    await scratch.drop();
  }
}

/**
 * Not covered: networks slower than loopback, and a catalogue spread over many processes' disks;
 * the import's ceiling leaves out the HTTP call, the validation and the matching of names;
 * the restart figures are on the same machine's disk, with the operating system's file cache warm.
 */
export async function benchCatalogueFeed(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('\nCatalogue feed: skipped (DATABASE_URL is not set; it needs separate processes on PostgreSQL).');
    return;
  }
  for (const products of (process.env.BENCH_FEED_PRODUCTS ?? '100000,1000000').split(',').map(Number)) await runSize(products);
}
