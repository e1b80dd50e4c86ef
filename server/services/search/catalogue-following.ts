import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { priceHistoryDays } from '../alerts/alert-rounds';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { changesChannel } from '../catalogue/catalogue-feed';
import type { SearchEngine } from './lifecycle/search-engine';
import { FeedReader } from './feed/feed-reader';
import { pruneFeed } from './feed/feed-queries';
import { clearStaleRebuild } from './index-status';

/** How often a search process reads the feed when nothing woke it, and how long the feed keeps its rows (decision 019). */
const feedPollMs = 1_000;
// Eight days: a weekly digest reads a week of it (decision 054).
const feedRetentionMs = priceHistoryDays * 24 * 60 * 60 * 1000;
const pruneEveryMs = 60 * 60 * 1000;

interface CatalogueFollowingOptions {
  database: Database;
  engine: SearchEngine;
  changes: CatalogueChanges;
}

/**
 * A process that runs search keeps its own index of the catalogue (decisions 014 and 019). Nothing
 * at start-up waits for it: the process listens at once, `/healthz` answers, and `/readyz` and
 * searches answer 503 with the load's progress until the index is loaded. It then follows the
 * catalogue's feed, woken by this process's own writes, by PostgreSQL notifications, by a
 * reconnect and by a poll; it prunes the feed's old rows every hour.
 */
async function followCatalogue(app: FastifyInstance, { database, engine, changes }: CatalogueFollowingOptions): Promise<void> {
  await clearStaleRebuild(database.db);
  const reader = new FeedReader(engine, app.log);
  changes.subscribe(async (change) => {
    await engine.apply(change);
    reader.wake();
  });
  let stopListening: (() => Promise<void>) | undefined;
  let pruning: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    stopListening = await database.listen(changesChannel, () => reader.wake());
    void engine.start();
    reader.start(feedPollMs);
    const prune = () =>
      pruneFeed(database.db, feedRetentionMs)
        .then((deleted) => deleted > 0 && app.log.info({ deleted }, 'catalogue feed pruned'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'pruning the catalogue feed failed; trying again later'));
    pruning = setInterval(() => void prune(), pruneEveryMs).unref();
  });
  app.addHook('onClose', async () => {
    reader.stop();
    clearInterval(pruning);
    await stopListening?.();
    // A clean stop saves the index where it stands, so the next start applies only what follows.
    await engine.saveSnapshot();
    engine.close();
  });
}

/** The search process's work beside its routes, as a plugin of the app (build-app.ts registers it with the search service). */
export const catalogueFollowing = fp(followCatalogue, { name: 'catalogue-following' });
