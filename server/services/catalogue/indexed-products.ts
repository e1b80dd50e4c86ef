import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { indexedProduct, type IndexedProduct, type ProductTextRow } from './catalogue-product';
import { fieldColumns } from './product-fields';
import { coversOf } from './product-photos';

type Db = Kysely<DatabaseSchema>;

/** The products columns search holds. */
export const heldColumns = ['uuid', 'owner_uuid', ...fieldColumns, 'updated_at'] as const;

/** Rows as search holds them, each with its cover (one more read for all of them). */
export async function withCovers(db: Db, rows: readonly ProductTextRow[]): Promise<IndexedProduct[]> {
  const covers = await coversOf(db, rows);
  return rows.map((row) => indexedProduct(row, covers.get(row.uuid)));
}

/** These products as they are now; a uuid missing from the answer was deleted. */
export async function productsByUuid(db: Db, uuids: readonly string[]): Promise<IndexedProduct[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(heldColumns)
    .where('uuid', '=', sql<string>`ANY(${[...uuids]}::uuid[])`)
    .execute();
  return withCovers(db, rows);
}
