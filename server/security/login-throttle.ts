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

/**
 * An authenticator app's codes across every address (issue #47, decision 043): a password known
 * to an attacker lets them open half-done logins from as many addresses as they hold, so wrong
 * codes are also counted per account. Five in a row are free; the sixth and each after it stop
 * the app's codes for a wait that doubles from 15 minutes, capped at a day. A right code clears
 * the count. A passkey and a recovery code are not stopped, so the owner still signs in.
 */
export const authenticatorLockPolicy = {
  freeFailures: 5,
  firstBlockMinutes: 15,
  maxBlockHours: 24,
} as const;

/** A half-done login ends after this many wrong answers: the next try starts from the password. */
export const wrongAnswersPerLoginStep = 3;

/** Until when the account's authenticator app takes no codes, or null. */
export async function authenticatorBlockedUntil(db: Db, userUuid: string, now: Date): Promise<Date | null> {
  const row = await db.selectFrom('authenticators').select('blocked_until').where('user_uuid', '=', userUuid).executeTakeFirst();
  return row?.blocked_until && row.blocked_until.getTime() > now.getTime() ? row.blocked_until : null;
}

export function authenticatorBlockedProblem(blockedUntil: Date, now: Date): HttpProblem {
  const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
  return new HttpProblem(429, 'AUTHENTICATOR_CODES_BLOCKED', { params: { blockedUntil: blockedUntil.toISOString(), retryAfterSeconds } });
}

/**
 * Counts one more wrong code of the account's app, from wherever it came, and stops its codes
 * when the policy says so. Says whether this failure is the one that first stopped them, so the
 * owner is told once, not at every guess after.
 */
export async function recordAuthenticatorFailure(db: Db, userUuid: string, now: Date): Promise<{ firstBlock: boolean }> {
  const row = await db
    .updateTable('authenticators')
    .set({ failures: sql`failures + 1` })
    .where('user_uuid', '=', userUuid)
    .returning('failures')
    .executeTakeFirst();
  if (!row || row.failures <= authenticatorLockPolicy.freeFailures) return { firstBlock: false };
  const doublings = Math.min(row.failures - authenticatorLockPolicy.freeFailures - 1, 20);
  const minutes = Math.min(authenticatorLockPolicy.firstBlockMinutes * 2 ** doublings, authenticatorLockPolicy.maxBlockHours * 60);
  await db
    .updateTable('authenticators')
    .set({ blocked_until: new Date(now.getTime() + minutes * 60 * 1000) })
    .where('user_uuid', '=', userUuid)
    .execute();
  return { firstBlock: row.failures === authenticatorLockPolicy.freeFailures + 1 };
}

/** A right code, or a new password (an attacker's guesses then stop mattering): the app's count starts again. */
export async function clearAuthenticatorFailures(db: Db, userUuid: string): Promise<void> {
  await db.updateTable('authenticators').set({ failures: 0, blocked_until: null }).where('user_uuid', '=', userUuid).execute();
}
