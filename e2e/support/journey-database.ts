import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { journeyServer } from './app-servers';

/** The file in the PostgreSQL server's DATA_DIR that names its scratch database (postgres-app-server.ts). */
export const journeyDatabaseFile = 'database-url';

/**
 * Runs one statement on the database of the server this journey runs against, for what no
 * screen may do: moving time on, as the clock would. Only the PostgreSQL server's can be reached.
 */
export async function onJourneyDatabase(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: readFileSync(join(journeyServer().dataDir, journeyDatabaseFile), 'utf8') });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
