/**
 * Issue #9's load benchmark: 60 s (LOAD_SECONDS) of mixed traffic against the server on
 * PostgreSQL with 100,000 products: 80% search, 10% product page, 5% management list, 5%
 * writes by several sellers. Beside it, in the same run, the searches alone and a hello-world
 * Fastify route as the ceiling, the three alternating in rounds. Prints req/s, p50/p95/p99 and
 * errors; passes or fails nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../server/testing/scratch-postgres';
import { HttpSession, signInAsAdmin, startServerProcess, type ServerProcess } from '../server/testing/server-process';
import { productInput } from '../server/testing/product-input';
import { generatedRows } from './generated-catalogue';
import { benchQueries } from './search-queries';
import { withHelloServer } from './hello-server-process';
import { activeSeller } from './sellers';
import { ms, percentile, printTable } from './stats';

const admin = {
  ADMIN_USERNAME: 'loadadmin',
  ADMIN_PASSWORD: 'Sarcina!Grea#2345',
  ADMIN_EMAIL: 'load@horeca.test',
  JWT_SECRET: 'load-benchmark-secret-long-enough-for-hs256',
};
const sellerCount = 5;
/** Each seller edits its own products in turn, as a seller repricing a catalogue would. */
const productsPerSeller = 20;

/** A seller with products of its own to reprice, each as its create body. */
async function sellerWithProducts(server: ServerProcess, dataDir: string, index: number) {
  const { cookie } = await activeSeller(server, dataDir, 'incarcare', index);
  const products = [];
  for (const row of generatedRows(productsPerSeller, `vânzător ${index}`, index + 100)) {
    const { deliverable, enabled, ...rest } = row;
    const input = productInput({ ...rest, isDeliverable: deliverable, isEnabled: true });
    const created = await fetch(`${server.url}/svc/product/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(input),
    });
    products.push({ uuid: ((await created.json()) as { uuid: string }).uuid, input });
  }
  return { cookie, products };
}

interface Run {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
}

/**
 * `connections` clients for `seconds`, client k replaying `requests` from position k × `stagger`
 * onwards. One autocannon instance drives each client: with a single instance every connection
 * replays the list from its start in step, so all of them would edit the same product at the
 * same moment and the run would measure a lock queue no set of sellers makes.
 */
async function load(url: string, requests: autocannon.Request[], seconds: number, connections: number, stagger = 0): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const failed = new Map<number, number>();
  const client = (index: number) => {
    const start = (index * stagger) % requests.length;
    const rotated = [...requests.slice(start), ...requests.slice(0, start)];
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url, connections: 1, duration: seconds, requests: rotated }, (error, finished) =>
        error ? reject(error) : resolve(finished),
      );
      instance.on('response', (_client, status, _bytes, time) => {
        if (status >= 200 && status < 300) latencies.push(time);
        else {
          errors += 1;
          failed.set(status, (failed.get(status) ?? 0) + 1);
        }
      });
    });
  };
  const results = await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
  if (failed.size > 0) console.log(`  non-2xx answers: ${[...failed].map(([status, count]) => `${status}×${count}`).join(', ')}`);
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, result) => total + pick(result), 0);
  return { requests: sum((result) => result.requests.total), seconds, latencies, errors: errors + sum((result) => result.errors + result.timeouts) };
}

/** Several rounds of one run, as one: req/s over their whole time, percentiles over every answer. */
function summary(runs: Run[]) {
  const latencies = runs.flatMap((run) => run.latencies);
  const total = (pick: (run: Run) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  return {
    rps: total((run) => run.requests) / total((run) => run.seconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: total((run) => run.errors),
  };
}

/** The three runs alternate in this many rounds, so the drift of a shared machine touches them alike. */
const rounds = 4;

export async function benchLoad(): Promise<void> {
  const postgresUrl = process.env.DATABASE_URL;
  if (!postgresUrl) {
    console.log('\nLoad: skipped (DATABASE_URL is not set; the load test runs on PostgreSQL).');
    return;
  }
  const seconds = Number(process.env.LOAD_SECONDS ?? 60);
  const connections = 20;
  const scratch = await createScratchDatabase(postgresUrl, 'horeca_load');
  const dataDir = mkdtempSync(join(tmpdir(), 'horeca-load-'));
  const server = await startServerProcess({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000', ...admin });
  try {
    const adminSession = new HttpSession();
    await signInAsAdmin(adminSession, server.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
    await adminSession.request(`${server.url}/svc/product/product/bulk`, {
      method: 'POST',
      body: { products: generatedRows(100_000), wipePreviousData: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const sellers = await Promise.all(Array.from({ length: sellerCount }, (_, index) => sellerWithProducts(server, dataDir, index + 1)));
    const page = (await (
      await fetch(`${server.url}/svc/search/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: '', city: 'Toate', page: 0, perPage: 48, filter: [], sort: [] }),
      })
    ).json()) as { products: { uuid: string }[] };

    const json = { 'content-type': 'application/json' };
    // A cycle of 20 requests: 16 searches, 2 product pages, 1 management list, 1 write.
    const cycleLength = 20;
    // Distinct searches as visitors type them (bench/search-queries.ts), 16 new ones each turn.
    const searches = benchQueries(2_000, 3).map(({ request }) => ({
      method: 'POST' as const,
      path: '/svc/search/api/search',
      headers: json,
      body: JSON.stringify(request),
    }));
    const cycle = (seller: (typeof sellers)[number], turn: number, sellerIndex: number): autocannon.Request[] => {
      const edited = seller.products[turn % seller.products.length]!;
      const from = ((turn * sellerCount + sellerIndex) * 16) % searches.length;
      return [
        ...searches.slice(from, from + 16),
        ...page.products.slice(2 * turn, 2 * turn + 2).map((product) => ({ method: 'GET' as const, path: `/svc/search/api/search/${product.uuid}` })),
        { method: 'GET', path: '/svc/product/product?perPage=12&page=0', headers: { cookie: seller.cookie } },
        {
          method: 'PUT',
          path: `/svc/product/product/${edited.uuid}`,
          headers: { ...json, cookie: seller.cookie },
          body: JSON.stringify({ ...edited.input, price: Number(edited.input.price) + turn + 1 }),
        },
      ];
    };
    // Turn by turn, every seller writes: several sellers write at once, each to its own products.
    const mixedRequests = Array.from({ length: productsPerSeller }, (_, turn) => sellers.flatMap((seller, index) => cycle(seller, turn, index))).flat();
    const runs = { mixed: [] as Run[], searchOnly: [] as Run[], ceiling: [] as Run[] };
    const shortRound = Math.min(seconds, 20) / rounds;
    await withHelloServer(async (helloUrl) => {
      for (let round = 0; round < rounds; round += 1) {
        // Each connection starts a turn later than the one before, so at any moment the writers
        // edit different products, as five sellers working through their own lists would.
        runs.mixed.push(await load(server.url, mixedRequests, seconds / rounds, connections, sellerCount * cycleLength));
        runs.searchOnly.push(await load(server.url, searches, shortRound, connections));
        runs.ceiling.push(await load(helloUrl, [{ method: 'GET', path: '/hello' }], shortRound, connections));
      }
    });
    const [mixed, searchOnly, ceiling] = [summary(runs.mixed), summary(runs.searchOnly), summary(runs.ceiling)];
    const row = (label: string, run: ReturnType<typeof summary>) => [label, run.rps.toFixed(0), ms(run.p50), ms(run.p95), ms(run.p99), run.errors];
    const share = (rps: number) => `${((rps / ceiling.rps) * 100).toFixed(1)}%`;
    printTable(
      `Load: ${seconds} s mixed, ${connections} connections, in ${rounds} rounds alternating with search alone and the ceiling, PostgreSQL, 100,000 products (80% search, 10% product page, 5% list, 5% writes by ${sellerCount} sellers)`,
      ['run', 'req/s', 'p50', 'p95', 'p99', 'errors'],
      [
        row('mixed workload', mixed),
        // 16 of every 20 requests in the cycle are searches.
        ['  of which search', (mixed.rps * 0.8).toFixed(0), '', '', '', ''],
        row(`search alone (${searches.length.toLocaleString('en')} distinct searches)`, searchOnly),
        row('hello-world Fastify (ceiling)', ceiling),
        ['mixed / ceiling', share(mixed.rps), '', '', '', ''],
        ['search in the mix / ceiling (target ≥ 25%)', share(mixed.rps * 0.8), '', '', '', ''],
        ['search alone / ceiling', share(searchOnly.rps), '', '', '', ''],
      ],
    );
  } finally {
    await server.stop();
    await scratch.drop();
  }
}
