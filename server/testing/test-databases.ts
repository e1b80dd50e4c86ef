import { openDatabase, type Database, type Engine } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createScratchDatabase } from './scratch-postgres';

export interface TestEngine {
  engine: Engine;
  /** Why the engine is skipped, or undefined when it runs. */
  skipReason: string | undefined;
  /** A fresh, migrated database of this engine; close it when done. */
  open(): Promise<Database>;
}

const postgresUrl = process.env.DATABASE_URL;

async function freshPostgres(url: string): Promise<Database> {
  const scratch = await createScratchDatabase(url, 'horeca_test');
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
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
export const engineTitle = ({ engine, skipReason }: TestEngine): string => (skipReason ? `${engine} (SKIPPED: ${skipReason})` : engine);
