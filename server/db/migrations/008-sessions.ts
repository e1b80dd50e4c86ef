import { sql, type Kysely } from 'kysely';

/**
 * A session is a refresh-token family (decision 007); this table says where it was opened and
 * when it was last used, so its owner can see and end it (issue #27, decision 021). Whether it
 * is live stays with its refresh tokens: one unrevoked and unexpired. `device_key` is the hash
 * of the browser's device cookie, so a sign-in from a browser the account has not used is told
 * to its owner (decision 022). Sessions open before this migration are recorded from their
 * tokens, without a device, network or device key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sessions (
      id uuid PRIMARY KEY,
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      signed_in_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      user_agent text NOT NULL DEFAULT '',
      network text NOT NULL DEFAULT '',
      device_key text NOT NULL DEFAULT ''
    )
  `.execute(db);
  await sql`CREATE INDEX sessions_user ON sessions (user_uuid, last_used_at DESC)`.execute(db);
  await sql`CREATE INDEX sessions_device ON sessions (user_uuid, device_key)`.execute(db);
  await sql`
    INSERT INTO sessions (id, user_uuid, signed_in_at, last_used_at)
    SELECT family_id, (array_agg(user_uuid))[1], min(created_at), max(created_at)
    FROM refresh_tokens
    GROUP BY family_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sessions`.execute(db);
}
