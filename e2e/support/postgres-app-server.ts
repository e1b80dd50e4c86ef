/**
 * The app on PostgreSQL for the journeys that must also pass there (playwright.config.ts):
 * a scratch database on DATABASE_URL's server, named in its DATA_DIR for the journeys, the built
 * server started on it with the environment it was given, and the database dropped when Playwright
 * stops it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { journeyDatabaseFile } from './journey-database';
import { createScratchDatabase } from '../../server/testing/scratch-postgres';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('postgres-app-server needs DATABASE_URL');

const scratch = await createScratchDatabase(serverUrl, 'horeca_e2e');
// Where the journeys that must reach its database find it (e2e/support/journey-database.ts).
mkdirSync(process.env.DATA_DIR as string, { recursive: true });
writeFileSync(join(process.env.DATA_DIR as string, journeyDatabaseFile), scratch.url);
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: scratch.url },
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  stopping = true;
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.on('exit', (code) => {
  void scratch.drop().finally(() => process.exit(stopping ? 0 : (code ?? 1)));
});
