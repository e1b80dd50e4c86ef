import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { lookPeriodically } from '../periodic-work';
import { deliverOwedMail } from './mail-outbox';
import type { Mailer } from './mailer';

/** How often a process looks for mail owed and not yet sent (one refused, one whose sender died). */
const lookEveryMs = 60 * 1000;

/**
 * Sends this process's owed mail now, in the background: one round at a time, and one more
 * after it when asked meanwhile, so a mail owed during a round is not left for the next minute.
 */
export function owedMailSender(app: FastifyInstance, database: Database, mailer: Mailer): () => void {
  let running = false;
  let again = false;
  const look = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    void deliverOwedMail(database.db, mailer, app.log)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sending owed mail failed; trying again later'))
      .finally(() => {
        running = false;
        if (again) look();
      });
  };
  return look;
}

/** A process that runs the auth service sends owed mail at start and every minute (decision 046). */
export function deliverOwedMailPeriodically(app: FastifyInstance, sendOwedMail: () => void): void {
  lookPeriodically(app, lookEveryMs, sendOwedMail);
}
