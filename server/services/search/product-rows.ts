import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { toProducts, type Product, type ProductWithSeller } from '../catalogue/product-view';

type Db = Kysely<DatabaseSchema>;

/**
 * The products with these uuids, in that order, each with its seller's name, as search shows
 * them, with their photos: a product that is disabled, or whose seller is, is left out.
 */
export async function shownProducts(db: Db, uuids: readonly string[]): Promise<Product[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('users as u', 'u.uuid', 'p.owner_uuid')
    .selectAll('p')
    .select(['u.seller_name', 'u.slug as seller_slug'])
    .where('p.uuid', '=', sql<string>`ANY(${[...uuids]}::uuid[])`)
    .where('p.is_enabled', '=', true)
    .where('u.lists_products', '=', true)
    .execute();
  const byUuid = new Map(rows.map((row) => [row.uuid, row as ProductWithSeller]));
  return toProducts(
    db,
    uuids.flatMap((uuid) => byUuid.get(uuid) ?? []),
  );
}
