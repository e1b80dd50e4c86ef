import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { deliverOwedMail } from '../../mail/mail-outbox';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { startAnafStandIn, type AnafStandIn } from '../../testing/anaf-stand-in';
import { bulkSellerCode, insertSellers } from '../../testing/bulk-sellers';
import { describeOnEachEngine } from '../../testing/each-engine';
import { runRecheckRound, type RecheckOptions } from './nightly-recheck';

const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
const day = '2026-11-28';
const paceMs = 300;

/** A mailer that keeps what it sends, or refuses while `refusing` is set. */
function keptMail(): Mailer & { sent: MailMessage[]; refusing: boolean } {
  const mailer = {
    sent: [] as MailMessage[],
    refusing: false,
    async send(message: MailMessage) {
      if (mailer.refusing) throw new Error('550 refused');
      await new Promise((resolve) => setTimeout(resolve, 5));
      mailer.sent.push(message);
    },
    close: () => undefined,
  };
  return mailer;
}

describeOnEachEngine("the nightly re-check of every seller's company on $engine", (engine) => {
  let database: Database;
  let register: AnafStandIn;
  const sellerCount = 1_100;
  const options = (holder: string): RecheckOptions => ({ url: register.url, siteName: 'Catalog HoReCa', holder, day, paceMs });

  beforeAll(async () => {
    register = await startAnafStandIn();
  });
  afterAll(() => register?.close());
  beforeEach(async () => {
    database = await engine.open();
    await insertSellers(database, sellerCount, 'nightly');
    register.companies.clear();
    register.calls.length = 0;
    register.mode = 'answer';
    register.onCall = undefined;
    for (let index = 0; index < sellerCount; index += 1) register.companies.set(bulkSellerCode(index), { name: `NIGHTLY ${index} SRL` });
    register.companies.set(bulkSellerCode(7), { name: 'NIGHTLY 7 SRL', struckOffOn: '2026-11-20' });
    register.companies.set(bulkSellerCode(900), { name: 'NIGHTLY 900 SRL', inactiveSince: '2026-11-25' });
  });
  afterEach(() => database?.close());

  const stateOf = async (index: number) =>
    await database.db.selectFrom('users').select(['company_state', 'lists_products']).where('username', '=', `nightly${index}`).executeTakeFirstOrThrow();

  it('asks about every seller once, 500 codes a call at most, a pace apart, while two processes race for the round', async () => {
    const ends = await Promise.all([runRecheckRound(database.db, options('one')), runRecheckRound(database.db, options('two'))]);
    expect(ends).toContain('finished');
    expect(register.calls.map((call) => call.codes)).toEqual([500, 500, 100]);
    const gaps = register.calls.slice(1).map((call, index) => call.at - (register.calls[index] as { at: number }).at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(paceMs - 50);
    expect(await stateOf(0)).toEqual({ company_state: 'ACTIVE', lists_products: true });
    expect(await stateOf(7)).toEqual({ company_state: 'STRUCK_OFF', lists_products: false });
    expect(await stateOf(900)).toEqual({ company_state: 'INACTIVE', lists_products: false });
    // Run again the same night, nothing more is asked.
    expect(await runRecheckRound(database.db, options('three'))).toBe('finished');
    expect(register.calls).toHaveLength(3);
  });

  it('owes each seller whose products left search one mail, sent once by two senders racing, and kept while the mail server refuses', async () => {
    await runRecheckRound(database.db, options('one'));
    const mailer = keptMail();
    mailer.refusing = true;
    expect(await deliverOwedMail(database.db, mailer, silentLog)).toEqual({ sent: 0, failed: 2 });
    const waiting = await database.db.selectFrom('mail_outbox').select(['sent_at', 'send_after']).execute();
    expect(waiting.every((row) => row.sent_at === null && row.send_after.getTime() > Date.now())).toBe(true);

    mailer.refusing = false;
    await sql`UPDATE mail_outbox SET send_after = now()`.execute(database.db);
    const [first, second] = await Promise.all([deliverOwedMail(database.db, mailer, silentLog), deliverOwedMail(database.db, mailer, silentLog)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(2);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(['nightly7@horeca.test', 'nightly900@horeca.test']);
    expect(mailer.sent.find((mail) => mail.to === 'nightly7@horeca.test')?.text).toContain('radiată (din 20.11.2026)');
    expect(await deliverOwedMail(database.db, mailer, silentLog)).toEqual({ sent: 0, failed: 0 });
  });

  it('resumes from its cursor when the process that held it was killed, once the lease ends', async () => {
    const firstFive = await database.db.selectFrom('users').select('uuid').orderBy('uuid').limit(500).execute();
    // What a process killed after its first call leaves: the cursor moved, the lease still held.
    await sql`INSERT INTO company_rechecks (day, after_uuid, holder, held_until, last_call_at, checked)
                VALUES (${day}, ${firstFive.at(-1)?.uuid}, 'killed', now() + interval '1 second', now(), 500)`.execute(database.db);
    expect(await runRecheckRound(database.db, options('next'))).toBe('held elsewhere');
    expect(register.calls).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await runRecheckRound(database.db, options('next'))).toBe('finished');
    expect(register.calls.map((call) => call.codes)).toEqual([500, 100]);
    expect(await database.db.selectFrom('company_rechecks').select(['checked', 'holder']).executeTakeFirst()).toEqual({ checked: sellerCount, holder: null });
    // The sellers the killed process had asked about are not asked again.
    expect(
      (
        await database.db
          .selectFrom('users')
          .select('company_state')
          .where('uuid', '=', firstFive[0]?.uuid as string)
          .executeTakeFirst()
      )?.company_state,
    ).toBe('UNCHECKED');
  });

  it('changes nothing and leaves the round for later when the register refuses, fails or answers malformed', async () => {
    for (const mode of ['refuse429', 'fail503', 'malformed'] as const) {
      register.mode = mode;
      expect(await runRecheckRound(database.db, options('one'))).toBe('register unavailable');
    }
    expect(await stateOf(7)).toEqual({ company_state: 'UNCHECKED', lists_products: true });
    expect(await database.db.selectFrom('company_rechecks').select(['finished_at', 'holder', 'checked']).executeTakeFirst()).toEqual({
      finished_at: null,
      holder: null,
      checked: 0,
    });
    register.mode = 'answer';
    expect(await runRecheckRound(database.db, options('two'))).toBe('finished');
    expect(await stateOf(7)).toEqual({ company_state: 'STRUCK_OFF', lists_products: false });
  });

  it('hands the round back between two calls when its process closes', async () => {
    const stop = new AbortController();
    // The process is told to close while its first call is being answered.
    register.onCall = () => stop.abort();
    expect(await runRecheckRound(database.db, { ...options('closing'), signal: stop.signal })).toBe('stopped');
    expect(register.calls).toHaveLength(1);
    expect(await runRecheckRound(database.db, options('next'))).toBe('finished');
    expect(register.calls.map((call) => call.codes)).toEqual([500, 500, 100]);
  });
});
