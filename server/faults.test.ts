import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from './build-app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createScratchDatabase } from './testing/scratch-postgres';
import { HttpSession, signInAsAdmin, startServerProcess } from './testing/server-process';
import { testConfig } from './testing/test-config';
import { productInput } from './testing/product-input';
import { matchingName } from './services/catalogue/matching-name';

const postgresUrl = process.env.DATABASE_URL;
const searchBody = { name: 'cafea', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] };

const productRow = (name: string) => ({
  name,
  name_key: matchingName(name),
  description: 'Pentru teste.',
  price: 10,
  vat_included: true,
  in_stock: true,
  negotiable: false,
  is_deliverable: true,
  sell_type: 'kg',
  package_type: 'Sac',
  city: 'Iași',
  phone: '0722999888',
  is_enabled: true,
});

describe('faults', () => {
  it.skipIf(!postgresUrl)(
    postgresUrl
      ? 'answers 503 problem+json while its PostgreSQL connections are being killed, and recovers by itself; searches keep answering from the index'
      : 'PostgreSQL connection loss (SKIPPED: DATABASE_URL is not set)',
    async () => {
      const scratch = await createScratchDatabase(postgresUrl as string, 'horeca_fault');
      const database = await openDatabase({ databaseUrl: scratch.url });
      await migrateToLatest(database.db);
      const app = await buildApp({ config: testConfig(), database });
      // A product the search finds, so every search reads it from the database once the index has chosen it.
      const seller = await database.db
        .insertInto('users')
        .values({
          username: 'vanzatorfault',
          email: 'fault@horeca.test',
          phone: '0722999888',
          phone_key: '722999888',
          first_name: 'A',
          last_name: 'B',
          seller_name: 'Fault SRL',
          seller_identifier: 'RO1',
          password_hash: 'x',
          role: 'SELLER_HORECA',
          is_verified: true,
        })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      const product = await database.db
        .insertInto('products')
        .values({ ...productRow('Cafea de avarie'), owner_uuid: seller.uuid })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      const productPage = `/svc/search/api/search/${product.uuid}`;
      await app.ready();
      await app.searchEngine.loaded;
      const killer = new pg.Client({ connectionString: postgresUrl });
      await killer.connect();
      try {
        const statuses: number[] = [];
        const bodies: string[] = [];
        let killing = true;
        const kills = (async () => {
          while (killing) {
            await killer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
              new URL(scratch.url).pathname.slice(1),
            ]);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })();
        const searches: number[] = [];
        for (let round = 0; round < 60; round += 1) {
          const responses = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: productPage })));
          for (const response of responses) {
            statuses.push(response.statusCode);
            if (response.statusCode !== 200) bodies.push(response.body);
          }
          searches.push((await app.inject({ method: 'POST', url: '/svc/search/api/search', payload: searchBody })).statusCode);
        }
        killing = false;
        await kills;
        expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
        expect(statuses).toContain(503);
        for (const body of bodies) expect(JSON.parse(body)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
        // Searches are answered from the index in memory (decision 014): the database's trouble does not reach them.
        expect(searches).toEqual(Array(60).fill(200));

        // The pool replaces the dead connections by itself: a connection killed in the last
        // instant may still fail one more request, then every request succeeds, with no restart.
        let recovered = false;
        for (let attempt = 0; attempt < 20 && !recovered; attempt += 1) {
          recovered = (await app.inject({ method: 'GET', url: productPage })).statusCode === 200;
        }
        expect(recovered).toBe(true);
        const after = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: productPage })));
        expect(after.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      } finally {
        await killer.end();
        await app.close();
        await database.close();
        await scratch.drop();
      }
    },
    60_000,
  );

  it('keeps PGlite data written before an unclean stop', async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'horeca-unclean-')),
      DATABASE_URL: '',
      ADMIN_USERNAME: 'adminunclean',
      ADMIN_PASSWORD: 'Sef-Cheie#Rosie47',
      ADMIN_EMAIL: 'unclean@horeca.test',
      JWT_SECRET: 'unclean-stop-secret-long-enough-for-hs256',
    };
    const first = await startServerProcess(env);
    const session = new HttpSession();
    await signInAsAdmin(session, first.url, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    const created = await session.request(`${first.url}/svc/product/product`, { method: 'POST', body: productInput({ name: 'Supraviețuitor' }) });
    expect(created.status).toBe(201);
    await first.stop('SIGKILL');

    const second = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    try {
      await second.waitForLine(/search index loaded/);
      const found = await new HttpSession().request(`${second.url}/svc/search/api/search`, { method: 'POST', body: { ...searchBody, name: 'supravietuitor' } });
      expect(((await found.json()) as { products: { name: string }[] }).products.map((product) => product.name)).toEqual(['Supraviețuitor']);
    } finally {
      await second.stop();
    }
  }, 90_000);
});
