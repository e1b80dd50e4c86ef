import { sql, type Kysely } from 'kysely';

/**
 * Buyers, their companies and order lists, and the inquiries a list sends its sellers (issue #50,
 * decision 053). A buyer account is a user with the role BUYER_HORECA whose `seller_name` and
 * `seller_identifier` hold its company's name and fiscal code, as a seller's hold theirs. A line
 * keeps what the buyer last saw (name, seller, both prices), so what changed since is read from
 * the line and its product's row, never from a scan of the catalogue. An inquiry keeps its lines
 * and its buyer as they were sent, whatever the catalogue does after, and stays with its seller
 * when the buyer's company is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('ADMIN_HORECA', 'SELLER_HORECA', 'BUYER_HORECA'))`.execute(db);

  await sql`
    CREATE TABLE buyer_companies (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      identifier text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE buyer_members (
      user_uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
      company_uuid uuid NOT NULL REFERENCES buyer_companies (uuid) ON DELETE CASCADE,
      membership text NOT NULL CHECK (membership IN ('OWNER', 'MEMBER')),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX buyer_members_by_company ON buyer_members (company_uuid)`.execute(db);
  await sql`
    CREATE TABLE buyer_locations (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_uuid uuid NOT NULL REFERENCES buyer_companies (uuid) ON DELETE CASCADE,
      position integer NOT NULL,
      name text NOT NULL,
      city text NOT NULL,
      address text NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX buyer_locations_by_company ON buyer_locations (company_uuid, position)`.execute(db);
  await sql`
    CREATE TABLE buyer_invitations (
      token_hash text PRIMARY KEY,
      company_uuid uuid NOT NULL REFERENCES buyer_companies (uuid) ON DELETE CASCADE,
      email text NOT NULL,
      membership text NOT NULL CHECK (membership IN ('OWNER', 'MEMBER')),
      invited_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX buyer_invitations_by_company ON buyer_invitations (company_uuid, created_at)`.execute(db);

  await sql`
    CREATE TABLE order_lists (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_uuid uuid NOT NULL REFERENCES buyer_companies (uuid) ON DELETE CASCADE,
      name text NOT NULL,
      location_uuid uuid REFERENCES buyer_locations (uuid) ON DELETE SET NULL,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX order_lists_name_key ON order_lists (company_uuid, lower(name))`.execute(db);
  await sql`
    CREATE TABLE order_lines (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      list_uuid uuid NOT NULL REFERENCES order_lists (uuid) ON DELETE CASCADE,
      position integer NOT NULL,
      product_uuid uuid NOT NULL,
      quantity numeric(12, 3) NOT NULL DEFAULT 1 CHECK (quantity > 0),
      note text NOT NULL DEFAULT '',
      seen_name text NOT NULL,
      seen_seller_uuid uuid NOT NULL,
      seen_seller_name text NOT NULL,
      seen_unit text NOT NULL,
      seen_net numeric(14, 2) NOT NULL,
      seen_gross numeric(14, 2) NOT NULL,
      seen_at timestamptz NOT NULL DEFAULT now(),
      added_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX order_lines_product_key ON order_lines (list_uuid, product_uuid)`.execute(db);
  await sql`CREATE INDEX order_lines_by_position ON order_lines (list_uuid, position)`.execute(db);

  await sql`
    CREATE TABLE order_sendings (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_uuid uuid NOT NULL REFERENCES buyer_companies (uuid) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      list_uuid uuid,
      sent_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX order_sendings_key ON order_sendings (company_uuid, idempotency_key)`.execute(db);
  await sql`
    CREATE TABLE inquiries (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number bigserial UNIQUE,
      sending_uuid uuid REFERENCES order_sendings (uuid) ON DELETE SET NULL,
      company_uuid uuid REFERENCES buyer_companies (uuid) ON DELETE SET NULL,
      seller_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
      seller_name text NOT NULL,
      list_name text NOT NULL,
      buyer jsonb NOT NULL,
      message text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'SEEN', 'CONFIRMED', 'REFUSED')),
      answer text NOT NULL DEFAULT '',
      status_changed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX inquiries_by_seller ON inquiries (seller_uuid, created_at DESC)`.execute(db);
  await sql`CREATE INDEX inquiries_by_company ON inquiries (company_uuid, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE inquiry_lines (
      inquiry_uuid uuid NOT NULL REFERENCES inquiries (uuid) ON DELETE CASCADE,
      position integer NOT NULL,
      product_uuid uuid NOT NULL,
      name text NOT NULL,
      unit text NOT NULL,
      quantity numeric(12, 3) NOT NULL,
      net numeric(14, 2) NOT NULL,
      gross numeric(14, 2) NOT NULL,
      note text NOT NULL,
      PRIMARY KEY (inquiry_uuid, position)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inquiry_lines',
    'inquiries',
    'order_sendings',
    'order_lines',
    'order_lists',
    'buyer_invitations',
    'buyer_locations',
    'buyer_members',
    'buyer_companies',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`DELETE FROM users WHERE role = 'BUYER_HORECA'`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('ADMIN_HORECA', 'SELLER_HORECA'))`.execute(db);
}
