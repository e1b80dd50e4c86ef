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
  pgliteTemplate ??= archiveIn(process.env[templateVariables.pglite]);
  return pgliteTemplate;
}

const archiveIn = async (file: string | undefined): Promise<Blob> => (file ? new Blob([await readFile(file)]) : migratedPgliteArchive());

async function freshPglite(): Promise<Database> {
  return pgliteDatabase(await PGlite.create('memory://', { extensions: pgliteExtensions, loadDataDir: await pgliteArchive() }));
}

/** A new database on the PostgreSQL server of `url`, a copy of `template` or empty, dropped when closed. */
async function scratchPostgres(url: string, template?: string): Promise<Database> {
  const scratch = await createScratchDatabase(url, 'horeca_test', template);
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A database of `engine` made empty and migrated here, as test databases were made before the
 * templates (decision 057): what a copy must equal, and the way when there is no template.
 */
export async function migratedFromEmpty(engine: Engine): Promise<Database> {
  const database = engine === 'pglite' ? await openDatabase({ pgliteDir: 'memory://' }) : await scratchPostgres(postgresUrl as string);
  await migrateToLatest(database.db);
  return database;
}

/** A copy of the global setup's migrated template, or an empty database migrated here. */
async function freshPostgres(url: string): Promise<Database> {
  const template = process.env[templateVariables.postgres];
  return template ? scratchPostgres(url, template) : migratedFromEmpty('postgres');
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
