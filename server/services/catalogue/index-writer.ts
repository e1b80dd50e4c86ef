import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;

/** The search_index columns, and their values computed from a products row named `row`. */
export const indexedColumns = sql`product_uuid, owner_uuid, name_folded, city, price, in_stock, is_deliverable, is_enabled, updated_at`;
export const indexedValuesOf = (row: string) =>
  sql`${sql.ref(`${row}.uuid`)}, ${sql.ref(`${row}.owner_uuid`)}, ro_fold(${sql.ref(`${row}.name`)}), ${sql.ref(`${row}.city`)},
      ${sql.ref(`${row}.price`)}, ${sql.ref(`${row}.in_stock`)}, ${sql.ref(`${row}.is_deliverable`)}, ${sql.ref(`${row}.is_enabled`)}, ${sql.ref(`${row}.updated_at`)}`;

/** Rewrites an existing index row with the values being inserted. */
const rewriteOnConflict = sql`
  ON CONFLICT (product_uuid) DO UPDATE SET
    owner_uuid = EXCLUDED.owner_uuid, name_folded = EXCLUDED.name_folded,
    city = EXCLUDED.city, price = EXCLUDED.price, in_stock = EXCLUDED.in_stock,
    is_deliverable = EXCLUDED.is_deliverable, is_enabled = EXCLUDED.is_enabled, updated_at = EXCLUDED.updated_at`;

/** Writes (or rewrites) the index rows of the products rows named `row` (a table or a common table expression). */
export const indexRowsFrom = (row: string) => sql`
  INSERT INTO search_index (${indexedColumns}) SELECT ${indexedValuesOf(row)} FROM ${sql.table(row)}
  ${rewriteOnConflict}
  RETURNING product_uuid`;

/** Writes (or rewrites) the index rows of these products from the products table. */
export async function indexProducts(db: Db, productUuids: string[]): Promise<void> {
  if (productUuids.length === 0) return;
  await sql`
    INSERT INTO search_index (${indexedColumns})
    SELECT ${indexedValuesOf('p')} FROM products p WHERE p.uuid = ANY(${productUuids}::uuid[])
    ${rewriteOnConflict}`.execute(db);
}

export async function unindexProduct(db: Db, productUuid: string): Promise<void> {
  await db.deleteFrom('search_index').where('product_uuid', '=', productUuid).execute();
}

/**
 * Replaces the whole index table from the products in one transaction. Readers keep seeing
 * the old rows until it commits (no TRUNCATE, which would lock them out), so search stays online.
 */
export async function rebuildIndexTable(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_index').execute();
    const result = await sql`INSERT INTO search_index (${indexedColumns}) SELECT ${indexedValuesOf('p')} FROM products p`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/**
 * After a large write: clears the rows a wipe left dead and refreshes planner statistics.
 * VACUUM cannot run in a transaction, so this runs after the commit.
 */
export async function tidySearchTables(db: Db): Promise<void> {
  await sql`VACUUM (ANALYZE) products, search_index`.execute(db);
}
