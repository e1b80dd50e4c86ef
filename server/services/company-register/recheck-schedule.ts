import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { deliverOwedMail } from '../../mail/mail-outbox';
import { lookPeriodically } from '../../periodic-work';
import { runRecheckRound } from './nightly-recheck';
import { bucharestDayAndHour } from '../../../openapi/domain/bucharest-days';

/** How often a process looks whether tonight's round is done. */
const lookEveryMs = 10 * 60 * 1000;

/**
 * A process that runs the auth service, with the register configured, looks once ready and every
 * ten minutes whether tonight's re-check of every seller's company (from 03:00 Bucharest time, or
 * the hour `COMPANY_RECHECK_FROM_HOUR` names) is done, and
 * takes its part (decision 046); the mail it owes is sent after each part. Closing the process
 * hands the round's lease back between two calls.
 */
export function recheckCompaniesNightly(app: FastifyInstance, database: Database, mailer: Mailer): void {
  const url = app.config.companyRegisterUrl;
  if (!url) return;
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const stop = new AbortController();
  let running: Promise<void> | undefined;
  const look = () => {
    const { day, hour } = bucharestDayAndHour(new Date());
    if (running || hour < app.config.companyRecheckFromHour) return;
    running = runRecheckRound(database.db, { url, siteName: app.config.siteName, holder, day, signal: stop.signal })
      .then(async (end) => {
        app.log.info({ day, end }, 'company re-check round');
        await deliverOwedMail(database.db, mailer, app.log);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the company re-check failed; trying again later'))
      .finally(() => (running = undefined));
  };
  lookPeriodically(app, lookEveryMs, look, async () => {
    stop.abort();
    await running;
  });
}
