/**
 * Issue #4's benchmark: bulk import of 10,000 and 100,000 rows, the search API at 1 and 20
 * concurrent clients against the same SQL timed raw, and the sitemap call at 100,000
 * products. Prints figures; passes or fails nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { localCaptchaToken } from '../openapi/runtime-config';
import { openDatabase, pgliteDirIn, type Database } from '../server/db/database';
import { firstBatch } from '../server/services/search/search-pages';
import type { SearchRequest } from '../server/services/search/search-plan';
import { createScratchDatabase } from '../server/testing/scratch-postgres';
import { HttpSession, startServerProcess, type ServerProcess } from '../server/testing/server-process';
import { generatedRows } from './generated-catalogue';
import { ms, percentile, printTable } from './stats';

const admin = { ADMIN_USERNAME: 'benchadmin', ADMIN_PASSWORD: 'Bench!2345', ADMIN_EMAIL: 'bench@horeca.test', JWT_SECRET: 'benchmark-secret-long-enough-for-hs256!' };

const base: SearchRequest = { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] };
/** The fixed mix the budget speaks of: text, text with city and filters, every sort, deep pages. */
export const searchMix: [label: string, request: SearchRequest][] = [
  ['text', { ...base, name: 'cafea boabe' }],
  ['text prefix', { ...base, name: 'farf' }],
  ['text + city + filters', { ...base, name: 'vin', city: 'Brașov', filter: ['IN_STOCK', 'DELIVERABLE'] }],
  ['text + city', { ...base, name: 'cafea', city: 'București' }],
  ['no text, newest', { ...base, sort: ['BY_DATE_DESC'] }],
  ['no text, oldest', { ...base, sort: ['BY_DATE_ASC'] }],
  ['price ascending', { ...base, sort: ['BY_PRICE_ASC'] }],
  ['price descending + city', { ...base, city: 'Cluj-Napoca', sort: ['BY_PRICE_DESC'] }],
  ['deep page 400', { ...base, page: 400, sort: ['BY_DATE_DESC'] }],
];

/** Typo tolerance runs only when full text finds nothing, so it is measured on its own. */
export const typoRequest: SearchRequest = { ...base, name: 'detergnet' };

interface Engine {
  name: string;
  env: Record<string, string>;
  openRaw: () => Promise<Database>;
  cleanup: () => Promise<void>;
}

async function engines(): Promise<Engine[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'horeca-bench-'));
  const list: Engine[] = [
    { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, openRaw: () => openDatabase({ pgliteDir: pgliteDirIn(dataDir) }), cleanup: async () => undefined },
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, 'horeca_bench');
    list.push({
      name: 'PostgreSQL',
      env: { DATABASE_URL: scratch.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'horeca-bench-')) },
      openRaw: () => openDatabase({ databaseUrl: scratch.url }),
      cleanup: scratch.drop,
    });
  } else {
    console.log('\nPostgreSQL: skipped (DATABASE_URL is not set).');
  }
  return list;
}

async function importRows(server: ServerProcess, session: HttpSession, count: number): Promise<[string, string, string]> {
  const rows = generatedRows(count);
  const started = performance.now();
  const response = await session.request(`${server.url}/svc/product/product/bulk`, { method: 'POST', body: { products: rows, wipePreviousData: true } });
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201) throw new Error(`bulk import answered ${response.status}: ${await response.text()}`);
  return [count.toLocaleString('en'), `${seconds.toFixed(2)} s`, `${Math.round(count / seconds).toLocaleString('en')} rows/s`];
}

async function apiLatencies(server: ServerProcess, requests: SearchRequest[], connections: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.url}/svc/search/api/search`,
        connections,
        duration: seconds,
        requests: requests.map((request) => ({
          method: 'POST' as const,
          path: '/svc/search/api/search',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      if (status === 200) latencies.push(time);
      else errors += 1;
    });
  });
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), requests: latencies.length, errors: errors + result.errors + result.non2xx, rps: result.requests.average };
}

async function rawLatencies(database: Database, requests: [string, SearchRequest][], rounds: number) {
  const samples: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, request] of requests) {
      const started = performance.now();
      await firstBatch(database.db, request, request.perPage, request.page * request.perPage);
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      perQuery.set(label, [...(perQuery.get(label) ?? []), elapsed]);
    }
  }
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    perQuery: [...perQuery].map(([label, times]) => [label, ms(percentile(times, 0.5)), ms(percentile(times, 0.95))]),
  };
}

async function sitemap(server: ServerProcess) {
  const started = performance.now();
  const response = await fetch(`${server.url}/svc/search/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify({ name: '', city: 'Toate', page: 0, perPage: 1_000_000, filter: [], sort: ['BY_DATE_DESC'] }),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  const products = (JSON.parse(body.toString('utf8')) as { products: unknown[] }).products.length;
  return { seconds, bytes: body.length, gzipBytes: gzipSync(body).length, products };
}

export async function benchSearchAndImport(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  for (const engine of await engines()) {
    console.log(`\n=== ${engine.name} ===`);
    try {
      const server = await startServerProcess({ ...engine.env, ...admin, LOG_LEVEL: 'warn' });
      const mix = searchMix.map(([, request]) => request);
      let api1;
      let api20;
      let typo;
      let map;
      try {
        const session = new HttpSession();
        await session.request(`${server.url}/svc/auth/api/auth/login`, {
          method: 'POST',
          body: { username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD, recaptchaToken: localCaptchaToken },
        });
        printTable(`Bulk import (${engine.name})`, ['rows', 'time', 'throughput'], [await importRows(server, session, 10_000), await importRows(server, session, 100_000)]);
        await apiLatencies(server, mix, 1, 2);
        api1 = await apiLatencies(server, mix, 1, seconds);
        api20 = await apiLatencies(server, mix, 20, seconds);
        typo = await apiLatencies(server, [typoRequest], 1, Math.max(2, seconds / 2));
        map = await sitemap(server);
      } finally {
        await server.stop();
      }
      const database = await engine.openRaw();
      let raw;
      let rawTypo;
      try {
        raw = await rawLatencies(database, searchMix, 30);
        rawTypo = await rawLatencies(database, [['typo fallback', typoRequest]], 30);
      } finally {
        await database.close();
      }
      printTable(`Search API, fixed mix of ${searchMix.length} queries, ${seconds} s per run (${engine.name}, 100,000 products)`, ['clients', 'p50', 'p95', 'req/s', 'errors', 'p95 / raw SQL p95'], [
        ['1', ms(api1.p50), ms(api1.p95), api1.rps.toFixed(0), api1.errors, `${(api1.p95 / raw.p95).toFixed(2)}×`],
        ['20', ms(api20.p50), ms(api20.p95), api20.rps.toFixed(0), api20.errors, `${(api20.p95 / raw.p95).toFixed(2)}×`],
        ['raw SQL (same queries, in process, sequential)', ms(raw.p50), ms(raw.p95), '', '', ''],
      ]);
      printTable(`Raw SQL per query (${engine.name})`, ['query', 'p50', 'p95'], raw.perQuery);
      printTable(`Typo fallback alone (${engine.name})`, ['clients', 'p50', 'p95', 'req/s', 'errors', 'p95 / raw SQL p95'], [
        ['1', ms(typo.p50), ms(typo.p95), typo.rps.toFixed(0), typo.errors, `${(typo.p95 / rawTypo.p95).toFixed(2)}×`],
        ['raw SQL', ms(rawTypo.p50), ms(rawTypo.p95), '', '', ''],
      ]);
      printTable(`Sitemap call (${engine.name})`, ['products', 'time', 'bytes', 'gzip bytes'], [
        [map.products.toLocaleString('en'), `${map.seconds.toFixed(2)} s`, map.bytes.toLocaleString('en'), map.gzipBytes.toLocaleString('en')],
      ]);
    } finally {
      await engine.cleanup();
    }
  }
}
