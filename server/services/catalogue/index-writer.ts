import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { onlyRow } from '../../db/only-row';

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

/** Products whose index rows are checked per statement during a rebuild. */
const rebuildSlice = 5_000;

/**
 * Makes the index table agree with the products again, online (decision 019): slice by slice of
 * products, in short statements of their own, it adds the rows that are missing and rewrites the
 * rows that differ. A row a write holds at that moment is skipped (`SKIP LOCKED`): that write is
 * rewriting it anyway. It never waits on a write, so it never blocks, fails or deadlocks one;
 * rows a delete removes go with their product (the foreign key cascades). Resolves with the
 * number of products checked.
 */
export async function rebuildIndexTable(db: Db): Promise<number> {
  let checked = 0;
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    const { rows } = await sql<{ last: string | null; count: number | string }>`
      SELECT max(uuid::text) AS last, count(*) AS count FROM (SELECT uuid FROM products WHERE uuid > ${after}::uuid ORDER BY uuid LIMIT ${rebuildSlice}) slice`.execute(
      db,
    );
    const slice = onlyRow(rows);
    if (slice.last === null) return checked;
    await sql`
      INSERT INTO search_index (${indexedColumns})
      SELECT ${indexedValuesOf('p')} FROM products p
      WHERE p.uuid > ${after}::uuid AND p.uuid <= ${slice.last}::uuid
        AND NOT EXISTS (SELECT 1 FROM search_index s WHERE s.product_uuid = p.uuid)
      ON CONFLICT (product_uuid) DO NOTHING`.execute(db);
    await sql`
      UPDATE search_index s SET
        owner_uuid = p.owner_uuid, name_folded = ro_fold(p.name), city = p.city, price = p.price, in_stock = p.in_stock,
        is_deliverable = p.is_deliverable, is_enabled = p.is_enabled, updated_at = p.updated_at
      FROM products p
      WHERE p.uuid = s.product_uuid
        AND s.product_uuid IN (
          SELECT product_uuid FROM search_index WHERE product_uuid > ${after}::uuid AND product_uuid <= ${slice.last}::uuid FOR UPDATE SKIP LOCKED
        )
        AND (s.owner_uuid, s.name_folded, s.city, s.price, s.in_stock, s.is_deliverable, s.is_enabled, s.updated_at)
          IS DISTINCT FROM (p.owner_uuid, ro_fold(p.name), p.city, p.price, p.in_stock, p.is_deliverable, p.is_enabled, p.updated_at)`.execute(db);
    checked += Number(slice.count);
    after = slice.last;
  }
}

/**
 * After a large write: clears the rows a wipe left dead and refreshes planner statistics.
 * VACUUM cannot run in a transaction, so this runs after the commit.
 */
export async function tidySearchTables(db: Db): Promise<void> {
  await sql`VACUUM (ANALYZE) products, search_index`.execute(db);
}
