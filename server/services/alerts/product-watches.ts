import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { newOpaqueToken } from '../../security/opaque-tokens';
import type { RequestOf } from '../handlers';
import { requireAlertUser } from './alert-caller';
import { shownProducts } from './alert-window';
import { pricesOf } from './criteria-match';

type Db = Kysely<DatabaseSchema>;
type ProductWatch = components['schemas']['ProductWatch'];

/** Products an account watches at most (docs/product.md, "Anunță-mă"). */
const maxWatches = 200;

const watchView = (row: {
  product_uuid: string;
  name: string;
  on_price_drop: boolean;
  on_back_in_stock: boolean;
  seen_gross: number;
  seen_in_stock: boolean;
  created_at: Date;
}): ProductWatch => ({
  product: row.product_uuid,
  name: row.name,
  onPriceDrop: row.on_price_drop,
  onBackInStock: row.on_back_in_stock,
  seenGross: Number(row.seen_gross),
  seenInStock: row.seen_in_stock,
  createdAt: row.created_at.toISOString(),
});

export async function listProductWatches(request: RequestOf<operations, 'listProductWatches'>, db: Db): Promise<components['schemas']['ProductWatches']> {
  const caller = await requireAlertUser(request);
  const rows = await db
    .selectFrom('product_watches as w')
    .innerJoin('products as p', 'p.uuid', 'w.product_uuid')
    .select(['w.product_uuid', 'p.name', 'w.on_price_drop', 'w.on_back_in_stock', 'w.seen_gross', 'w.seen_in_stock', 'w.created_at'])
    .where('w.user_uuid', '=', caller.uuid)
    .orderBy('w.created_at', 'desc')
    .execute();
  return { watches: rows.map(watchView) };
}

/**
 * "Anunță-mă" (issue #52): a product that shows, watched for a lower price, its return to
 * stock, or both, measured from the product as it is now; watching again changes only what is
 * watched for. Answers the watch and whether it is new.
 */
export async function watchProduct(request: RequestOf<operations, 'watchProduct'>, db: Db): Promise<{ watch: ProductWatch; created: boolean }> {
  const caller = await requireAlertUser(request);
  const { onPriceDrop, onBackInStock } = request.body;
  if (!onPriceDrop && !onBackInStock)
    throw new HttpProblem(400, 'VALIDATION_FAILED', {
      errors: [{ field: 'onPriceDrop', rule: 'required', message: 'Alege cel puțin un motiv: un preț mai mic sau revenirea în stoc.' }],
    });
  return db.transaction().execute(async (trx) => {
    const [product] = await shownProducts(trx, [request.params.product]);
    if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
    await trx.selectFrom('users').select('uuid').where('uuid', '=', caller.uuid).forUpdate().executeTakeFirst();
    const { count } = await trx
      .selectFrom('product_watches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_uuid', '=', caller.uuid)
      .where('product_uuid', '<>', product.uuid)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxWatches) throw new HttpProblem(409, 'WATCHES_LIMIT_REACHED');
    const row = await trx
      .insertInto('product_watches')
      .values({
        user_uuid: caller.uuid,
        product_uuid: product.uuid,
        on_price_drop: onPriceDrop,
        on_back_in_stock: onBackInStock,
        seen_gross: pricesOf(product).gross,
        seen_in_stock: product.inStock,
        unsubscribe_token: newOpaqueToken(),
      })
      .onConflict((conflict) => conflict.columns(['user_uuid', 'product_uuid']).doUpdateSet({ on_price_drop: onPriceDrop, on_back_in_stock: onBackInStock }))
      .returning(['product_uuid', 'on_price_drop', 'on_back_in_stock', 'seen_gross', 'seen_in_stock', 'created_at', sql<boolean>`xmax = 0`.as('inserted')])
      .executeTakeFirstOrThrow();
    return { watch: watchView({ ...row, name: product.name }), created: row.inserted };
  });
}

export async function unwatchProduct(request: RequestOf<operations, 'unwatchProduct'>, db: Db): Promise<void> {
  const caller = await requireAlertUser(request);
  const deleted = await db
    .deleteFrom('product_watches')
    .where('user_uuid', '=', caller.uuid)
    .where('product_uuid', '=', request.params.product)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new HttpProblem(404, 'WATCH_NOT_FOUND');
}
