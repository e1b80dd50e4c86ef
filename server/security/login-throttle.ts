import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { HttpProblem } from '../http/problem';

type Db = Kysely<DatabaseSchema>;

/**
 * Brute-force protection per account and client address (decision 015): 4 failed logins in
 * a row are free; the 5th and each one after it block that account from that address for a
 * wait that doubles from 1 minute, capped at 15 minutes. A successful login clears the count.
 * A per-address rate limit applies on top (rate-limits.ts).
 */
export const lockoutPolicy = {
  freeFailures: 4,
  firstBlockSeconds: 60,
  maxBlockSeconds: 15 * 60,
} as const;

/** When the account is blocked until, after its `failedLogins`-th consecutive failure. */
function blockedUntilAfter(failedLogins: number, now: Date): Date | null {
  if (failedLogins <= lockoutPolicy.freeFailures) return null;
  const doublings = failedLogins - lockoutPolicy.freeFailures - 1;
  const seconds = Math.min(lockoutPolicy.firstBlockSeconds * 2 ** Math.min(doublings, 20), lockoutPolicy.maxBlockSeconds);
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * What failures are counted under: an account's uuid, or, for a name no account has, the name
 * itself, so an unknown name is blocked after as many failures as an account is.
 */
export const accountKey = (user: { uuid: string } | undefined, typed: string): string => user?.uuid ?? `?${typed.trim().toLowerCase()}`;

export function blockedProblem(blockedUntil: Date, now: Date): HttpProblem {
  const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
  return new HttpProblem(429, 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', {
    params: { blockedUntil: blockedUntil.toISOString(), retryAfterSeconds },
  });
}

/** Until when the account is blocked from this address, or null. */
export async function blockedUntil(db: Db, key: string, client: string, now: Date): Promise<Date | null> {
  const row = await db.selectFrom('login_failures').select('blocked_until').where('account_key', '=', key).where('client', '=', client).executeTakeFirst();
  return row?.blocked_until && row.blocked_until.getTime() > now.getTime() ? row.blocked_until : null;
}

/** Counts one more failure of the account from this address, blocking it when the policy says so. */
export async function recordFailure(db: Db, key: string, client: string, now: Date): Promise<void> {
  const { failures } = await db
    .insertInto('login_failures')
    .values({ account_key: key, client, failures: 1, updated_at: now })
    .onConflict((conflict) => conflict.columns(['account_key', 'client']).doUpdateSet({ failures: sql`login_failures.failures + 1`, updated_at: now }))
    .returning('failures')
    .executeTakeFirstOrThrow();
  const until = blockedUntilAfter(failures, now);
  if (until) await db.updateTable('login_failures').set({ blocked_until: until }).where('account_key', '=', key).where('client', '=', client).execute();
}

/** Clears the count of the account from this address, or, without an address, from every address. */
export async function clearFailures(db: Db, key: string, client?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('account_key', '=', key);
  if (client !== undefined) query = query.where('client', '=', client);
  await query.execute();
}
