import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { deliverOwedMailPeriodically } from '../../mail/owed-mail-delivery';
import { lookPeriodically } from '../../periodic-work';
import { recheckCompaniesNightly } from '../company-register/recheck-schedule';
import { cleanupEveryMs, deleteExpiredRows } from './accounts/expired-rows';

interface AuthMaintenanceOptions {
  database: Database;
  mailer: Mailer;
  sendOwedMail: () => void;
}

/**
 * What a process running the auth service does beside its routes: it deletes expired rows at
 * start and every hour (`expired-rows.ts`), sends the mail owed in the outbox (decision 046), and
 * re-checks every seller's company each night (decision 046).
 */
async function maintainAccounts(app: FastifyInstance, { database, mailer, sendOwedMail }: AuthMaintenanceOptions): Promise<void> {
  const cleanUp = () =>
    deleteExpiredRows(database.db)
      .then((deleted) => app.log.info({ deleted }, 'expired rows deleted'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'deleting expired rows failed; trying again later'));
  lookPeriodically(app, cleanupEveryMs, () => void cleanUp());
  deliverOwedMailPeriodically(app, sendOwedMail);
  recheckCompaniesNightly(app, database, mailer);
}

/** The auth service's maintenance, as a plugin of the app (build-app.ts registers it with the auth service). */
export const authMaintenance = fp(maintainAccounts, { name: 'auth-maintenance' });
