import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { isAdmin, requireCaller, type Caller } from '../../security/session-guard';
import { listedRow, listedState, type CatalogueChanges } from '../search/catalogue-changes';
import { indexProducts, unindexProduct } from '../search/index-writer';
import { productColumns } from './product-input';
import { toProduct, type Product } from './product-view';

type Db = Kysely<DatabaseSchema>;
type ProductInput = components['schemas']['ProductInput'];

/** Runs a search-index step; any failure there becomes the catalogue's own code and rolls back. */
async function inSearch<T>(code: 'PRODUCT_SAVE_FAILED_IN_SEARCH' | 'PRODUCT_DELETE_FAILED_IN_SEARCH', step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new HttpProblem(500, code, { detail: error instanceof Error ? error.message : undefined });
  }
}

export async function readProduct(db: Db, uuid: string): Promise<Product> {
  const row = await db
    .selectFrom('products')
    .innerJoin('users', 'users.uuid', 'products.owner_uuid')
    .selectAll('products')
    .select('users.seller_name')
    .where('products.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
  return toProduct(row);
}

/** The product, locked, if the caller may change it: its owner, or an administrator. */
async function ownedProduct(db: Db, caller: Caller, uuid: string) {
  const product = await db.selectFrom('products').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();
  if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
  if (product.owner_uuid !== caller.uuid && !isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return product;
}

/** Each write tells search what it changed once it has committed (decision 011). */
export async function createProduct(request: FastifyRequest, db: Db, changes: CatalogueChanges): Promise<Product> {
  const caller = await requireCaller(request);
  const columns = productColumns(request.body as ProductInput);
  const uuid = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('products').values({ ...columns, owner_uuid: caller.uuid }).returning('uuid').executeTakeFirstOrThrow();
    await inSearch('PRODUCT_SAVE_FAILED_IN_SEARCH', () => indexProducts(trx, [row.uuid]));
    return row.uuid;
  });
  const created = await readProduct(db, uuid);
  changes.publish({ after: listedState(created) });
  return created;
}

export async function updateProduct(request: FastifyRequest, db: Db, changes: CatalogueChanges): Promise<Product> {
  const caller = await requireCaller(request);
  const { uuid } = request.params as { uuid: string };
  const columns = productColumns(request.body as ProductInput);
  const before = await db.transaction().execute(async (trx) => {
    const row = await ownedProduct(trx, caller, uuid);
    await trx.updateTable('products').set({ ...columns, updated_at: new Date() }).where('uuid', '=', uuid).execute();
    await inSearch('PRODUCT_SAVE_FAILED_IN_SEARCH', () => indexProducts(trx, [uuid]));
    return listedRow(row);
  });
  const updated = await readProduct(db, uuid);
  changes.publish({ before, after: listedState(updated) });
  return updated;
}

export async function deleteProduct(request: FastifyRequest, db: Db, changes: CatalogueChanges): Promise<void> {
  const caller = await requireCaller(request);
  const { uuid } = request.params as { uuid: string };
  const before = await db.transaction().execute(async (trx) => {
    const row = await ownedProduct(trx, caller, uuid);
    await inSearch('PRODUCT_DELETE_FAILED_IN_SEARCH', () => unindexProduct(trx, uuid));
    await trx.deleteFrom('products').where('uuid', '=', uuid).execute();
    return listedRow(row);
  });
  changes.publish({ before });
}
