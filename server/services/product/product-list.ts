import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import { containsPattern } from '../../db/like-pattern';
import type { DatabaseSchema } from '../../db/schema';
import { isAdmin, requireSellerOrAdmin } from '../../security/session-guard';
import { toProducts, type ProductWithSeller } from '../catalogue/product-view';
import type { RequestOf } from '../handlers';

type ProductPage = components['schemas']['ProductPage'];

/**
 * The management list: a seller sees their own products whatever `userUuid` says; an admin
 * sees everyone's, or one seller's. Disabled products are listed too, newest first.
 */
export async function listProducts(request: RequestOf<operations, 'listProducts'>, db: Kysely<DatabaseSchema>): Promise<ProductPage> {
  const caller = await requireSellerOrAdmin(request);
  const { perPage, page, productName, userUuid } = request.query;
  const owner = isAdmin(caller) ? userUuid : caller.uuid;
  let query = db.selectFrom('products');
  if (owner) query = query.where('products.owner_uuid', '=', owner);
  const name = productName?.trim();
  // The search index holds every product (disabled ones too) with its folded name and a trigram index.
  if (name) {
    query = query.where(
      sql<boolean>`EXISTS (SELECT 1 FROM search_index s WHERE s.product_uuid = products.uuid AND s.name_folded LIKE ro_fold(${containsPattern(name)}))`,
    );
  }

  // The total rides along with the page (one round trip); only a page past the end counts apart.
  const counted = query.select((eb) => eb.fn.countAll<string>().as('total'));
  const rows = await query
    .innerJoin('users', 'users.uuid', 'products.owner_uuid')
    .selectAll('products')
    .select(['users.seller_name', 'users.slug as seller_slug'])
    .select(() => counted.as('total'))
    .orderBy('products.updated_at', 'desc')
    .orderBy('products.uuid')
    .limit(perPage)
    .offset(page * perPage)
    .execute();
  const total = rows[0]?.total ?? (await counted.executeTakeFirstOrThrow()).total;
  return { products: await toProducts(db, rows as ProductWithSeller[]), perPage, totalPages: Math.ceil(Number(total) / perPage), totalItems: Number(total) };
}
