import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { heldColumns, withCovers } from '../../catalogue/indexed-products';
import type { IndexedSeller } from '../engine/catalogue-index';

type Db = Kysely<DatabaseSchema>;

/** Products read per query while the index loads: large enough to be quick, small enough to keep serving in between. */
const feedBatch = 5_000;

/**
 * Every product, or one seller's, in batches ordered by (updated_at, uuid): the index then
 * adds them oldest first, at the end of its date order. Read by keyset, the cursor's time as
 * PostgreSQL's text (microseconds, which a JavaScript Date would round), so each batch costs
 * the same however far the load has gone and none is read twice.
 */
export async function* productBatches(db: Db, owner?: string): AsyncGenerator<IndexedProduct[]> {
  let after: { at: string; uuid: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('products')
      .select(heldColumns)
      .select(sql<string>`updated_at::text`.as('cursor_at'))
      .orderBy('updated_at')
      .orderBy('uuid')
      .limit(feedBatch);
    if (owner) query = query.where('owner_uuid', '=', owner);
    if (after) {
      const { at, uuid } = after;
      query = query.where(sql<boolean>`(updated_at, uuid) > (${at}::timestamptz, ${uuid}::uuid)`);
    }
    const rows = await query.execute();
    if (rows.length > 0) yield await withCovers(db, rows);
    const last = rows.at(-1);
    if (!last || rows.length < feedBatch) return;
    after = { at: last.cursor_at, uuid: last.uuid };
  }
}

/** How many products the catalogue holds now. */
export async function catalogueSize(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every seller: whether their products show (enabled and verified), the name they show under, their page's address and where they deliver. */
export async function sellers(db: Db): Promise<({ uuid: string } & IndexedSeller)[]> {
  return db
    .selectFrom('users')
    .select(['uuid', 'seller_name as name', 'lists_products as visible', 'slug', sql<string[] | null>`delivery_terms -> 'cities'`.as('deliversTo')])
    .execute();
}
