import { sql, type Kysely } from 'kysely';

/**
 * "Livrează în" (issue #49, decision 048): the cities a seller delivers to decide where their
 * products are found, so a change to them reaches every search process through the catalogue's
 * feed, as a change to the seller's name or visibility does (decision 019).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION record_seller_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      ELSIF EXISTS (
        SELECT 1 FROM old_rows o JOIN new_rows n ON n.uuid = o.uuid
        WHERE o.seller_name IS DISTINCT FROM n.seller_name OR o.lists_products IS DISTINCT FROM n.lists_products
          OR (o.delivery_terms -> 'cities') IS DISTINCT FROM (n.delivery_terms -> 'cities')
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
        WHERE o.seller_name IS DISTINCT FROM n.seller_name OR o.lists_products IS DISTINCT FROM n.lists_products
      ) THEN
        INSERT INTO catalogue_changes (kind) VALUES ('sellers');
        PERFORM pg_notify('catalogue_changes', '');
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
}
