import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { indexedProduct, type IndexedProduct } from '../../catalogue/catalogue-product';
import type { IndexedSeller } from './catalogue-index';

type Db = Kysely<DatabaseSchema>;

/** Products read per query while the index loads: large enough to be quick, small enough to keep serving in between. */
export const feedBatch = 5_000;

const columns = [
  'uuid',
  'owner_uuid',
  'name',
  'description',
  'city',
  'price',
  'vat_included',
  'in_stock',
  'negotiable',
  'is_deliverable',
  'sell_type',
  'package_type',
  'phone',
  'is_enabled',
  'updated_at',
] as const;

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
      .select(columns)
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
    if (rows.length > 0) yield rows.map(indexedProduct);
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

/** These products as they are now; a uuid missing from the answer was deleted. */
export async function productsByUuid(db: Db, uuids: readonly string[]): Promise<IndexedProduct[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(columns)
    .where('uuid', '=', sql<string>`ANY(${[...uuids]}::uuid[])`)
    .execute();
  return rows.map(indexedProduct);
}

/** Every seller: whether their products show (enabled and verified), and the name they show under. */
export async function sellers(db: Db): Promise<({ uuid: string } & IndexedSeller)[]> {
  return db
    .selectFrom('users')
    .select(['uuid', 'seller_name as name', sql<boolean>`is_enabled AND is_verified`.as('visible')])
    .execute();
}
