import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appServer, appServerCount, postgresProject, postgresServer } from './e2e/support/app-servers';

// The config is read by the runner and by every worker; the runner's fresh directory is
// handed to the workers through the environment, so they read the same mail outboxes.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'horeca-e2e-'));
const servers = Array.from({ length: appServerCount }, (_, index) => appServer(index));
const recaptchaPort = servers[0]!.port + 1;
const verifyStubPort = servers[0]!.port + 4;
process.env.E2E_RECAPTCHA_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'horeca-e2e-recaptcha-'));
process.env.E2E_RECAPTCHA_URL ??= `http://127.0.0.1:${recaptchaPort}`;

// The buyer's journeys run a second time on PostgreSQL when DATABASE_URL is set (CI sets it).
const postgres = process.env.DATABASE_URL ? postgresServer() : undefined;

/** End-to-end journeys in Debian's Chromium against `npm start` on a fresh DATA_DIR. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // Each worker has a server and a database of its own (e2e/support/app-servers.ts); a file's
  // journeys run one after another, on one worker.
  workers: appServerCount,
  reporter: [['list']],
  // Says so when the PostgreSQL project is skipped.
  globalSetup: './e2e/support/postgres-skipped.ts',
  // The saved searches' journey moves a digest's due time in the database, which only the PostgreSQL server lets it reach.
  projects: [
    { name: 'pglite', testIgnore: /saved-searches\.spec\.ts$/ },
    ...(postgres ? [{ name: postgresProject, testMatch: /(order-lists|saved-searches)\.spec\.ts$/ }] : []),
  ],
  use: {
    // baseURL is the worker's own server (e2e/support/test.ts).
    locale: 'ro-RO',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The first builds what changed (npm start); the others start, one after another, on that build.
    ...servers.map(({ port, url, dataDir }, index) => ({
      command: index === 0 ? 'npm start' : 'node --enable-source-maps dist/server/main.mjs',
      url: `http://127.0.0.1:${port}/config.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every journey logs in from 127.0.0.1; the per-IP limit has its own tests.
        AUTH_RATE_LIMIT: '1000',
        // An administrator without a second factor, for the journey that must add one first.
        ADMIN_USERNAME: 'sefnou',
        ADMIN_PASSWORD: 'Brad!Inalt#Vara9',
        ADMIN_EMAIL: 'sefnou@exemplu.ro',
      },
    })),
    // The PostgreSQL server, on a scratch database of its own, on the same build.
    ...(postgres
      ? [
          {
            command: 'node --import tsx e2e/support/postgres-app-server.ts',
            url: `http://127.0.0.1:${postgres.port}/config.json`,
            timeout: 180_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            env: {
              PORT: String(postgres.port),
              HOST: '127.0.0.1',
              DATA_DIR: postgres.dataDir,
              PUBLIC_URL: postgres.url,
              DATABASE_URL: process.env.DATABASE_URL as string,
              LOG_LEVEL: 'warn',
              AUTH_RATE_LIMIT: '1000',
              // Watches and due digests looked at every two seconds, not five minutes.
              ALERT_ROUND_SECONDS: '2',
            },
          },
        ]
      : []),
    // Google's siteverify, played locally, for the real react-google-recaptcha path.
    {
      command: 'node --import tsx e2e/support/recaptcha-verify-stub.ts',
      port: verifyStubPort,
      reuseExistingServer: false,
      env: { STUB_PORT: String(verifyStubPort) },
    },
    // A second server with reCAPTCHA keys, on the build the first one made.
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${recaptchaPort}/config.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(recaptchaPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_RECAPTCHA_DATA_DIR,
        PUBLIC_URL: `http://127.0.0.1:${recaptchaPort}`,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        RECAPTCHA_SITE_KEY: 'e2e-site-key',
        RECAPTCHA_SECRET: 'e2e-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${verifyStubPort}/siteverify`,
        // Not local mode, so no demo data: the administrator comes from the bootstrap settings.
        ADMIN_USERNAME: 'sefrecaptcha',
        ADMIN_PASSWORD: 'Recaptcha!2026',
        ADMIN_EMAIL: 'sef@exemplu.ro',
      },
    },
  ],
});
