import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { isAdmin, requireCaller, type Caller } from '../../security/session-guard';
import { changedRow, listedState, type CatalogueChanges, type ChangedProduct } from '../search/catalogue-changes';
import { indexRowsFrom, unindexProduct } from '../search/index-writer';
import { productColumns } from './product-input';
import { toProduct, type Product, type ProductWithSeller } from './product-view';

type Db = Kysely<DatabaseSchema>;
type ProductInput = components['schemas']['ProductInput'];

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

/** The product, locked, if the caller may change it (its owner, or an administrator), with its index row's lexemes. */
async function ownedProduct(db: Db, caller: Caller, uuid: string) {
  const product = await db
    .selectFrom('products')
    .leftJoin('search_index', 'search_index.product_uuid', 'products.uuid')
    .selectAll('products')
    .select(sql<string[] | null>`tsvector_to_array(search_index.document)`.as('lexemes'))
    .where('products.uuid', '=', uuid)
    .forUpdate('products')
    .executeTakeFirst();
  if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
  if (product.owner_uuid !== caller.uuid && !isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return product;
}

/** A product as a write left it, with its seller's name and its new index row's lexemes. */
type WrittenRow = ProductWithSeller & { lexemes: string[] | null };

function written(row: WrittenRow): { product: Product; after: ChangedProduct } {
  const product = toProduct(row);
  return { product, after: { ...listedState(product), lexemes: row.lexemes ?? undefined } };
}

/**
 * Each write is one statement (the product, its index row and, for an update, the check of
 * who may change it), so it is atomic without a transaction and costs one round trip; it
 * tells search what it changed once it has committed (decision 011).
 */
export async function createProduct(request: FastifyRequest, db: Db, changes: CatalogueChanges): Promise<Product> {
  const caller = await requireCaller(request);
  const columns = Object.entries({ ...productColumns(request.body as ProductInput), owner_uuid: caller.uuid });
  const { rows } = await inSearch('PRODUCT_SAVE_FAILED_IN_SEARCH', () =>
    sql<WrittenRow>`
      WITH created AS (
        INSERT INTO products (${sql.join(columns.map(([column]) => sql.ref(column)))})
        VALUES (${sql.join(columns.map(([, value]) => value))})
        RETURNING *
      ), indexed AS (${indexRowsFrom('created')})
      SELECT created.*, users.seller_name, indexed.lexemes
      FROM created JOIN users ON users.uuid = created.owner_uuid CROSS JOIN indexed
    `.execute(db),
  );
  const { product, after } = written(rows[0] as WrittenRow);
  changes.publish({ after });
  return product;
}

/** The product as it was (JSON), and, when the caller could change it, as it is now. */
type UpdatedRow = Partial<WrittenRow> & { before: Parameters<typeof changedRow>[0] };

export async function updateProduct(request: FastifyRequest, db: Db, changes: CatalogueChanges): Promise<Product> {
  const caller = await requireCaller(request);
  const { uuid } = request.params as { uuid: string };
  const assignments = Object.entries({ ...productColumns(request.body as ProductInput), updated_at: new Date() }).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const mayChange = isAdmin(caller) ? sql`true` : sql`before.owner_uuid = ${caller.uuid}::uuid`;
  const { rows } = await inSearch('PRODUCT_SAVE_FAILED_IN_SEARCH', () =>
    sql<UpdatedRow>`
      WITH before AS (
        SELECT p.uuid, p.owner_uuid, p.city, p.price, p.in_stock, p.is_deliverable, p.is_enabled, p.updated_at,
               tsvector_to_array(s.document) AS lexemes
        FROM products p LEFT JOIN search_index s ON s.product_uuid = p.uuid
        WHERE p.uuid = ${uuid}::uuid
        FOR UPDATE OF p
      ), updated AS (
        UPDATE products p SET ${sql.join(assignments)}
        FROM before WHERE p.uuid = before.uuid AND ${mayChange}
        RETURNING p.*
      ), indexed AS (${indexRowsFrom('updated')})
      SELECT to_json(before) AS before, updated.*, users.seller_name, indexed.lexemes
      FROM before
      LEFT JOIN updated ON true LEFT JOIN users ON users.uuid = updated.owner_uuid LEFT JOIN indexed ON true
    `.execute(db),
  );
  const row = rows[0];
  if (!row) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
  if (!row.uuid) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  const { product, after } = written(row as WrittenRow);
  changes.publish({ before: changedRow(row.before), after });
  return product;
}

export async function deleteProduct(request: FastifyRequest, db: Db, changes: CatalogueChanges): Promise<void> {
  const caller = await requireCaller(request);
  const { uuid } = request.params as { uuid: string };
  const before = await db.transaction().execute(async (trx) => {
    const row = await ownedProduct(trx, caller, uuid);
    await inSearch('PRODUCT_DELETE_FAILED_IN_SEARCH', () => unindexProduct(trx, uuid));
    await trx.deleteFrom('products').where('uuid', '=', uuid).execute();
    return changedRow(row);
  });
  changes.publish({ before });
}
