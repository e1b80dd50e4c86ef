/**
 * Issue #49's benchmark: the nightly re-check of 10,000 sellers' companies against the local
 * stand-in for ANAF's register, with two processes' worth of runners racing for the round, at the
 * pace the service allows (one call a second, 500 codes a call). Prints the calls the stand-in
 * received, the closest two came, and the round's length beside its floor (the calls it needs,
 * a second apart). Uses PostgreSQL when DATABASE_URL is set, else PGlite. Passes or fails nothing.
 * It does not cover the real service's own latency, which the stand-in answers at once.
 */
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { registerLimits } from '../server/services/company-register/anaf-register';
import { runRecheckRound } from '../server/services/company-register/nightly-recheck';
import { startAnafStandIn } from '../server/testing/anaf-stand-in';
import { bulkSellerCode, insertSellers } from '../server/testing/bulk-sellers';
import { createScratchDatabase } from '../server/testing/scratch-postgres';
import { printTable } from './stats';

const sellers = Number(process.env.BENCH_RECHECK_SELLERS ?? 10_000);

export async function benchCompanyRecheck(): Promise<void> {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'horeca_bench') : undefined;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteDir: 'memory://' });
  const register = await startAnafStandIn();
  try {
    await migrateToLatest(database.db);
    await insertSellers(database, sellers, 'recheck');
    for (let index = 0; index < sellers; index += 1) {
      register.companies.set(
        bulkSellerCode(index),
        index % 100 === 0 ? { name: `RECHECK ${index} SRL`, struckOffOn: '2026-11-01' } : { name: `RECHECK ${index} SRL` },
      );
    }
    const started = performance.now();
    const runner = (holder: string) => runRecheckRound(database.db, { url: register.url, siteName: 'Catalog HoReCa', holder, day: '2026-11-28' });
    await Promise.all([runner('process-a'), runner('process-b')]);
    const seconds = (performance.now() - started) / 1000;
    const gaps = register.calls.slice(1).map((call, index) => call.at - (register.calls[index] as { at: number }).at);
    const floor = (Math.ceil(sellers / registerLimits.codesPerCall) - 1) / registerLimits.callsPerSecond;
    const hidden = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('lists_products', '=', false)
      .executeTakeFirstOrThrow();
    const owed = await database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    printTable(
      `Nightly company re-check: ${sellers.toLocaleString('en')} sellers, two runners, ${database.engine}`,
      ['figure', 'value', 'limit'],
      [
        ['calls to the register', register.calls.length, `${Math.ceil(sellers / registerLimits.codesPerCall)} needed`],
        ['most codes in a call', Math.max(...register.calls.map((call) => call.codes)), registerLimits.codesPerCall],
        ['closest two calls', `${Math.min(...gaps).toFixed(0)} ms`, `${1000 / registerLimits.callsPerSecond} ms`],
        ['round length', `${seconds.toFixed(1)} s`, `${floor.toFixed(1)} s floor`],
        ['sellers taken out of search', Number(hidden.count), sellers / 100],
        ['mails owed', Number(owed.count), sellers / 100],
      ],
    );
  } finally {
    await register.close();
    await database.close();
    await scratch?.drop();
  }
}
