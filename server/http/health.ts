import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import type { SearchEngine } from '../services/search/lifecycle/search-engine';

type Check = 'ok' | 'failed';

/** Past this lag behind the catalogue's feed, a search process says it is not ready (decision 019). */
const readyLagSeconds = 30;

/** A check that takes too long has failed: an orchestrator polling readiness must get an answer. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function checks(database: Database, engine: SearchEngine | undefined): Promise<Record<string, Check>> {
  const result: Record<string, Check> = {};
  result.database = await within(2_000, sql`SELECT 1`.execute(database.db)).then(
    () => 'ok' as const,
    () => 'failed' as const,
  );
  result.migrations =
    result.database === 'ok'
      ? await within(2_000, pendingMigrations(database.db)).then(
          (pending) => (pending.length === 0 ? 'ok' : 'failed'),
          () => 'failed' as const,
        )
      : 'failed';
  if (engine) {
    result.searchIndex = engine.ready() ? 'ok' : 'failed';
    result.searchFeed =
      engine.ready() && result.database === 'ok'
        ? await within(2_000, engine.lag()).then(
            (lag) => (lag.lagSeconds <= readyLagSeconds ? 'ok' : 'failed'),
            () => 'failed' as const,
          )
        : 'failed';
  }
  return result;
}

/** What a search process tells `/readyz` beside its checks: the load's progress, and its place in the feed. */
async function searchDetails(engine: SearchEngine) {
  return {
    loadProgress: engine.loadProgress ?? null,
    loadError: engine.loadError ?? null,
    feed: engine.ready() ? await within(2_000, engine.lag()).catch(() => null) : null,
  };
}

/**
 * `GET /healthz`: the process is up, from its first second, whatever its index is doing.
 * `GET /readyz`: it can serve — the database answers, its migrations are applied and, in a
 * process that runs search, the index is loaded and no more than 30 s behind the catalogue's
 * feed; a search process also says how far a load has got and where it stands in the feed.
 * Each process answers for the services it runs (`services` in the answer). Both are cheap,
 * unauthenticated and never cached.
 */
export function registerHealth(app: FastifyInstance, database: Database, services: string[], engine: SearchEngine | undefined): void {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok', services }));
  app.get('/readyz', async (_request, reply) => {
    const result = await checks(database, engine);
    const ready = Object.values(result).every((check) => check === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not-ready', services, checks: result, ...(engine ? { search: await searchDetails(engine) } : {}) });
  });
}
