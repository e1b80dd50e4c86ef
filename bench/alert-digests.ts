/**
 * Issue #52's budget: 100,000 saved searches over a day of 50,000 catalogue changes are
 * evaluated within 5 minutes on this machine, with memory bounded. A catalogue of 100,000
 * generated products (10 sellers, one holding half; names, brands, cities and prices vary) is
 * written straight to the database; 100,000 confirmed saved searches, all due, are made from the
 * same words, cities, brands and price caps (one in ten with no text); then a day's changes are
 * written as writes make them, each with its row in the feed: 25,000 products listed and 25,000
 * prices changed (most down). One digest round then settles every search. Printed: its wall time,
 * the digests it owed, the heap's and the process's peak while it ran, and, as a floor measured
 * in the same run, the time to read the window's products once. PostgreSQL only (DATABASE_URL);
 * `BENCH_DIGEST_SEARCHES` and `BENCH_DIGEST_CHANGES` change the sizes. Passes or fails nothing.
 * It does not cover sending the mails (the outbox's own work), or searches served meanwhile.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DatabaseSchema } from '../server/db/schema';
import { changedProducts, shownProducts } from '../server/services/alerts/alert-window';
import { snapshotNow } from '../server/services/alerts/feed-snapshot';
import { runDigestRound } from '../server/services/alerts/digest-round';
import { matchingName } from '../server/services/catalogue/matching-name';
import { createScratchDatabase } from '../server/testing/scratch-postgres';
import { createSeller } from '../server/testing/test-server';
import { generatedRows } from './generated-catalogue';
import { benchQueries } from './search-queries';
import { ms, percentile, printTable } from './stats';

/**
 * `count` products of a real catalogue's variety (generatedRows, `seed`), half the big seller's and
 * the rest spread over the small ones, written by one INSERT per thousand; with their rows in the
 * feed when `feed` is set, as a seller's writes leave them.
 */
async function listProducts(db: Kysely<DatabaseSchema>, sellers: readonly string[], count: number, seed: number, feed: boolean): Promise<void> {
  const rows = generatedRows(count, '', seed);
  for (let start = 0; start < count; start += 1_000) {
    const part = rows.slice(start, start + 1_000);
    const column = <T>(pick: (row: (typeof rows)[number], at: number) => T) => part.map((row, at) => pick(row, start + at));
    await db.transaction().execute(async (trx) => {
      await sql`
        WITH made AS (
          INSERT INTO products (owner_uuid, name, name_key, description, price, vat_included, in_stock, negotiable, is_deliverable,
            sell_type, package_type, city, phone, is_enabled, brand, vat_rate)
          SELECT * FROM unnest(${column((_, at) => (at % 2 === 0 ? sellers[0] : sellers[1 + (at % (sellers.length - 1))]))}::uuid[],
            ${column((row) => row.name)}::text[], ${column((row) => matchingName(row.name))}::text[], ${column((row) => row.description)}::text[],
            ${column((row) => row.price)}::numeric[], ${column((row) => row.vatIncluded)}::boolean[], ${column((row) => row.inStock)}::boolean[],
            ${column((row) => row.negotiable)}::boolean[], ${column((row) => row.deliverable)}::boolean[], ${column((row) => row.sellType)}::text[],
            ${column((row) => row.packageType)}::text[], ${column((row) => row.city)}::text[], ${column((row) => row.phone)}::text[],
            ${column((row) => row.enabled)}::boolean[], ${column((row) => row.brand ?? null)}::text[], ${column((row) => row.vatRate ?? null)}::numeric[])
          RETURNING uuid
        )
        INSERT INTO catalogue_changes (kind, uuids) SELECT 'products', array_agg(uuid) FROM made WHERE ${feed} HAVING count(*) > 0`.execute(trx);
    });
  }
}

/** `count` price changes on products drawn at random, four in five down by up to a fifth, in writes of 1,000 with their feed rows. */
async function changePrices(db: Kysely<DatabaseSchema>, count: number): Promise<void> {
  for (let done = 0; done < count; done += 1_000) {
    await db.transaction().execute(async (trx) => {
      await sql`
        WITH picked AS (SELECT uuid FROM products TABLESAMPLE SYSTEM (2) ORDER BY random() LIMIT ${Math.min(1_000, count - done)}),
        changed AS (
          UPDATE products p SET price = round((p.price * (CASE WHEN random() < 0.8 THEN 0.8 + random() * 0.19 ELSE 1.05 END))::numeric, 2), updated_at = now()
          FROM picked WHERE p.uuid = picked.uuid RETURNING p.uuid
        )
        INSERT INTO catalogue_changes (kind, uuids) SELECT 'products', array_agg(uuid) FROM changed HAVING count(*) > 0`.execute(trx);
    });
  }
}

/**
 * `count` confirmed saved searches by e-mail, all due: the search bench's distinct queries
 * (benchQueries: words, prefixes, brands, typos, empty text with a city or a switch, price
 * ranges, brand filters, one seller's products) without their page, two in three daily.
 */
async function saveSearches(db: Kysely<DatabaseSchema>, count: number, owners: string[]): Promise<void> {
  const criteria = benchQueries(count, 52, owners).map(({ request }) => {
    const { page: _page, perPage: _perPage, ...saved } = request;
    return JSON.stringify(saved);
  });
  for (let start = 0; start < criteria.length; start += 10_000) {
    await sql`
      INSERT INTO saved_searches (email, name, criteria, frequency, confirmed_at, unsubscribe_token, next_due_at)
      SELECT 'cautare' || n || '@exemplu.ro', 'Căutarea ' || n, criteria, CASE WHEN n % 3 = 0 THEN 'WEEKLY' ELSE 'DAILY' END, now(),
        'jeton-' || n || '-' || md5(n::text), now() - interval '1 minute'
      FROM unnest(${criteria.slice(start, start + 10_000)}::jsonb[]) WITH ORDINALITY AS saved(criteria, at), LATERAL (SELECT ${start}::int + at AS n) AS numbered`.execute(
      db,
    );
  }
}

/**
 * What the search processes meet while a round runs, from a connection of its own: every 200 ms a
 * write commits, and the time until the feed's horizon passes it (until a search process could
 * read it, decision 019) is noted. Stop it to get the notes.
 */
function horizonProbe(databaseUrl: string): { stop: () => Promise<number[]> } {
  const client = new pg.Client({ connectionString: databaseUrl });
  const waits: number[] = [];
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
      const written = performance.now();
      for (;;) {
        const passed = await client.query<{ passed: boolean }>('SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS passed', [rows[0]?.xid]);
        if (passed.rows[0]?.passed) break;
        await pause(5);
      }
      waits.push(performance.now() - written);
      await pause(200);
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return waits;
    },
  };
}

export async function benchAlertDigests(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('\nSaved-search digests: skipped (DATABASE_URL is not set).');
    return;
  }
  const searches = Number(process.env.BENCH_DIGEST_SEARCHES ?? 100_000);
  const changes = Number(process.env.BENCH_DIGEST_CHANGES ?? 50_000);
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'horeca_bench_digests');
  const database = await openDatabase({ databaseUrl: scratch.url });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const sellers = [];
    for (let index = 0; index < 40; index += 1) sellers.push((await createSeller({ database })).uuid);
    await listProducts(db, sellers, 100_000, 1, false);
    await saveSearches(db, searches, sellers);
    await sql`ANALYZE`.execute(db);
    // The day: half new listings, half price changes, each write with its row in the feed.
    await listProducts(db, sellers, changes / 2, 2, true);
    await changePrices(db, changes / 2);
    await sql`ANALYZE`.execute(db);

    const floorStarted = performance.now();
    const window = { from: 0n, until: (await snapshotNow(db)).xmax };
    const named = [...(await changedProducts(db, window)).keys()];
    for (let start = 0; start < named.length; start += 5_000) await shownProducts(db, named.slice(start, start + 5_000));
    const floor = (performance.now() - floorStarted) / 1000;

    let peakHeap = 0;
    let peakRss = 0;
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      peakHeap = Math.max(peakHeap, memory.heapUsed);
      peakRss = Math.max(peakRss, memory.rss);
    }, 50);
    const heapBefore = process.memoryUsage().heapUsed;
    const probe = horizonProbe(scratch.url);
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const started = performance.now();
    const round = await runDigestRound(db, { site: { siteName: 'Catalog HoReCa', publicUrl: 'https://catalog.example' } });
    const seconds = (performance.now() - started) / 1000;
    stalls.disable();
    clearInterval(sampler);
    const waits = await probe.stop();
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    printTable(
      'Saved-search digests (issue #52): one round over a day of changes, PostgreSQL',
      [
        'searches',
        'changes',
        'products named',
        'digests owed',
        'round',
        'floor: read the window once',
        'heap peak (before)',
        'process peak',
        'feed horizon wait p50 / p95 / max',
        'event loop stall max',
        'budget',
      ],
      [
        [
          searches.toLocaleString('en'),
          changes.toLocaleString('en'),
          named.length.toLocaleString('en'),
          round.mailed.toLocaleString('en'),
          `${seconds.toFixed(1)} s`,
          `${floor.toFixed(1)} s`,
          `${mb(peakHeap)} (${mb(heapBefore)})`,
          mb(peakRss),
          `${ms(percentile(waits, 0.5))} / ${ms(percentile(waits, 0.95))} / ${ms(Math.max(...waits))}`,
          ms(stalls.max / 1e6),
          '≤ 300 s',
        ],
      ],
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}
