import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { toProduct } from '../product/product-view';
import { fetchBatch, type Cursor } from './search-pages';
import { planSearch, type SearchPlan, type SearchRequest } from './search-plan';

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
async function* streamedProducts(db: Db, plan: SearchPlan, offset: number, limit: number): AsyncGenerator<string> {
  yield '{"products":[';
  let sent = 0;
  let cursor: Cursor | undefined;
  while (sent < limit) {
    const size = Math.min(streamBatch, limit - sent);
    const rows = await fetchBatch(db, plan, cursor ? { limit: size, after: cursor } : { limit: size, offset });
    for (const row of rows) {
      yield (sent === 0 ? '' : ',') + JSON.stringify(toProduct(row));
      sent += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < size) break;
    cursor = { key: last.sort_key, uuid: last.uuid };
  }
  yield ']}';
}

export async function searchProducts(request: FastifyRequest, reply: FastifyReply, db: Db) {
  const body = request.body as SearchRequest;
  const plan = await searchStep(() => planSearch(db, body));
  const offset = body.page * body.perPage;
  if (body.perPage <= streamAbove) {
    const rows = await searchStep(() => fetchBatch(db, plan, { limit: body.perPage, offset }));
    return { products: rows.map(toProduct) };
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(streamedProducts(db, plan, offset, body.perPage)));
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
