import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { lookPeriodically } from '../periodic-work';
import { deliverOwedMail } from './mail-outbox';
import type { Mailer } from './mailer';

/** How often a process looks for mail owed and not yet sent (one refused, one whose sender died). */
const lookEveryMs = 60 * 1000;

/** A process that runs the auth service sends owed mail at start and every minute (decision 046). */
export function deliverOwedMailPeriodically(app: FastifyInstance, database: Database, mailer: Mailer): void {
  let running = false;
  const look = () => {
    if (running) return;
    running = true;
    void deliverOwedMail(database.db, mailer, app.log)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sending owed mail failed; trying again later'))
      .finally(() => (running = false));
  };
  lookPeriodically(app, lookEveryMs, look);
}
