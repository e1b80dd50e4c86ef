import { sql, type Kysely } from 'kysely';

/**
 * Reports and their moderation (issue #51, DSA Art. 16, 17 and 20; decision 052):
 * - `content_reports`: a notice about a product, numbered for its reference, with the sender's
 *   key (their account, else their address, else their network) that refuses a second report of
 *   the same product within a day; the product's name and seller are copied, so a report outlives
 *   the product it names;
 * - `moderation_decisions`: what an administrator decided on a product's open reports, with the
 *   statement of reasons the seller is sent; `moderation_complaints`: the seller's one complaint
 *   against it, decided by another administrator;
 * - `moderation_log`: every step, append-only: a trigger refuses to change a row, and to delete one
 *   younger than the three years it is kept;
 * - a listing hidden by a decision (`products.moderation_hidden`) is kept disabled by a trigger,
 *   whatever writes it, and a suspended seller (`users.moderation_suspended`) lists nothing, so
 *   both leave search through the catalogue's feed and come back the same way (decision 019).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN moderation_hidden boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE FUNCTION keep_hidden_products_disabled() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.is_enabled := false;
      RETURN NEW;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER products_kept_hidden BEFORE INSERT OR UPDATE ON products
    FOR EACH ROW WHEN (NEW.moderation_hidden) EXECUTE FUNCTION keep_hidden_products_disabled()
  `.execute(db);

  await sql`
    ALTER TABLE users
      ADD COLUMN moderation_suspended boolean NOT NULL DEFAULT false,
      DROP COLUMN lists_products
  `.execute(db);
  await sql`
    ALTER TABLE users ADD COLUMN lists_products boolean
      GENERATED ALWAYS AS (is_enabled AND is_verified AND NOT moderation_suspended AND company_state NOT IN ('INACTIVE', 'STRUCK_OFF')) STORED
  `.execute(db);

  await sql`
    CREATE TABLE moderation_decisions (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number bigserial UNIQUE,
      product_uuid uuid NOT NULL,
      product_name text NOT NULL,
      seller_uuid uuid REFERENCES users (uuid) ON DELETE SET NULL,
      action text NOT NULL CHECK (action IN ('DISMISS', 'HIDE_LISTING', 'SUSPEND_SELLER')),
      ground text NOT NULL CHECK (ground IN ('LAW', 'TERMS', 'NONE')),
      ground_detail text NOT NULL,
      facts text NOT NULL,
      automated boolean NOT NULL DEFAULT false,
      was_enabled boolean,
      decided_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
      decided_at timestamptz NOT NULL DEFAULT now(),
      reversed_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX moderation_decisions_by_seller ON moderation_decisions (seller_uuid, decided_at DESC)`.execute(db);

  await sql`
    CREATE TABLE content_reports (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number bigserial UNIQUE,
      product_uuid uuid NOT NULL,
      product_name text NOT NULL,
      seller_uuid uuid REFERENCES users (uuid) ON DELETE SET NULL,
      reason text NOT NULL CHECK (reason IN ('ILLEGAL', 'COUNTERFEIT', 'DANGEROUS', 'MISLEADING', 'WRONG_CATEGORY', 'OTHER')),
      explanation text NOT NULL,
      address text NOT NULL,
      reporter_name text,
      reporter_email text,
      reporter_uuid uuid REFERENCES users (uuid) ON DELETE SET NULL,
      sender_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decision_uuid uuid REFERENCES moderation_decisions (uuid)
    )
  `.execute(db);
  await sql`CREATE INDEX products_hidden ON products (uuid) WHERE moderation_hidden`.execute(db);
  await sql`CREATE INDEX content_reports_open ON content_reports (product_uuid, number) WHERE decision_uuid IS NULL`.execute(db);
  await sql`CREATE INDEX content_reports_by_sender ON content_reports (product_uuid, sender_key, created_at)`.execute(db);
  await sql`CREATE INDEX content_reports_by_reporter ON content_reports (reporter_uuid) WHERE reporter_uuid IS NOT NULL`.execute(db);
  await sql`CREATE INDEX content_reports_by_decision ON content_reports (decision_uuid)`.execute(db);

  await sql`
    CREATE TABLE moderation_complaints (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      decision_uuid uuid NOT NULL UNIQUE REFERENCES moderation_decisions (uuid) ON DELETE CASCADE,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      outcome text CHECK (outcome IN ('UPHELD', 'REVERSED')),
      reply text,
      decided_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
      decided_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX moderation_complaints_open ON moderation_complaints (created_at) WHERE outcome IS NULL`.execute(db);

  await sql`
    CREATE TABLE moderation_log (
      position bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_uuid uuid,
      actor text NOT NULL,
      step text NOT NULL CHECK (step IN ('REPORTED', 'DECIDED', 'COMPLAINED', 'COMPLAINT_DECIDED')),
      product_uuid uuid NOT NULL,
      product_name text NOT NULL,
      subject_uuid uuid NOT NULL,
      reason text NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE FUNCTION refuse_log_edits() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND OLD.at < now() - interval '3 years' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'moderation_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE ON moderation_log
    FOR EACH ROW EXECUTE FUNCTION refuse_log_edits()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE moderation_log`.execute(db);
  await sql`DROP FUNCTION refuse_log_edits()`.execute(db);
  await sql`DROP TABLE moderation_complaints`.execute(db);
  await sql`DROP TABLE content_reports`.execute(db);
  await sql`DROP TABLE moderation_decisions`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN lists_products`.execute(db);
  await sql`
    ALTER TABLE users DROP COLUMN moderation_suspended,
      ADD COLUMN lists_products boolean GENERATED ALWAYS AS (is_enabled AND is_verified AND company_state NOT IN ('INACTIVE', 'STRUCK_OFF')) STORED
  `.execute(db);
  await sql`DROP TRIGGER products_kept_hidden ON products`.execute(db);
  await sql`DROP FUNCTION keep_hidden_products_disabled()`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN moderation_hidden`.execute(db);
}
