import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { recordProducts } from '../catalogue/catalogue-feed';
import { processTargets, until } from '../../testing/process-targets';
import { startServerProcess } from '../../testing/server-process';
import { SmtpInbox } from '../../testing/smtp-inbox';
import { createBuyer, createSeller } from '../../testing/test-server';

const searches = 6;

/**
 * Six buyers, each with a saved search for showcases that is due, and a showcase listed after
 * they saved it, all written before any server runs; answers the buyers' addresses.
 */
async function seeded(database: Database): Promise<string[]> {
  await migrateToLatest(database.db);
  const seller = await createSeller({ database });
  const buyers: string[] = [];
  for (let index = 0; index < searches; index += 1) {
    const buyer = await createBuyer({ database });
    await database.db
      .insertInto('saved_searches')
      .values({
        user_uuid: buyer.uuid,
        name: 'Vitrine',
        criteria: JSON.stringify({ name: 'vitrina', city: 'Toate', filter: [], sort: [] }),
        frequency: 'DAILY',
        confirmed_at: new Date(),
        unsubscribe_token: randomBytes(24).toString('base64url'),
        next_due_at: new Date(Date.now() - 60_000),
      })
      .execute();
    buyers.push(buyer.email);
  }
  await database.db.transaction().execute(async (trx) => {
    const product = await trx
      .insertInto('products')
      .values({
        owner_uuid: seller.uuid,
        name: 'Vitrină frigorifică verticală',
        name_key: 'vitrină frigorifică verticală',
        description: 'Pentru cofetării.',
        price: 3900,
        vat_included: true,
        in_stock: true,
        negotiable: false,
        is_deliverable: true,
        sell_type: 'buc',
        package_type: 'Individual',
        city: 'Brașov',
        phone: '0721000111',
        is_enabled: true,
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await recordProducts(trx, [product.uuid]);
  });
  return buyers;
}

const digestsTo = (inbox: SmtpInbox, buyer: string) => inbox.mailsTo(buyer).filter((mail) => /Noutăți pentru „Vitrine”/.test(mail.subject));

describe.each(processTargets('digest-crash'))('a process killed mid-digest, on $engine (issue #52, decision 054)', (target) => {
  it.skipIf(target.skipReason !== undefined)(
    target.skipReason ? `SKIPPED: ${target.skipReason}` : 'sends each digest once, skipping none, when the next process takes over',
    async () => {
      const { env, open, cleanup } = await target.setup();
      const inbox = await SmtpInbox.start();
      try {
        const before = await open();
        const buyers = await seeded(before).finally(() => before.close());
        const serverEnv = { ...env, SMTP_URL: inbox.url };

        // The first process settles the due searches at start, owes their digests, hangs on the mail server with the first, and dies.
        inbox.mode = 'hold';
        const first = await startServerProcess(serverEnv);
        await until(() => inbox.held >= 1, 60_000);
        await first.stop('SIGKILL');

        const between = await open();
        try {
          const owed = await between.db.selectFrom('mail_outbox').select('sent_at').execute();
          expect(owed).toHaveLength(searches);
          expect(owed.filter((row) => row.sent_at !== null)).toHaveLength(0);
          // Each search's window moved on with its digest owed, in one transaction: no search is due again.
          expect(await between.db.selectFrom('saved_searches').select('uuid').where('next_due_at', '<=', new Date()).execute()).toEqual([]);
          // The dead process's lease on the mail it held runs out.
          await sql`UPDATE mail_outbox SET held_until = now() - interval '1 second', send_after = now()`.execute(between.db);
        } finally {
          await between.close();
        }

        inbox.mode = 'accept';
        const second = await startServerProcess(serverEnv);
        for (const buyer of buyers) await until(() => digestsTo(inbox, buyer).length >= 1, 60_000);
        await second.stop();
        for (const buyer of buyers) expect(digestsTo(inbox, buyer)).toHaveLength(1);
        expect(digestsTo(inbox, buyers[0]!)[0]!.text).toContain('Vitrină frigorifică verticală');
      } finally {
        await inbox.close();
        await cleanup();
      }
    },
    240_000,
  );
});

describe.each(processTargets('digest-lock').filter((target) => target.engine === 'postgres'))(
  'a process killed inside a digest batch, on $engine (issue #52, decision 054)',
  (target) => {
    it.skipIf(target.skipReason !== undefined)(
      target.skipReason ? `SKIPPED: ${target.skipReason}` : 'commits nothing of the batch, and the next process sends each digest once',
      async () => {
        const { env, open, cleanup } = await target.setup();
        const inbox = await SmtpInbox.start();
        const database = await open();
        try {
          const buyers = await seeded(database);
          const serverEnv = { ...env, SMTP_URL: inbox.url };
          // The outbox is held locked, so the first process's batch waits inside its transaction, its searches claimed;
          // the wait is watched from another connection, since a transaction sees the activity view as it first read it.
          const holder = await database.db.connection().execute(async (connection) => {
            await sql`BEGIN`.execute(connection);
            await sql`LOCK TABLE mail_outbox IN EXCLUSIVE MODE`.execute(connection);
            const first = await startServerProcess(serverEnv);
            await until(
              async () =>
                (
                  await sql<{ waiting: number }>`
                    SELECT count(*)::int AS waiting FROM pg_stat_activity
                    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%insert into "mail_outbox"%'`.execute(database.db)
                ).rows[0]!.waiting > 0,
              60_000,
            );
            await first.stop('SIGKILL');
            // What PostgreSQL does once it notices the dead client: the backend holding the claimed searches goes, and its transaction with it.
            await sql`
              SELECT pg_terminate_backend(l.pid) FROM pg_locks l
              WHERE l.relation = 'saved_searches'::regclass AND l.pid <> pg_backend_pid()`.execute(connection);
            await sql`COMMIT`.execute(connection);
            return 'released';
          });
          expect(holder).toBe('released');
          expect(await database.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
          expect(await database.db.selectFrom('saved_searches').select('uuid').where('next_due_at', '<=', new Date()).execute()).toHaveLength(searches);

          const second = await startServerProcess(serverEnv);
          for (const buyer of buyers) await until(() => digestsTo(inbox, buyer).length >= 1, 60_000);
          await second.stop();
          for (const buyer of buyers) expect(digestsTo(inbox, buyer)).toHaveLength(1);
        } finally {
          await database.close();
          await inbox.close();
          await cleanup();
        }
      },
      240_000,
    );
  },
);
