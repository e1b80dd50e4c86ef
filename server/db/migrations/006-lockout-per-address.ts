import { sql, type Kysely } from 'kysely';

/**
 * Failed logins are counted per account and client address (decision 015), so a stranger who
 * keeps failing from their own address blocks only themselves; an unknown name is counted
 * like an account, so a block says nothing about whether the account exists. The counters on
 * the users table go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_failures (
      account_key text NOT NULL,
      client text NOT NULL,
      failures integer NOT NULL DEFAULT 0,
      blocked_until timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_key, client)
    )
  `.execute(db);
  await sql`CREATE INDEX login_failures_updated ON login_failures (updated_at)`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN failed_logins, DROP COLUMN blocked_until`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN failed_logins integer NOT NULL DEFAULT 0, ADD COLUMN blocked_until timestamptz`.execute(db);
  await sql`DROP TABLE IF EXISTS login_failures`.execute(db);
}
