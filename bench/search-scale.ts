/**
 * Issue #15's benchmark: search as a visitor population uses it, at the catalogue sizes users
 * reach. A generated catalogue with real variety is imported by ten sellers through the API;
 * then thousands of distinct searches, each connection drawing them in its own order, run at
 * 1 and 20 clients beside a hello-world ceiling measured in the same run. Prints figures;
 * passes or fails nothing.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/database';
import { insertSellers } from '../server/testing/bulk-sellers';
import { cities } from '../openapi/domain/cities';
import { createScratchDatabase } from '../server/testing/scratch-postgres';
import { startServerProcess, untilReady, type ServerProcess } from '../server/testing/server-process';
import { generatedRows } from './generated-catalogue';
import { withHelloServer } from './hello-server-process';
import { benchQueries, groupsOf, queryGroups, queryKinds, shuffled, type BenchQuery, type QueryGroup, type QueryKind } from './search-queries';
import type { components } from '../openapi/generated/search';
import { activeSeller, deliverTo, type BenchSeller } from './sellers';
import { ms, percentile, printTable } from './stats';
import { parseServerTiming } from '../server/frontend/server-timing';

type SearchRequest = components['schemas']['SearchRequest'];

const sellerCount = 10;
const distinctQueries = 5_000;

interface Setup {
  engine: 'PGlite' | 'PostgreSQL';
  products: number;
}

/** The sizes to run: `BENCH_PRODUCTS` (comma-separated) or 100,000 on both engines and 1,000,000 on PostgreSQL. */
function setups(): Setup[] {
  const sizes = (process.env.BENCH_PRODUCTS ?? '100000,1000000').split(',').map(Number);
  const list: Setup[] = [];
  for (const products of sizes) {
    if (products <= 100_000) list.push({ engine: 'PGlite', products });
    if (process.env.DATABASE_URL) list.push({ engine: 'PostgreSQL', products });
  }
  if (!process.env.DATABASE_URL) console.log('\nSearch at scale on PostgreSQL: skipped (DATABASE_URL is not set).');
  return list;
}

interface Measured {
  rps: number;
  latencies: number[];
  byKind: Map<QueryKind, number[]>;
  byGroup: Map<QueryGroup, number[]>;
  errors: number;
  /** When each query was answered and which it was, to tell how often an answer cache could have served it. */
  answered: { at: number; key: string }[];
}

/**
 * The share of answers that a cache keeping each answer for `ttlMs` could have served: the
 * same query answered within the last `ttlMs`. The search service has no answer cache
 * (decision 014); this says what one would have saved under this mix.
 */
function cacheableShare(answered: Measured['answered'], ttlMs: number): number {
  const last = new Map<string, number>();
  let hits = 0;
  for (const { at, key } of [...answered].sort((a, b) => a.at - b.at)) {
    const before = last.get(key);
    if (before !== undefined && at - before < ttlMs) hits += 1;
    else last.set(key, at);
  }
  return answered.length === 0 ? 0 : hits / answered.length;
}

/**
 * `connections` clients for `seconds`, each replaying the queries in an order of its own. One
 * autocannon instance drives each client, so the i-th answer of a client is its i-th query.
 * Given several search processes' addresses, the clients are dealt among them in turn, as a
 * balancer holding each client's connection to one process would.
 */
async function measure(urls: string | string[], queries: BenchQuery[], connections: number, seconds: number): Promise<Measured> {
  const addresses = typeof urls === 'string' ? [urls] : urls;
  const latencies: number[] = [];
  const byKind = new Map<QueryKind, number[]>(queryKinds.map((kind) => [kind, []]));
  const byGroup = new Map<QueryGroup, number[]>(queryGroups.map((group) => [group, []]));
  const answered: Measured['answered'] = [];
  let errors = 0;
  const client = (index: number) => {
    const order = shuffled(queries, 1_000 + index);
    const requests = order.map((query) => ({
      method: 'POST' as const,
      path: '/svc/search/api/search',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(query.request),
    }));
    let responses = 0;
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: addresses[index % addresses.length] as string, connections: 1, duration: seconds, requests }, (error, finished) =>
        error ? reject(error) : resolve(finished),
      );
      instance.on('response', (_client, status, _bytes, time) => {
        const query = order[responses % order.length] as BenchQuery;
        responses += 1;
        if (status !== 200) {
          errors += 1;
          return;
        }
        latencies.push(time);
        byKind.get(query.kind)?.push(time);
        for (const group of groupsOf(query)) byGroup.get(group)?.push(time);
        answered.push({ at: performance.now(), key: JSON.stringify(query.request) });
      });
    });
  };
  const results = await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    rps: total / seconds,
    latencies,
    byKind,
    byGroup,
    answered,
    errors: errors + results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

/** The hello-world route, driven as the searches are (one autocannon client per connection). */
async function measureCeiling(url: string, connections: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  const results = await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon({ url: `${url}/hello`, connections: 1, duration: seconds }, (error, finished) =>
            error ? reject(error) : resolve(finished),
          );
          instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
        }),
    ),
  );
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    rps: sum((result) => result.requests.total) / seconds,
    latencies,
    byKind: new Map(),
    byGroup: new Map(),
    answered: [],
    errors: sum((result) => result.errors + result.non2xx),
  };
}

/**
 * Pages as a shared link or a crawler asks for them (GET, `accept: text/html`): each client
 * its own order of `paths`, one autocannon instance per client, as the searches are driven.
 */
async function measurePages(url: string, paths: string[], connections: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const results = await Promise.all(
    Array.from({ length: connections }, (_, index) => {
      const requests = shuffled(paths, 2_000 + index).map((path) => ({ method: 'GET' as const, path, headers: { accept: 'text/html' } }));
      return new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon({ url, connections: 1, duration: seconds, requests }, (error, finished) => (error ? reject(error) : resolve(finished)));
        instance.on('response', (_client, status, _bytes, time) => (status === 200 ? latencies.push(time) : (errors += 1)));
      });
    }),
  );
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    rps: total / seconds,
    latencies,
    byKind: new Map(),
    byGroup: new Map(),
    answered: [],
    errors: errors + results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

/** Each phase's durations, as the pages' `Server-Timing` headers gave them, and their sum per page. */
type PagePhases = Map<string, number[]>;

/**
 * Where a page's time goes inside the server: one client asks for `paths` in its own order and
 * reads each answer's `Server-Timing` (reading headers makes autocannon keep every body, which
 * costs the client, so this is a run of its own, apart from the latency runs).
 */
async function measurePagePhases(url: string, paths: string[], seconds: number): Promise<PagePhases> {
  const phases: PagePhases = new Map([['server, in all', []]]);
  const record = (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
    // autocannon keeps each header's name as the server wrote it.
    const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'server-timing')?.[1];
    const timing = parseServerTiming([header ?? []].flat().join(', '));
    for (const [phase, duration] of Object.entries(timing)) {
      if (!phases.has(phase)) phases.set(phase, []);
      phases.get(phase)?.push(duration);
    }
    phases.get('server, in all')?.push(Object.values(timing).reduce((sum, duration) => sum + duration, 0));
  };
  const requests = shuffled(paths, 3_000).map((path) => ({ method: 'GET' as const, path, headers: { accept: 'text/html' }, onResponse: record }));
  await autocannon({ url, connections: 1, duration: seconds, requests });
  return phases;
}

/** The share of `queries` that `belongs` picks. */
const shareOf = (queries: BenchQuery[], belongs: (query: BenchQuery) => boolean): number => queries.filter(belongs).length / queries.length;

/** A row of a per-kind table: what, its share of the queries, and its answers' times. */
const timingRow = (what: string, share: number, times: number[]): string[] => [
  what,
  `${(share * 100).toFixed(0)}%`,
  ms(percentile(times, 0.5)),
  ms(percentile(times, 0.95)),
  ms(Math.max(...times)),
];

const phaseRows = (what: string, phases: PagePhases): string[][] =>
  [...phases].map(([phase, durations]) => [what, phase, ms(percentile(durations, 0.5)), ms(percentile(durations, 0.95)), ms(percentile(durations, 0.99))]);

/** A search's page address, as the screen writes it into the address bar. */
function searchPagePath(request: SearchRequest): string {
  const query = new URLSearchParams();
  if (request.name) query.set('q', request.name);
  if (request.city !== 'Toate') query.set('city', request.city);
  if (request.sort[0] && request.sort[0] !== 'NO_SORT') query.set('sort', request.sort[0]);
  for (const filter of request.filter) query.append('filter', filter);
  if (request.owner) query.set('owner', request.owner);
  return `/search?${query.toString()}`;
}

/** Sellers in all, as issue #49 measures seller pages: the bench's large ones and, on PostgreSQL, small ones without products beside them. */
const sellerPageSellers = 1_000;

/**
 * The seller pages' addresses (issue #49), each seller's own and with a text searched on it:
 * on PostgreSQL the small sellers are written straight to the database (their pages show the
 * seller with no products); PGlite's database belongs to the server process, so there the
 * bench's large sellers alone are measured.
 */
async function sellerPagePaths(databaseUrl: string, large: number): Promise<string[]> {
  const slugs = Array.from({ length: large }, (_, index) => `scala-${index + 1}-srl`);
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    try {
      await insertSellers(database, sellerPageSellers - large, 'mic');
      const rows = await database.db.selectFrom('users').select('slug').where('username', 'like', 'mic%').execute();
      slugs.push(...rows.flatMap((row) => (row.slug ? [row.slug] : [])));
    } finally {
      await database.close();
    }
  }
  return shuffled(
    slugs.flatMap((slug, index) => [`/seller/${slug}`, `/seller/${slug}?q=${['cafea', 'ulei', 'zahar', 'pahar'][index % 4]}`]),
    49,
  );
}

/** Up to `count` product uuids, newest first, for product pages drawn at random. */
async function someProducts(url: string, count: number): Promise<string[]> {
  const response = await fetch(`${url}/svc/search/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: '', city: 'Toate', page: 0, perPage: count, filter: [], sort: ['BY_DATE_DESC'] }),
  });
  return ((await response.json()) as { products: { uuid: string }[] }).products.map((product) => product.uuid);
}

const row = (label: string, run: Measured) => [
  label,
  run.rps.toFixed(0),
  ms(percentile(run.latencies, 0.5)),
  ms(percentile(run.latencies, 0.95)),
  ms(percentile(run.latencies, 0.99)),
  run.errors,
];

/** Resident memory of a process, from /proc. */
function residentMegabytes(pid: number | undefined): string {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return `${(kb / 1024).toFixed(0)} MB`;
}

/** One bulk call, as a seller's catalogue file arrives; answers the server's counts and the time it took. */
async function bulkCall(server: ServerProcess, seller: BenchSeller, rows: ReturnType<typeof generatedRows>, wipePreviousData: boolean) {
  const started = performance.now();
  const response = await fetch(`${server.url}/svc/product/product/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: seller.cookie },
    body: JSON.stringify({ products: rows, wipePreviousData }),
  });
  if (response.status !== 201) throw new Error(`bulk import answered ${response.status}: ${await response.text()}`);
  return {
    counts: (await response.json()) as { created: number; updated: number; unchanged: number; deleted: number },
    seconds: (performance.now() - started) / 1000,
  };
}

/** Each seller imports its whole catalogue as one file, into an empty catalogue. */
async function importCatalogue(server: ServerProcess, sellers: BenchSeller[], products: number): Promise<string[]> {
  const perSeller = Math.ceil(products / sellers.length);
  let seconds = 0;
  for (const [index, seller] of sellers.entries()) seconds += (await bulkCall(server, seller, generatedRows(perSeller, '', index + 1), true)).seconds;
  const rows = perSeller * sellers.length;
  return [
    'first import',
    rows.toLocaleString('en'),
    `${sellers.length} files of ${perSeller.toLocaleString('en')} rows`,
    `${seconds.toFixed(1)} s`,
    `${Math.round(rows / seconds).toLocaleString('en')} rows/s`,
  ];
}

/**
 * The first seller imports the same file again with every tenth price changed, as a weekly
 * price list would: every row is matched with the catalogue by name, a tenth rewritten in place.
 */
async function reimportPriceList(server: ServerProcess, seller: BenchSeller, products: number, sellerCount: number): Promise<string[]> {
  const perSeller = Math.ceil(products / sellerCount);
  const rows = generatedRows(perSeller, '', 1).map((row, index) => (index % 10 === 0 ? { ...row, price: Math.round(row.price * 110) / 100 } : row));
  const { counts, seconds } = await bulkCall(server, seller, rows, true);
  return [
    'the same file, a tenth repriced',
    perSeller.toLocaleString('en'),
    `${counts.updated.toLocaleString('en')} updated, ${counts.unchanged.toLocaleString('en')} unchanged, ${counts.created} new`,
    `${seconds.toFixed(1)} s`,
    `${Math.round(perSeller / seconds).toLocaleString('en')} rows/s`,
  ];
}

async function sitemapCall(server: ServerProcess) {
  const started = performance.now();
  const response = await fetch(`${server.url}/svc/search/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify({ name: '', city: 'Toate', page: 0, perPage: 1_000_000, filter: [], sort: ['BY_DATE_DESC'] }),
  });
  const reader = response.body?.getReader();
  let bytes = 0;
  let firstBytes = 0;
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    if (bytes === 0) firstBytes = performance.now() - started;
    bytes += chunk.value.length;
  }
  return [`${(firstBytes / 1000).toFixed(2)} s`, `${((performance.now() - started) / 1000).toFixed(2)} s`, `${(bytes / 1_048_576).toFixed(0)} MB`];
}

/** Waits until the search process has no index load running, seen twice a second apart (`/readyz`'s `search.loadProgress`). */
async function untilNoReload(url: string): Promise<void> {
  const loading = async () => ((await (await fetch(`${url}/readyz`)).json()) as { search?: { loadProgress: unknown } }).search?.loadProgress != null;
  for (let quiet = 0; quiet < 2;) {
    quiet = (await loading()) ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * A second process serving search alone from the same PostgreSQL database, as a deployment
 * that scales search out runs it (decision 019): it loads the catalogue and follows the feed.
 */
async function withSecondSearchProcess<T>(env: Record<string, string>, work: (second: ServerProcess) => Promise<T>): Promise<T> {
  const second = await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'horeca-scale-second-')), SERVICES: 'search' });
  try {
    await untilReady(second.url, 600_000);
    await untilNoReload(second.url);
    return await work(second);
  } finally {
    await second.stop();
  }
}

async function runSetup({ engine, products }: Setup, seconds: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'horeca-scale-'));
  const scratch = engine === 'PostgreSQL' ? await createScratchDatabase(process.env.DATABASE_URL as string, 'horeca_scale') : undefined;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    JWT_SECRET: 'scale-benchmark-secret-long-enough-for-hs256',
    // The pages say where their time went (read back below); a deployment keeps that to administrators.
    SERVER_TIMING: 'true',
  };
  const title = `${engine}, ${products.toLocaleString('en')} products`;
  console.log(`\n=== Search at scale: ${title} ===`);
  const server = await startServerProcess(env);
  try {
    const sellers = [];
    for (let index = 1; index <= sellerCount; index += 1) sellers.push(await activeSeller(server, dataDir, 'scala', index));
    // Where they deliver (issue #49): the first everywhere, as a national distributor does, the rest to a few cities each.
    for (const [index, seller] of sellers.entries()) {
      await deliverTo(server, seller, index === 0 ? cities : cities.filter((_, city) => city % (sellers.length + 1) === index || city % 7 === index % 7));
    }
    printTable(
      `Bulk import (${title})`,
      ['import', 'rows', 'files', 'time', 'throughput'],
      [await importCatalogue(server, sellers, products), await reimportPriceList(server, sellers[0] as BenchSeller, products, sellers.length)],
    );
    // The import's tidy-up (VACUUM, statistics) runs after it answers, and the index may reload
    // in the background (to put replaced documents or the date order right); searching
    // meanwhile would measure those.
    await new Promise((resolve) => setTimeout(resolve, Math.max(5_000, products / 50)));
    await untilNoReload(server.url);
    const queries = benchQueries(
      distinctQueries,
      7,
      sellers.map((seller) => seller.uuid),
    );
    await measure(server.url, queries, 1, 2);
    const one = await measure(server.url, queries, 1, seconds);
    // The pages need the front-end build the server serves and renders with (`npm run build`, which `npm test` and `npm start` run).
    const built = existsSync('dist/index.html') && existsSync('dist/server/entry-server.js');
    const searchPaths = queries.map((query) => searchPagePath(query.request));
    const searchPages = built ? await measurePages(server.url, searchPaths, 1, seconds) : undefined;
    const productPaths = built ? (await someProducts(server.url, distinctQueries)).map((uuid) => `/product?id=${uuid}`) : [];
    const productPages = built ? await measurePages(server.url, productPaths, 1, seconds) : undefined;
    const sellerPaths = built ? await sellerPagePaths(env.DATABASE_URL, sellers.length) : [];
    const sellerPages = built ? await measurePages(server.url, sellerPaths, 1, seconds) : undefined;
    // A private page is the shell with its head, rendered by no one: what a page costs beside its render.
    const shellPages = built ? await measurePages(server.url, ['/login'], 1, seconds) : undefined;
    const phaseSeconds = Math.max(3, Math.round(seconds / 2));
    const searchPhases = built ? await measurePagePhases(server.url, searchPaths, phaseSeconds) : undefined;
    const productPhases = built ? await measurePagePhases(server.url, productPaths, phaseSeconds) : undefined;
    const sellerPhases = built ? await measurePagePhases(server.url, sellerPaths, phaseSeconds) : undefined;
    const twenty = await measure(server.url, queries, 20, seconds);
    const ceiling = await withHelloServer((url) => measureCeiling(url, 20, seconds));
    const memory = residentMegabytes(server.child.pid);
    const sitemap = await sitemapCall(server);
    const spread =
      engine === 'PostgreSQL' ? await withSecondSearchProcess(env, (second) => measure([server.url, second.url], queries, 20, seconds)) : undefined;

    printTable(
      `Search, ${queries.length.toLocaleString('en')} distinct queries drawn at random per connection, no answer cache, ${seconds} s per run (${title})`,
      ['clients', 'req/s', 'p50', 'p95', 'p99', 'errors'],
      [
        row('1', one),
        row('20', twenty),
        ...(spread ? [row('20, dealt between this process and a second search process (SERVICES=search, the same database)', spread)] : []),
        row('hello-world Fastify, 20 (ceiling, same run)', ceiling),
        ['20 clients / ceiling', `${((twenty.rps / ceiling.rps) * 100).toFixed(1)}%`, '', '', '', ''],
        [
          '20 clients: answers a 1 s answer cache could have served (not the headline)',
          `${(cacheableShare(twenty.answered, 1_000) * 100).toFixed(1)}%`,
          '',
          '',
          '',
          '',
        ],
      ],
    );
    if (!searchPages || !productPages || !sellerPages || !shellPages)
      console.log('\nPages as a crawler reads them: skipped (no front-end build in dist/; run `npm run build`).');
    else
      printTable(
        `Pages as a link preview or a crawler reads them, 1 client, ${seconds} s per run (${title}; decisions 033 and 039: head and body rendered on the server, the body in its own thread)`,
        ['what', 'req/s', 'p50', 'p95', 'p99', 'errors'],
        [
          row('search call (POST, JSON), for comparison', one),
          row(`search pages: the same ${queries.length.toLocaleString('en')} searches as addresses, rendered with their first page and counts`, searchPages),
          row(`product pages: ${distinctQueries.toLocaleString('en')} products drawn at random (read from the database), rendered`, productPages),
          row(
            `seller pages (issue #49, budget p95 15 ms): ${(sellerPaths.length / 2).toLocaleString('en')} sellers (${sellers.length} with ${Math.ceil(products / sellers.length).toLocaleString('en')} products each), each alone and with a text searched, drawn at random, rendered`,
            sellerPages,
          ),
          row('a private page (/login): the shell with its head, nothing rendered, for comparison', shellPages),
        ],
      );
    if (searchPhases && productPhases && sellerPhases)
      printTable(
        `Where a page's time goes inside the server, read from its Server-Timing header (${title}; 1 client, ${phaseSeconds} s per page kind, a run of its own: HTTP and the client are not in these)`,
        ['pages', 'phase', 'p50', 'p95', 'p99'],
        [...phaseRows('search pages', searchPhases), ...phaseRows('product pages', productPhases), ...phaseRows('seller pages', sellerPhases)],
      );
    printTable(
      `Per kind of query, 1 client (${title})`,
      ['kind', 'share', 'p50', 'p95', 'max'],
      queryKinds.map((kind) =>
        timingRow(
          kind,
          shareOf(queries, (query) => query.kind === kind),
          one.byKind.get(kind) ?? [],
        ),
      ),
    );
    printTable(
      `Per what a query holds, 1 client (${title})`,
      ['queries', 'share', 'p50', 'p95', 'max'],
      queryGroups.map((group) =>
        timingRow(
          group,
          shareOf(queries, (query) => groupsOf(query).includes(group)),
          one.byGroup.get(group) ?? [],
        ),
      ),
    );
    printTable(
      `Search process and the sitemap call (${title})`,
      ['resident memory after the runs', 'sitemap: first bytes', 'sitemap: whole answer', 'sitemap: size'],
      [[memory, ...sitemap]],
    );
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

/**
 * On PostgreSQL, 20 clients also run dealt between two search processes, all on this
 * machine's two cores with the clients. Not covered: the browser (the search screen's own work), networks slower than loopback,
 * writes running during the searches (`bench/load.ts` mixes them in), and a search process
 * restarted on a large catalogue (the figures start after it is serving).
 */
export async function benchSearchScale(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  for (const setup of setups()) await runSetup(setup, seconds);
}
