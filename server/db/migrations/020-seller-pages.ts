import { sql, type Kysely } from 'kysely';

/**
 * A public page per seller (issue #49, decision 047): `slug` is its address, made once from the
 * seller's name (lower case, without diacritics, words joined by hyphens, `-2`, `-3` for a name
 * already taken) and kept when the name changes, so a shared link stays good. `delivery_terms`
 * holds what the seller says of delivery, or null until they say it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN slug text, ADD COLUMN delivery_terms jsonb`.execute(db);
  await sql`
    CREATE FUNCTION free_seller_slug(name text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      base text := coalesce(nullif(trim(both '-' from left(regexp_replace(lower(unaccent(name)), '[^a-z0-9]+', '-', 'g'), 60)), ''), 'comerciant');
      candidate text := base;
      taken integer := 1;
    BEGIN
      WHILE EXISTS (SELECT 1 FROM users WHERE slug = candidate) LOOP
        taken := taken + 1;
        candidate := base || '-' || taken;
      END LOOP;
      RETURN candidate;
    END $$
  `.execute(db);
  await sql`
    DO $$
    DECLARE seller record;
    BEGIN
      FOR seller IN SELECT uuid, seller_name FROM users WHERE role = 'SELLER_HORECA' ORDER BY created_at, uuid LOOP
        UPDATE users SET slug = free_seller_slug(seller.seller_name) WHERE uuid = seller.uuid;
      END LOOP;
    END $$
  `.execute(db);
  await sql`CREATE UNIQUE INDEX users_slug ON users (slug)`.execute(db);
  await sql`
    CREATE FUNCTION name_seller_page() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.role = 'SELLER_HORECA' AND NEW.slug IS NULL THEN
        NEW.slug := free_seller_slug(NEW.seller_name);
      END IF;
      RETURN NEW;
    END $$
  `.execute(db);
  await sql`CREATE TRIGGER users_seller_page BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION name_seller_page()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_seller_page ON users`.execute(db);
  await sql`DROP FUNCTION name_seller_page()`.execute(db);
  await sql`DROP FUNCTION free_seller_slug(text)`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN delivery_terms, DROP COLUMN slug`.execute(db);
}
