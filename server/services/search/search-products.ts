import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { toProduct } from '../product/product-view';
import { firstBatch, type Cursor, type FirstBatch } from './search-pages';
import type { SearchRequest } from './search-plan';

type Db = Kysely<DatabaseSchema>;

/** Pages larger than this are streamed in batches (the sitemap asks for 1,000,000). */
export const streamAbove = 500;
const streamBatch = 2_000;

/** Any failure that is not the database being away is the catalogue's search failure. */
async function searchStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpProblem || isDatabaseUnavailable(error)) throw error;
    throw new HttpProblem(500, 'PRODUCT_SEARCH_FAILED_IN_SEARCH');
  }
}

/**
 * `{"products":[…]}` written batch by batch with keyset paging, so a 100,000-product answer
 * never sits whole in memory and the database connection is free between batches.
 */
async function* streamedProducts(first: FirstBatch, limit: number): AsyncGenerator<string> {
  yield '{"products":[';
  let sent = 0;
  let rows = first.rows;
  for (;;) {
    for (const row of rows) {
      yield (sent === 0 ? '' : ',') + JSON.stringify(toProduct(row));
      sent += 1;
    }
    const last = rows.at(-1);
    if (!last || sent >= limit || rows.length < streamBatch) break;
    const cursor: Cursor = { key: last.sort_key, uuid: last.uuid };
    rows = await first.fetchNext(cursor, Math.min(streamBatch, limit - sent));
  }
  yield ']}';
}

export async function searchProducts(request: FastifyRequest, reply: FastifyReply, db: Db) {
  const body = request.body as SearchRequest;
  const offset = body.page * body.perPage;
  const streamed = body.perPage > streamAbove;
  const first = await searchStep(() => firstBatch(db, body, streamed ? Math.min(streamBatch, body.perPage) : body.perPage, offset));
  if (!streamed) return { products: first.rows.map(toProduct) };
  return reply.type('application/json; charset=utf-8').send(Readable.from(streamedProducts(first, body.perPage)));
}

export async function getSearchProduct(request: FastifyRequest, db: Db) {
  const { id } = request.params as { id: string };
  const row = await db
    .selectFrom('search_index as s')
    .innerJoin('products as p', 'p.uuid', 's.product_uuid')
    .innerJoin('users as u', 'u.uuid', 's.owner_uuid')
    .selectAll('p')
    .select('u.seller_name')
    .where('s.product_uuid', '=', id)
    .where('s.is_enabled', '=', true)
    .where('u.is_enabled', '=', true)
    .where('u.is_verified', '=', true)
    .executeTakeFirst();
  if (!row) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE');
  return toProduct(row);
}
