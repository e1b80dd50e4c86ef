import { sql, type Kysely } from 'kysely';

/**
 * When a session last proved who is behind it (issue #27, decision 025): its login, a second
 * factor passed later, or the password typed again. Ending sessions and changing second
 * factors need that to be recent (ASVS 5.0 V7.5.1, V7.5.2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN authenticated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`UPDATE sessions SET authenticated_at = signed_in_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS authenticated_at`.execute(db);
}
