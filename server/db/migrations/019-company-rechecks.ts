import { sql, type Kysely } from 'kysely';

/**
 * The nightly re-check of every seller's company (issue #49, decision 046) and the mail it sends.
 * A round is one row per Bucharest day: whichever process holds its lease asks the register for
 * the next sellers after `after_uuid`, keeps the answer and moves the cursor in one transaction,
 * so a killed process leaves a round the next one resumes. `last_call_at` paces every process's
 * calls together; `checked` counts the sellers asked about. A mail the round owes is a `mail_outbox` row written in that same transaction,
 * sent by whichever process leases it, and marked sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE company_rechecks (
      day text PRIMARY KEY,
      after_uuid uuid,
      holder text,
      held_until timestamptz,
      last_call_at timestamptz,
      checked integer NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )
  `.execute(db);
  await sql`
    CREATE TABLE mail_outbox (
      id bigserial PRIMARY KEY,
      message jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      send_after timestamptz NOT NULL DEFAULT now(),
      held_until timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      sent_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX mail_outbox_unsent ON mail_outbox (send_after) WHERE sent_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE mail_outbox`.execute(db);
  await sql`DROP TABLE company_rechecks`.execute(db);
}
