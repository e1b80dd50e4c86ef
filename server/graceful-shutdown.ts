import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** How long requests in flight may take to finish before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  exit?: (code: number) => void;
}

/**
 * Call before the app is ready. On SIGTERM or SIGINT: stop accepting connections, let the
 * requests in flight finish, close the database, and exit 0. If that takes longer than `timeoutMs`, exit 1 anyway, so an
 * orchestrator's stop never hangs on a stuck request.
 */
export function closeOnSignals({ app, database, timeoutMs, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  let closing = false;
  // An answer sent while closing ends its keep-alive connection, so the server does not wait
  // for the client's idle socket (Fastify keeps one open for 72 s) after the last request.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down; requests in flight have ${timeoutMs} ms to finish`);
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took longer than ${timeoutMs} ms; exiting with requests still open`);
      exit(1);
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
