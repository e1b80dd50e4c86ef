import { sql, type Kysely } from 'kysely';
import type { operations } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { isAdmin, requireSellerOrAdmin, type Caller } from '../../security/session-guard';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { recordProducts, recordProductsFrom } from '../catalogue/catalogue-feed';
import { indexedProduct } from '../catalogue/catalogue-product';
import { indexRowsFrom, unindexProduct } from '../catalogue/index-writer';
import { productColumns } from './product-input';
import { toProduct, toProducts, type Product, type ProductWithSeller } from '../catalogue/product-view';
import type { RequestOf } from '../handlers';

type Db = Kysely<DatabaseSchema>;

/**
 * Runs a write that includes its search-index step; any failure there (other than the
 * database being away) becomes the catalogue's own code, and the write leaves nothing behind.
 */
async function inSearch<T>(code: 'PRODUCT_SAVE_FAILED_IN_SEARCH' | 'PRODUCT_DELETE_FAILED_IN_SEARCH', step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpProblem || isDatabaseUnavailable(error)) throw error;
    throw new HttpProblem(500, code, { detail: error instanceof Error ? error.message : undefined });
  }
}

/** The product, locked, if the caller may change it (its owner, or an administrator). */
export async function ownedProduct(db: Db, caller: Caller, uuid: string) {
  const product = await db.selectFrom('products').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();
  if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
  if (product.owner_uuid !== caller.uuid && !isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return product;
}

/** A written row, with the write's place in the catalogue's feed. */
type Recorded<T> = T & { position: number | string | null };

/**
 * Each write is one statement (the product, its index row, its row in the catalogue's feed and,
 * for an update, the check of who may change it), so it is atomic without a transaction and
 * costs one round trip. Once it has committed it tells this process's search what it wrote,
 * and answers when that search sees it; other processes read it from the feed (decision 019).
 */
export async function createProduct(request: RequestOf<operations, 'createProduct'>, db: Db, changes: CatalogueChanges): Promise<Product> {
  const caller = await requireSellerOrAdmin(request);
  const columns = Object.entries({ ...productColumns(request.body), owner_uuid: caller.uuid });
  const { rows } = await inSearch('PRODUCT_SAVE_FAILED_IN_SEARCH', () =>
    sql<Recorded<ProductWithSeller>>`
      WITH created AS (
        INSERT INTO products (${sql.join(columns.map(([column]) => sql.ref(column)))})
        VALUES (${sql.join(columns.map(([, value]) => value))})
        RETURNING *
      ), indexed AS (${indexRowsFrom('created')}), feed AS (${recordProductsFrom('created')})
      SELECT created.*, users.seller_name, users.slug AS seller_slug, feed.position
      FROM created JOIN users ON users.uuid = created.owner_uuid CROSS JOIN indexed CROSS JOIN feed
    `.execute(db),
  );
  const row = rows[0] as Recorded<ProductWithSeller>;
  await changes.publish({ kind: 'products', written: [indexedProduct(row)], removed: [], position: Number(row.position) });
  return toProduct(row);
}

/** The product found, and, when the caller could change it, as it is now. */
type UpdatedRow = Partial<Recorded<ProductWithSeller>> & { found: string };

export async function updateProduct(request: RequestOf<operations, 'updateProduct'>, db: Db, changes: CatalogueChanges): Promise<Product> {
  const caller = await requireSellerOrAdmin(request);
  const { uuid } = request.params;
  const assignments = Object.entries({ ...productColumns(request.body), updated_at: new Date() }).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const mayChange = isAdmin(caller) ? sql`true` : sql`before.owner_uuid = ${caller.uuid}::uuid`;
  const { rows } = await inSearch('PRODUCT_SAVE_FAILED_IN_SEARCH', () =>
    sql<UpdatedRow>`
      WITH before AS (
        SELECT p.uuid, p.owner_uuid FROM products p WHERE p.uuid = ${uuid}::uuid FOR UPDATE
      ), updated AS (
        UPDATE products p SET ${sql.join(assignments)}
        FROM before WHERE p.uuid = before.uuid AND ${mayChange}
        RETURNING p.*
      ), indexed AS (${indexRowsFrom('updated')}), feed AS (${recordProductsFrom('updated')})
      SELECT before.uuid AS found, updated.*, users.seller_name, users.slug AS seller_slug, feed.position
      FROM before
      LEFT JOIN updated ON true LEFT JOIN users ON users.uuid = updated.owner_uuid LEFT JOIN indexed ON true LEFT JOIN feed ON true
    `.execute(db),
  );
  const row = rows[0];
  if (!row) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
  if (!row.uuid) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  const product = row as Recorded<ProductWithSeller>;
  const [shown] = await toProducts(db, [product]);
  await changes.publish({ kind: 'products', written: [indexedProduct(product, shown?.cover)], removed: [], position: Number(product.position) });
  return shown as Product;
}

export async function deleteProduct(request: RequestOf<operations, 'deleteProduct'>, db: Db, changes: CatalogueChanges): Promise<void> {
  const caller = await requireSellerOrAdmin(request);
  const { uuid } = request.params;
  const position = await db.transaction().execute(async (trx) => {
    await ownedProduct(trx, caller, uuid);
    await inSearch('PRODUCT_DELETE_FAILED_IN_SEARCH', () => unindexProduct(trx, uuid));
    await trx.deleteFrom('products').where('uuid', '=', uuid).execute();
    return recordProducts(trx, [uuid]);
  });
  await changes.publish({ kind: 'products', written: [], removed: [uuid], position });
}
