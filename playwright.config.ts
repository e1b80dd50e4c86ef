import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
const recaptchaPort = port + 1;
const verifyStubPort = port + 4;
// The config is read by the runner and by every worker; the runner's fresh directory is
// handed to the workers through the environment, so they read the same mail outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'horeca-e2e-'));
process.env.E2E_RECAPTCHA_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'horeca-e2e-recaptcha-'));
process.env.E2E_RECAPTCHA_URL ??= `http://127.0.0.1:${recaptchaPort}`;

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
    // A host name, not an address: browsers accept no IP address as a passkey's relying party (decision 024).
    baseURL: `http://localhost:${port}`,
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
    {
      command: 'npm start',
      url: `http://127.0.0.1:${port}/config.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every journey logs in from 127.0.0.1; the per-IP limit has its own tests.
        AUTH_RATE_LIMIT: '1000',
        // An administrator without a second factor, for the journey that must add one first.
        ADMIN_USERNAME: 'sefnou',
        ADMIN_PASSWORD: 'Brad!Inalt#Vara9',
        ADMIN_EMAIL: 'sefnou@exemplu.ro',
      },
    },
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
