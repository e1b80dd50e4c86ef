import { sql, type Kysely } from 'kysely';

/**
 * The security mails an account was sent (issue #51): which kind, its subject and when, so the
 * owner's data download can list them (GDPR Art. 15). Kept a year (`expired-rows.ts`); the
 * mail's text is not kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE account_mails (
      id bigserial PRIMARY KEY,
      user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      kind text NOT NULL,
      subject text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX account_mails_by_user ON account_mails (user_uuid, sent_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE account_mails`.execute(db);
}
