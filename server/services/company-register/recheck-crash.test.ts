import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { startAnafStandIn } from '../../testing/anaf-stand-in';
import { bulkSellerCode, insertSellers } from '../../testing/bulk-sellers';
import { processTargets, until } from '../../testing/process-targets';
import { startServerProcess } from '../../testing/server-process';

const targets = processTargets('recheck-crash');

const sellerCount = 1_100;
describe.each(targets)('a process killed in the middle of the nightly company re-check, on $engine (issue #49, decision 046)', (target) => {
  it.skipIf(target.skipReason !== undefined)(
    target.skipReason
      ? `SKIPPED: ${target.skipReason}`
      : 'leaves what it had written, and the next process finishes the round, losing no seller and owing each mail once',
    async () => {
      const { env, open, cleanup } = await target.setup();
      const register = await startAnafStandIn();
      try {
        // The sellers, written before any server runs; a struck-off company among them.
        const before = await open();
        await migrateToLatest(before.db);
        await insertSellers(before, sellerCount, 'crash');
        await before.close();
        for (let index = 0; index < sellerCount; index += 1) register.companies.set(bulkSellerCode(index), { name: `CRASH ${index} SRL` });
        register.companies.set(bulkSellerCode(1_050), { name: 'CRASH 1050 SRL', struckOffOn: '2026-11-20' });
        const serverEnv = { ...env, ANAF_URL: register.url, COMPANY_RECHECK_FROM_HOUR: '0', SERVICES: 'auth' };

        // The first process answers its first call, then dies while the register holds its second open.
        const first = await startServerProcess(serverEnv);
        await until(() => register.calls.length >= 1);
        register.mode = 'hang';
        await until(() => register.calls.length >= 2);
        await first.stop('SIGKILL');

        const between = await open();
        try {
          const round = await between.db.selectFrom('company_rechecks').select(['checked', 'holder', 'finished_at']).executeTakeFirstOrThrow();
          // The first call's answers are kept; the second's were never written; the dead process still holds the lease.
          expect(round).toMatchObject({ checked: 500, finished_at: null });
          expect(round.holder).not.toBeNull();
          const unchecked = await between.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('company_state', '=', 'UNCHECKED')
            .executeTakeFirstOrThrow();
          expect(Number(unchecked.count)).toBe(sellerCount - 500);
          // The lease's minute passes.
          await sql`UPDATE company_rechecks SET held_until = now() - interval '1 second'`.execute(between.db);
        } finally {
          await between.close();
        }

        register.mode = 'answer';
        const second = await startServerProcess(serverEnv);
        // The next process takes the round over from its cursor; it is stopped once the register has been asked the rest.
        await until(() => register.calls.reduce((sum, call) => sum + call.codes, 0) >= 500 + 500 + (sellerCount - 500));
        await second.stop();
        // Every seller asked about: the first 500 once, the batch in flight when the process died twice, the rest once.
        expect(register.calls.map((call) => call.codes)).toEqual([500, 500, 500, 100]);

        const after = await open();
        try {
          expect(await after.db.selectFrom('company_rechecks').select(['checked', 'holder']).executeTakeFirstOrThrow()).toEqual({
            checked: sellerCount,
            holder: null,
          });
          const states = await after.db.selectFrom('users').select('company_state').where('username', 'like', 'crash%').execute();
          expect(states.filter((row) => row.company_state === 'UNCHECKED')).toHaveLength(0);
          expect(states.filter((row) => row.company_state === 'STRUCK_OFF')).toHaveLength(1);
          // The struck-off seller is owed one mail, whichever process wrote it.
          const owed = await after.db.selectFrom('mail_outbox').select('message').execute();
          expect(owed.map((row) => (row.message as { to: string }).to)).toEqual(['crash1050@horeca.test']);
        } finally {
          await after.close();
        }
      } finally {
        await register.close();
        await cleanup();
      }
    },
    120_000,
  );
});
