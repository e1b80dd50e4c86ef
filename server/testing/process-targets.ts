import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, pgliteDirIn, type Database } from '../db/database';
import { createScratchDatabase } from './scratch-postgres';

const postgresUrl = process.env.DATABASE_URL;

/** An engine a test runs real server processes on, skipped with its reason when it cannot run here. */
export interface ProcessTarget {
  engine: string;
  skipReason: string | undefined;
  /** The environment a server process of this engine runs with, and how to open its database from the test. */
  setup: () => Promise<{ env: Record<string, string>; open: () => Promise<Database>; cleanup: () => Promise<void> }>;
}

/** PGlite in a fresh data folder, and a scratch PostgreSQL database when DATABASE_URL is set; `name` tells their folders and databases apart. */
export function processTargets(name: string): ProcessTarget[] {
  return [
    {
      engine: 'pglite',
      skipReason: undefined,
      setup: async () => {
        const dataDir = mkdtempSync(join(tmpdir(), `horeca-${name}-`));
        return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ pgliteDir: pgliteDirIn(dataDir) }), cleanup: async () => undefined };
      },
    },
    {
      engine: 'postgres',
      skipReason: postgresUrl ? undefined : 'DATABASE_URL is not set, so the PostgreSQL variant is skipped',
      setup: async () => {
        const scratch = await createScratchDatabase(postgresUrl as string, `horeca_${name.replaceAll('-', '_')}`);
        return {
          env: { DATABASE_URL: scratch.url, DATA_DIR: mkdtempSync(join(tmpdir(), `horeca-${name}-`)) },
          open: () => openDatabase({ databaseUrl: scratch.url }),
          cleanup: scratch.drop,
        };
      },
    },
  ];
}

/** Waits until `condition` holds, looking every 50 ms, for at most `timeoutMs` (60 s). */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
