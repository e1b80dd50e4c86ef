import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';

export type Engine = 'pglite' | 'postgres';

/** Receives each notification's payload, or undefined when some may have been missed (the connection was lost and made again). */
type NotificationHandler = (payload: string | undefined) => void;

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  close(): Promise<void>;
  /**
   * Listens on a notification channel on a connection of its own; resolves with the way to
   * stop. PGlite serves one process, which has no other process to hear from: it listens to
   * nothing.
   */
  listen(channel: string, onMessage: NotificationHandler): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder, or `memory://` for a throwaway database. */
  pgliteDir?: string;
}

// NUMERIC and BIGINT arrive as strings by default; prices and counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** The PostgreSQL extensions the schema uses, loaded into every PGlite database. */
export const pgliteExtensions = { unaccent, pg_trgm };

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir, { extensions: pgliteExtensions }));
}

/** A started PGlite as the server's database; closing it closes PGlite. */
export function pgliteDatabase(lite: PGlite): Database {
  // PGlite serves one connection; the pool size of 1 comes from its config.
  const pool = new pg.Pool(createPgConfig(lite));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    async close() {
      await db.destroy();
      await lite.close();
    },
    listen: async () => async () => undefined,
  };
}

/** A connection of its own that listens on `channel` and comes back after it is lost. */
async function listenOnPostgres(connectionString: string, channel: string, onMessage: NotificationHandler): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async () => {
    // Named, so an operator (and the fault tests) can tell the listening connection from the pool's.
    const next = new pg.Client({ connectionString, application_name: 'horeca-listen' });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!stopped) setTimeout(() => void reconnect(), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const reconnect = async () => {
    try {
      await connect();
      onMessage(undefined);
    } catch {
      if (!stopped) setTimeout(() => void reconnect(), 1_000);
    }
  };
  // A database away at start-up is tried again like a lost connection: the process starts anyway.
  await connect().catch(() => {
    if (!stopped) setTimeout(() => void reconnect(), 1_000);
  });
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, application_name: 'horeca', max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // A client that loses its connection (restart, pg_terminate_backend) must not crash the
  // process: idle ones are reported on the pool, checked-out ones on the client itself. The
  // query in flight fails on its own and the request answers 503; the pool then replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    async close() {
      await db.destroy();
    },
    listen: (channel, onMessage) => listenOnPostgres(connectionString, channel, onMessage),
  };
}

export async function openDatabase({ databaseUrl, pgliteDir = 'memory://' }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(pgliteDir);
}

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDirIn = (dataDir: string): string => join(dataDir, 'pglite');
