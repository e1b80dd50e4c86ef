import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (issue #27, decision 024). A passkey is a WebAuthn credential: its id as the browser
 * names it (base64url), its COSE public key, the signature counter it last reported, the
 * transports it said it uses, and the name its owner gave it. A challenge is a row until it is
 * used, once, or expires: registration challenges name the account they were made for, login
 * challenges name the half-done login they belong to, if any.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE passkeys (
      id uuid PRIMARY KEY,
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      credential_id text NOT NULL UNIQUE,
      public_key bytea NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports text NOT NULL DEFAULT '',
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX passkeys_user ON passkeys (user_uuid)`.execute(db);
  await sql`
    CREATE TABLE webauthn_challenges (
      challenge text PRIMARY KEY,
      purpose text NOT NULL,
      user_uuid uuid REFERENCES users (uuid) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS webauthn_challenges`.execute(db);
  await sql`DROP TABLE IF EXISTS passkeys`.execute(db);
}
