import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { SiteInfo } from '../../mail/moderation-messages';
import { lookPeriodically } from '../../periodic-work';
import { runDigestRound } from './digest-round';
import { runWatchRound } from './watch-round';

/** How long a product's earlier prices are kept: a weekly digest's window and a day more. */
export const priceHistoryDays = 8;

/**
 * A process that runs the product service follows the alerts (issue #52, decision 054): once
 * ready and every `lookEveryMs` (ALERT_ROUND_SECONDS, five minutes unless set), the watched products, then every saved search whose digest is
 * due, then the mail they owe; and it forgets earlier prices older than a weekly window. Any
 * number of processes may do so: rows are claimed under locks, so each mail is owed once.
 */
export function followAlertsPeriodically(app: FastifyInstance, database: Database, site: SiteInfo, sendOwedMail: () => void, lookEveryMs: number): void {
  let running: Promise<void> | undefined;
  const look = () => {
    if (running) return;
    running = (async () => {
      const watches = await runWatchRound(database.db, site);
      const digests = await runDigestRound(database.db, { site });
      await sql`DELETE FROM price_changes WHERE at < now() - make_interval(days => ${priceHistoryDays})`.execute(database.db);
      if (watches.mailed + digests.mailed > 0) {
        app.log.info({ watches: watches.mailed, digests: digests.mailed, searches: digests.settled }, 'alerts owed');
        sendOwedMail();
      }
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'following the alerts failed; trying again later'))
      .finally(() => (running = undefined));
  };
  lookPeriodically(app, lookEveryMs, look, async () => {
    await running;
  });
}
