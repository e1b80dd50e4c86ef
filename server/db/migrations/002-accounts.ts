import { sql, type Kysely } from 'kysely';

/** Users, their e-mailed single-use tokens, refresh-token families and contact messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      phone_key text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      seller_name text NOT NULL,
      seller_identifier text NOT NULL,
      description text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('ADMIN_HORECA', 'SELLER_HORECA')),
      is_verified boolean NOT NULL DEFAULT false,
      is_enabled boolean NOT NULL DEFAULT true,
      failed_logins integer NOT NULL DEFAULT 0,
      blocked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_phone_key ON users (phone_key)`.execute(db);
  await sql`
    CREATE INDEX users_search ON users USING gin (
      ro_fold(username || ' ' || email || ' ' || first_name || ' ' || last_name || ' ' || seller_name) gin_trgm_ops
    )
  `.execute(db);

  await sql`
    CREATE TABLE mail_tokens (
      token_hash text PRIMARY KEY,
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('activate', 'reset', 'delete')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX mail_tokens_user ON mail_tokens (user_uuid)`.execute(db);

  await sql`
    CREATE TABLE refresh_tokens (
      token_hash text PRIMARY KEY,
      family_id uuid NOT NULL,
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      rotated_at timestamptz,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)`.execute(db);
  await sql`CREATE INDEX refresh_tokens_user ON refresh_tokens (user_uuid)`.execute(db);

  await sql`
    CREATE TABLE contact_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'refresh_tokens', 'mail_tokens', 'users']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
