import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, pgliteExtensions, type Database, type Engine } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { migratedPgliteArchive, templateVariables } from './database-templates';
import { createScratchDatabase } from './scratch-postgres';

export interface TestEngine {
  engine: Engine;
  /** Why the engine is skipped, or undefined when it runs. */
  skipReason: string | undefined;
  /** A fresh, migrated database of this engine; close it when done. */
  open(): Promise<Database>;
}

const postgresUrl = process.env.DATABASE_URL;

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated archive PGlite test databases start from: the global setup's, or made here on the first open. */
function pgliteArchive(): Promise<Blob> {
  const file = process.env[templateVariables.pglite];
  pgliteTemplate ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : migratedPgliteArchive();
  return pgliteTemplate;
}

async function freshPglite(): Promise<Database> {
  return pgliteDatabase(await PGlite.create('memory://', { extensions: pgliteExtensions, loadDataDir: await pgliteArchive() }));
}

/** A copy of the global setup's migrated template, or an empty database migrated here. */
async function freshPostgres(url: string): Promise<Database> {
  const template = process.env[templateVariables.postgres];
  const scratch = await createScratchDatabase(url, 'horeca_test', template);
  const database = await openDatabase({ databaseUrl: scratch.url });
  if (!template) await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * The engines every database test runs on: PGlite always, PostgreSQL when DATABASE_URL is set
 * (CI sets it). Each `open()` gives a new, migrated database, so tests never share state.
 */
export const testEngines: TestEngine[] = [
  { engine: 'pglite', skipReason: undefined, open: freshPglite },
  {
    engine: 'postgres',
    skipReason: postgresUrl ? undefined : 'DATABASE_URL is not set, so the PostgreSQL variant is skipped',
    open: () => freshPostgres(postgresUrl as string),
  },
];

/** A test title that says plainly when, and why, the engine is skipped. */
export const engineTitle = ({ engine, skipReason }: TestEngine): string => (skipReason ? `${engine} (SKIPPED: ${skipReason})` : engine);
