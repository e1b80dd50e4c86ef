import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { toProduct, type Product } from '../product/product-view';
import type { Answer, AnswerCache } from './answer-cache';
import { listedState } from './catalogue-changes';
import { firstBatch, type Cursor, type FirstBatch } from './search-pages';
import { wordTerms, type WordTerm } from './query-terms';
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

const json = 'application/json; charset=utf-8';

function answerOf(request: SearchRequest | undefined, shown: Product[], body: unknown, words?: WordTerm[]): Answer {
  return { request, shown: shown.map(listedState), body: JSON.stringify(body), words };
}

/** A search's answer, and for a full-text one the terms its text requires, to judge changes by. */
async function searchAnswer(db: Db, request: SearchRequest, offset: number): Promise<Answer> {
  const first = await searchStep(() => firstBatch(db, request, request.perPage, offset));
  const products = first.rows.map(toProduct);
  const words = first.byTypo ? [] : await searchStep(() => wordTerms(db, request.name));
  return answerOf(request, products, { products }, words.length === 0 ? undefined : words);
}

/** The same search asked differently (filters in another order) is the same answer. */
function keyOf(request: SearchRequest): string {
  const { name, city, page, perPage, filter, sort, owner } = request;
  return JSON.stringify(['search', name, city, page, perPage, [...new Set(filter)].sort(), sort, owner ?? null]);
}

export async function searchProducts(request: FastifyRequest, reply: FastifyReply, db: Db, cache: AnswerCache) {
  const body = request.body as SearchRequest;
  const offset = body.page * body.perPage;
  if (body.perPage > streamAbove) {
    const first = await searchStep(() => firstBatch(db, body, streamBatch, offset));
    return reply.type(json).send(Readable.from(streamedProducts(first, body.perPage)));
  }
  const answer = await cache.answer(keyOf(body), () => searchAnswer(db, body, offset));
  return reply.type(json).send(answer.body);
}

export async function getSearchProduct(request: FastifyRequest, reply: FastifyReply, db: Db, cache: AnswerCache) {
  const { id } = request.params as { id: string };
  const answer = await cache.answer(JSON.stringify(['product', id]), async () => {
    const product = await readListedProduct(db, id);
    return answerOf(undefined, [product], product);
  });
  return reply.type(json).send(answer.body);
}

async function readListedProduct(db: Db, id: string): Promise<Product> {
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
