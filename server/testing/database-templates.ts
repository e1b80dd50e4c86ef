import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, pgliteExtensions } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createScratchDatabase, type ScratchDatabase } from './scratch-postgres';

/**
 * Migrated databases that test databases start as copies of, so a test pays for a copy instead
 * of PGlite's first start and every migration (decision 057). The unit tests' global setup
 * (database-templates-setup.ts) makes them once a run and names them in these variables.
 */
export const templateVariables = { pglite: 'HORECA_TEST_PGLITE_TEMPLATE', postgres: 'HORECA_TEST_POSTGRES_TEMPLATE' } as const;

/** A new PGlite database, migrated, as PGlite's archive of its data folder. */
export async function migratedPgliteArchive(): Promise<Blob> {
  const lite = await PGlite.create('memory://', { extensions: pgliteExtensions });
  const database = pgliteDatabase(lite);
  try {
    await migrateToLatest(database.db);
    return await lite.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** A new migrated database on the PostgreSQL server of `serverUrl`, closed so it can be copied. */
export async function migratedPostgresTemplate(serverUrl: string): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'horeca_template');
  const database = await openDatabase({ databaseUrl: scratch.url });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  return scratch;
}
