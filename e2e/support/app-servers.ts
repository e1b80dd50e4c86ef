import { join } from 'node:path';
import { test } from '@playwright/test';

/**
 * The app servers the journeys run against: one for each Playwright worker, each on a fresh
 * DATA_DIR with its own demo data and mail outbox, so two journeys never share a server and
 * each server still sees one journey at a time, as a single visitor would (decision 041).
 */
export const appServerCount = 2;

const firstPort = Number(process.env.E2E_PORT ?? 8091);

export interface AppServer {
  port: number;
  /** A host name, not an address: browsers accept no IP address as a passkey's relying party (decision 024). */
  url: string;
  dataDir: string;
}

/** The server of the worker with this `parallelIndex`; the data directories live under the run's E2E_DATA_DIR. */
export function appServer(parallelIndex: number): AppServer {
  const port = firstPort + 2 * parallelIndex;
  return { port, url: `http://localhost:${port}`, dataDir: join(process.env.E2E_DATA_DIR as string, `server-${parallelIndex}`) };
}

/** The project whose journeys run on PostgreSQL (playwright.config.ts); it runs when DATABASE_URL is set. */
export const postgresProject = 'postgresql';

/** The one server on PostgreSQL, after the workers' servers and the reCAPTCHA pair. */
export function postgresServer(): AppServer {
  const port = firstPort + 2 * appServerCount + 4;
  return { port, url: `http://localhost:${port}`, dataDir: join(process.env.E2E_DATA_DIR as string, 'server-postgresql') };
}

/** The server of the journey now running: its worker's, or the PostgreSQL one for that project's journeys. */
export function journeyServer(): AppServer {
  const info = test.info();
  return info.project.name === postgresProject ? postgresServer() : appServer(info.parallelIndex);
}
