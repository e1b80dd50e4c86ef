import { describe, expect, it } from 'vitest';
import { buildApp } from '../build-app';
import { migrateToLatest } from '../db/migrate';
import { createScratchDatabase } from '../testing/scratch-postgres';
import { openDatabase } from '../db/database';
import { testConfig } from '../testing/test-config';
import { testEngines } from '../testing/test-databases';

describe('health endpoints', () => {
  it('say the process is up and ready, per the services it runs, with where its search index stands', async () => {
    const database = await testEngines[0]!.open();
    const app = await buildApp({ config: testConfig({ SERVICES: 'search,product' }), database });
    try {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', services: ['search', 'product'] });
      expect(health.headers['cache-control']).toBe('no-store');
      await app.ready();
      await app.searchEngine.loaded;
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        services: ['search', 'product'],
        checks: { database: 'ok', migrations: 'ok', searchIndex: 'ok', searchFeed: 'ok' },
        search: {
          loadProgress: null,
          loadError: null,
          feed: { appliedPosition: expect.any(Number), headPosition: expect.any(Number), pendingChanges: 0, lagSeconds: 0 },
        },
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answer not ready while the database is gone, and while migrations are missing', async () => {
    // A fresh database nobody has migrated yet.
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const app = await buildApp({ config: testConfig({ SERVICES: 'auth' }), database });
    try {
      const unmigrated = await app.inject({ method: 'GET', url: '/readyz' });
      expect(unmigrated.statusCode).toBe(503);
      expect(unmigrated.json()).toEqual({ status: 'not-ready', services: ['auth'], checks: { database: 'ok', migrations: 'failed' } });
      await database.close();
      const gone = await app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json().checks).toEqual({ database: 'failed', migrations: 'failed' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    process.env.DATABASE_URL ? 'answer not ready when PostgreSQL is gone' : 'PostgreSQL gone (SKIPPED: DATABASE_URL is not set)',
    async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'horeca_health');
      const database = await openDatabase({ databaseUrl: scratch.url });
      await migrateToLatest(database.db);
      const app = await buildApp({ config: testConfig({ SERVICES: 'auth' }), database });
      try {
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        await scratch.drop();
        const gone = await app.inject({ method: 'GET', url: '/readyz' });
        expect(gone.statusCode).toBe(503);
        expect(gone.json().checks.database).toBe('failed');
      } finally {
        await app.close();
        await database.close().catch(() => undefined);
      }
    },
    30_000,
  );
});
