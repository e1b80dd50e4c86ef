import { sql, type Kysely } from 'kysely';

/**
 * What ANAF's register last said of each seller's company (issue #49, decision 045): its state
 * (`UNCHECKED` until asked, and in local mode), when it was asked, and what it said. A seller
 * lists products while enabled, verified, and not found inactive or struck off: `lists_products`,
 * computed by the database, is what every read of the catalogue asks, and a change to it reaches
 * every search process through the catalogue's feed, as a blocked seller's does (decision 019).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN company_state text NOT NULL DEFAULT 'UNCHECKED'
        CHECK (company_state IN ('UNCHECKED', 'ACTIVE', 'INACTIVE', 'STRUCK_OFF', 'NOT_FOUND')),
      ADD COLUMN company_checked_at timestamptz,
      ADD COLUMN company_record jsonb,
      ADD COLUMN lists_products boolean GENERATED ALWAYS AS (is_enabled AND is_verified AND company_state NOT IN ('INACTIVE', 'STRUCK_OFF')) STORED
  `.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION record_seller_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      ELSIF EXISTS (
        SELECT 1 FROM old_rows o JOIN new_rows n ON n.uuid = o.uuid
        WHERE o.seller_name IS DISTINCT FROM n.seller_name OR o.lists_products IS DISTINCT FROM n.lists_products
      ) THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION record_seller_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      ELSIF EXISTS (
        SELECT 1 FROM old_rows o JOIN new_rows n ON n.uuid = o.uuid
        WHERE o.seller_name IS DISTINCT FROM n.seller_name OR o.is_enabled IS DISTINCT FROM n.is_enabled OR o.is_verified IS DISTINCT FROM n.is_verified
      ) THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`ALTER TABLE users DROP COLUMN lists_products, DROP COLUMN company_record, DROP COLUMN company_checked_at, DROP COLUMN company_state`.execute(db);
}
