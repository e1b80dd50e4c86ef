import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { IndexReader } from './engine/index-reader';
import type { SearchEngine } from './lifecycle/search-engine';
import type { operations } from '../../../openapi/generated/search';
import { pageMatches } from './engine/matched-words';
import { suggest } from './engine/suggestions';
import type { WordMatch } from './engine/index-query';
import { runQuery } from './engine/run-query';
import { nothingFound, searchFacets, searchTotal } from './engine/search-facets';
import { shownProducts } from './product-rows';
import { productJson } from './product-json';
import { planSearch, type SearchRequest } from './search-plan';
import type { RequestOf } from '../handlers';

type Db = Kysely<DatabaseSchema>;

/** Pages larger than this are streamed in batches (the sitemap asks for 1,000,000). */
const streamAbove = 500;
/** Pages up to this size say why each product matched (`SearchResponse.matches`); the screen asks for 12. */
const matchesUpTo = 100;
const streamBatch = 2_000;
const json = 'application/json; charset=utf-8';

const count = new Intl.NumberFormat('ro-RO');

/** Why a search cannot be answered yet, with how far the index's load has got. */
function loadingDetail(engine: SearchEngine): string {
  const progress = engine.loadProgress;
  return progress && progress.total > 0
    ? `Indexul de căutare se încarcă: ${count.format(progress.indexed)} din ${count.format(progress.total)} produse.`
    : 'Indexul de căutare se încarcă.';
}

/** Any failure that is not the request's own fault is the catalogue's search failure. */
function searchStep<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(500, 'PRODUCT_SEARCH_FAILED_IN_SEARCH');
  }
}

/**
 * `{"products":[…],…}` written batch by batch, so a 1,000,000-product answer never sits whole in
 * memory; `after` is what follows the products. The batches are written as the client reads,
 * over many turns of the event loop: they read `index`, the one the ids were found in, even if a
 * reload has swapped in another meanwhile (whose document numbers mean other products).
 */
function* streamedProducts(index: IndexReader, ids: number[], after: string): Generator<string> {
  yield '{"products":[';
  for (let start = 0; start < ids.length; start += streamBatch) {
    yield (
      (start === 0 ? '' : ',') +
      ids
        .slice(start, start + streamBatch)
        .map((id) => productJson(index, id))
        .join(',')
    );
  }
  yield `],${after}}`;
}

/** The plan and walk of one search: the page's product ids, what the answer says about all of them, the words that matched, and the index they were found in. */
function runSearch(engine: SearchEngine, body: SearchRequest) {
  if (!engine.ready()) throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', { detail: loadingDetail(engine) });
  const index = engine.current;
  const found = searchStep(() => {
    const query = planSearch(index, body, { offset: body.page * body.perPage, limit: body.perPage });
    if (!query) return { ids: [], about: nothingFound, words: [] as WordMatch[] };
    const answer = runQuery(index, query);
    const corrected = query.corrected ? { correctedQuery: query.corrected } : {};
    if (!('tally' in answer)) return { ids: answer.ids, about: { total: answer.count, ...corrected }, words: query.words };
    return {
      ids: answer.ids,
      about: { total: searchTotal(answer.tally, query), ...corrected, facets: searchFacets(answer.tally, query, index.compared.brandNames, index.reach) },
      words: query.words,
    };
  });
  return { ...found, index };
}

/**
 * A search's answer of at most `streamAbove` products as the API writes it: the products as
 * the index holds them (decision 014) and the words of each that matched (decision 029). The
 * search call sends it; a server-rendered search page starts from it (decision 033).
 */
export function searchAnswerJson(engine: SearchEngine, body: SearchRequest): string {
  const { ids, about, words, index } = runSearch(engine, body);
  const products = searchStep(() => ids.map((id) => productJson(index, id)));
  const matches = words.length > 0 && body.perPage <= matchesUpTo ? searchStep(() => pageMatches(index, ids, words)) : [];
  const after = JSON.stringify(matches.length > 0 ? { ...about, matches } : about).slice(1, -1);
  return `{"products":[${products.join(',')}],${after}}`;
}

/**
 * One straight path, in memory: the request is planned against the index (words, filters,
 * order), the index picks the page, counts every match and each filter's (decisions 026 and
 * 027) and writes its products as the API shows them. The database is not asked.
 */
export function searchProducts(request: RequestOf<operations, 'searchProducts'>, reply: FastifyReply, engine: SearchEngine) {
  const body = request.body;
  if (body.perPage <= streamAbove) return reply.type(json).send(searchAnswerJson(engine, body));
  const { ids, about, index } = runSearch(engine, body);
  return reply.type(json).send(Readable.from(streamedProducts(index, ids, JSON.stringify(about).slice(1, -1))));
}

/** Completions of the search box's text, from the index's counts (decision 030). */
export function suggestSearches(request: RequestOf<operations, 'suggestSearches'>, engine: SearchEngine) {
  const { text } = request.body;
  if (!engine.ready()) throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', { detail: loadingDetail(engine) });
  return { suggestions: searchStep(() => suggest(engine.current, text)) };
}

/** One product's page reads the database, so it is exact the moment a write commits. */
export async function getSearchProduct(request: RequestOf<operations, 'getSearchProduct'>, db: Db) {
  const { id } = request.params;
  const [product] = await shownProducts(db, [id]);
  if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE');
  return product;
}
