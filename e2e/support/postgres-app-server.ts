/**
 * The app on PostgreSQL for the journeys that must also pass there (playwright.config.ts):
 * a scratch database on DATABASE_URL's server, the built server started on it with the
 * environment it was given, and the database dropped when Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { createScratchDatabase } from '../../server/testing/scratch-postgres';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('postgres-app-server needs DATABASE_URL');

const scratch = await createScratchDatabase(serverUrl, 'horeca_e2e');
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
