import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { registerLimits, RegisterUnavailable } from './anaf-register';
import { askAboutSellers, keepRegisterReply } from './company-checks';

type Db = Kysely<DatabaseSchema>;

export interface RecheckOptions {
  /** The register's address (ANAF_URL). */
  url: string;
  siteName: string;
  /** This process's name in the round's lease. */
  holder: string;
  /** The Bucharest day (YYYY-MM-DD) the round is for. */
  day: string;
  /** The least time between two calls to the register, from any process. */
  paceMs?: number;
  /** How long a process may go silent before another takes the round over. */
  leaseMs?: number;
  sellersPerCall?: number;
  /** Stops the round between two calls, handing the lease back (a process that closes). */
  signal?: AbortSignal;
}

/** How a process's part of a round ended. */
export type RoundEnd = 'finished' | 'held elsewhere' | 'register unavailable' | 'stopped';

type Settled = Required<Omit<RecheckOptions, 'signal'>> & Pick<RecheckOptions, 'signal'>;

/** Calls leave a little further apart than the service's limit, for the time a call takes to arrive. */
const paceMarginMs = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the round's lease for one more call, no sooner than `paceMs` after the last call of any
 * process; answers the cursor, or why not.
 */
async function leaseNextCall(db: Db, options: Settled): Promise<{ after: string | null } | { wait: number } | RoundEnd> {
  const leased = await sql<{ after_uuid: string | null }>`
    UPDATE company_rechecks
    SET holder = ${options.holder}, held_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
        last_call_at = clock_timestamp()
    WHERE day = ${options.day} AND finished_at IS NULL
      AND (holder = ${options.holder} OR holder IS NULL OR held_until < now())
      AND (last_call_at IS NULL OR last_call_at <= clock_timestamp() - make_interval(secs => ${options.paceMs / 1000}))
    RETURNING after_uuid
  `.execute(db);
  const row = leased.rows[0];
  if (row) return { after: row.after_uuid };
  const round = await sql<{ finished: boolean; elsewhere: boolean; wait: number }>`
    SELECT finished_at IS NOT NULL AS finished,
           holder IS DISTINCT FROM ${options.holder} AND holder IS NOT NULL AND held_until >= now() AS elsewhere,
           greatest(0, extract(epoch FROM last_call_at + make_interval(secs => ${options.paceMs / 1000}) - clock_timestamp()) * 1000) AS wait
    FROM company_rechecks WHERE day = ${options.day}
  `.execute(db);
  const state = round.rows[0];
  if (!state || state.finished) return 'finished';
  if (state.elsewhere) return 'held elsewhere';
  return { wait: Number(state.wait) };
}

/**
 * Runs this process's part of a night's re-check of every seller's company (issue #49, decision
 * 046). The round is a row per day; the process holding its lease asks the register about the
 * next sellers after the cursor (at most 500 codes a call, one call a second from all processes
 * together), then keeps the answer, owes the mails and moves the cursor in one transaction that
 * first proves it still holds the lease. Another process finds the round held and leaves it; a
 * killed holder's lease ends and the next process resumes from the cursor. A register that does
 * not answer ends this part and leaves the round for the next try; nothing is changed.
 */
export async function runRecheckRound(db: Db, options: RecheckOptions): Promise<RoundEnd> {
  const settled: Settled = {
    paceMs: 1000 / registerLimits.callsPerSecond + paceMarginMs,
    leaseMs: 60_000,
    sellersPerCall: registerLimits.codesPerCall,
    ...options,
  };
  await db
    .insertInto('company_rechecks')
    .values({ day: settled.day })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const handBack = () =>
    db.updateTable('company_rechecks').set({ holder: null, held_until: null }).where('day', '=', settled.day).where('holder', '=', settled.holder).execute();
  for (;;) {
    if (settled.signal?.aborted) {
      await handBack();
      return 'stopped';
    }
    const lease = await leaseNextCall(db, settled);
    if (typeof lease === 'string') return lease;
    if ('wait' in lease) {
      await pause(Math.max(lease.wait, 10));
      continue;
    }
    const sellers = await db
      .selectFrom('users')
      .select(['uuid', 'seller_identifier'])
      .where('role', '=', 'SELLER_HORECA')
      .$if(lease.after !== null, (query) => query.where('uuid', '>', lease.after as string))
      .orderBy('uuid')
      .limit(settled.sellersPerCall)
      .execute();
    const last = sellers.at(-1);
    if (!last) {
      await db
        .updateTable('company_rechecks')
        .set({ finished_at: new Date(), holder: null, held_until: null })
        .where('day', '=', settled.day)
        .where('holder', '=', settled.holder)
        .execute();
      return 'finished';
    }
    // The pace counts from the moment the call leaves, not from the lease.
    await db
      .updateTable('company_rechecks')
      .set({ last_call_at: sql`clock_timestamp()` })
      .where('day', '=', settled.day)
      .where('holder', '=', settled.holder)
      .execute();
    let reply;
    try {
      reply = await askAboutSellers(settled.url, sellers);
    } catch (error) {
      if (!(error instanceof RegisterUnavailable)) throw error;
      await handBack();
      return 'register unavailable';
    }
    const moved = await db.transaction().execute(async (trx) => {
      const held = await trx
        .updateTable('company_rechecks')
        .set((eb) => ({ after_uuid: last.uuid, checked: eb('checked', '+', sellers.length) }))
        .where('day', '=', settled.day)
        .where('holder', '=', settled.holder)
        .returning('day')
        .executeTakeFirst();
      if (!held) return false;
      if (reply) await keepRegisterReply(trx, reply, settled.siteName);
      return true;
    });
    if (!moved) return 'held elsewhere';
  }
}
