import { sql, type Kysely } from 'kysely';

/**
 * Limits on second-factor guessing that no address can spread (issue #47, decision 043). A
 * half-done login counts its wrong codes and ends after a few; an authenticator app counts the
 * wrong codes typed for its account from anywhere, and stops taking codes for a while once they
 * run past its limit (a passkey or a recovery code still signs the owner in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pending_logins ADD COLUMN failures integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE authenticators ADD COLUMN failures integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE authenticators ADD COLUMN blocked_until timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE authenticators DROP COLUMN IF EXISTS blocked_until`.execute(db);
  await sql`ALTER TABLE authenticators DROP COLUMN IF EXISTS failures`.execute(db);
  await sql`ALTER TABLE pending_logins DROP COLUMN IF EXISTS failures`.execute(db);
}
