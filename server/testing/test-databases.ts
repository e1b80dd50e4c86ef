import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Engine } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export interface TestEngine {
  engine: Engine;
  /** Why the engine is skipped, or undefined when it runs. */
  skipReason: string | undefined;
  /** A fresh, migrated database of this engine; close it when done. */
  open(): Promise<Database>;
}

const postgresUrl = process.env.DATABASE_URL;

async function freshPostgres(url: string): Promise<Database> {
  const name = `horeca_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function migrated(database: Database): Promise<Database> {
  await migrateToLatest(database.db);
  return database;
}

/**
 * The engines every database test runs on: PGlite always, PostgreSQL when DATABASE_URL is set
 * (CI sets it). Each `open()` gives a new, migrated database, so tests never share state.
 */
export const testEngines: TestEngine[] = [
  { engine: 'pglite', skipReason: undefined, open: async () => migrated(await openDatabase({ pgliteDir: 'memory://' })) },
  {
    engine: 'postgres',
    skipReason: postgresUrl ? undefined : 'DATABASE_URL is not set, so the PostgreSQL variant is skipped',
    open: async () => migrated(await freshPostgres(postgresUrl as string)),
  },
];

/** A test title that says plainly when, and why, the engine is skipped. */
export const engineTitle = ({ engine, skipReason }: TestEngine): string =>
  skipReason ? `${engine} (SKIPPED: ${skipReason})` : engine;
