import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;

/**
 * The searchable text of a product: its name weighs most (A), then its description (B), then
 * its city (C), so `cafea bucuresti` finds coffee sold in București.
 */
const documentOf = sql`
  setweight(to_tsvector('ro_unaccent', p.name), 'A')
  || setweight(to_tsvector('ro_unaccent', p.description), 'B')
  || setweight(to_tsvector('ro_unaccent', p.city), 'C')`;

const indexedColumns = sql`product_uuid, owner_uuid, document, name_folded, city, price, in_stock, is_deliverable, is_enabled, updated_at`;
const indexedValues = sql`p.uuid, p.owner_uuid, ${documentOf}, ro_fold(p.name), p.city, p.price, p.in_stock, p.is_deliverable, p.is_enabled, p.updated_at`;

/** Writes (or rewrites) the index rows of these products from the products table. */
export async function indexProducts(db: Db, productUuids: string[]): Promise<void> {
  if (productUuids.length === 0) return;
  await sql`
    INSERT INTO search_index (${indexedColumns})
    SELECT ${indexedValues} FROM products p WHERE p.uuid = ANY(${productUuids}::uuid[])
    ON CONFLICT (product_uuid) DO UPDATE SET
      owner_uuid = EXCLUDED.owner_uuid, document = EXCLUDED.document, name_folded = EXCLUDED.name_folded,
      city = EXCLUDED.city, price = EXCLUDED.price, in_stock = EXCLUDED.in_stock,
      is_deliverable = EXCLUDED.is_deliverable, is_enabled = EXCLUDED.is_enabled, updated_at = EXCLUDED.updated_at
  `.execute(db);
}

export async function unindexProduct(db: Db, productUuid: string): Promise<void> {
  await db.deleteFrom('search_index').where('product_uuid', '=', productUuid).execute();
}

/**
 * Replaces the whole index from the products in one transaction. Readers keep seeing the old
 * index until it commits (no TRUNCATE, which would lock them out), so search stays online.
 */
export async function rebuildIndex(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_index').execute();
    const result = await sql`INSERT INTO search_index (${indexedColumns}) SELECT ${indexedValues} FROM products p`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
