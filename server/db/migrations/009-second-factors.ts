import { sql, type Kysely } from 'kysely';

/**
 * Second factors (issue #27, decision 023). An account has at most one authenticator app: its
 * TOTP secret sealed with the server's factor key, confirmed once the user has typed a code
 * from it, and the last time step a code was accepted for, so each code works once. Recovery
 * codes are single-use: `lookup` finds the row, and the rest of the code is kept as an
 * Argon2id hash. A login that has passed the password and waits for the second factor is a
 * `pending_logins` row, named by the hash of an opaque token in a short-lived cookie. A
 * session records the second factor it passed, if any: the server's admin checks read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE authenticators (
      user_uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
      sealed_secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      last_step integer NOT NULL DEFAULT 0
    )
  `.execute(db);
  await sql`
    CREATE TABLE recovery_codes (
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      lookup text NOT NULL,
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz,
      PRIMARY KEY (user_uuid, lookup)
    )
  `.execute(db);
  await sql`
    CREATE TABLE pending_logins (
      token_hash text PRIMARY KEY,
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX pending_logins_expiry ON pending_logins (expires_at)`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN second_factor text NOT NULL DEFAULT ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS second_factor`.execute(db);
  await sql`DROP TABLE IF EXISTS pending_logins`.execute(db);
  await sql`DROP TABLE IF EXISTS recovery_codes`.execute(db);
  await sql`DROP TABLE IF EXISTS authenticators`.execute(db);
}
