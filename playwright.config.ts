import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
// The config is read by the runner and by every worker; the runner's fresh directory is
// handed to the workers through the environment, so they read the same mail outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'horeca-e2e-'));

/** End-to-end journeys in Debian's Chromium against `npm start` on a fresh DATA_DIR. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // One server and one database: journeys run one after another.
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ro-RO',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey logs in from 127.0.0.1; the per-IP limit has its own tests.
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
