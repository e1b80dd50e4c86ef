import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { ProductWithSeller } from '../product/product-view';
import { planSearch, typoSimilarity, type SearchPlan, type SearchRequest } from './search-plan';

type Db = Kysely<DatabaseSchema>;

export type SearchRow = ProductWithSeller & { sort_key: string };

/** Where the previous batch ended, for keyset paging: the sort key as text, and the uuid. */
export interface Cursor {
  key: string;
  uuid: string;
}

function afterCursor(plan: SearchPlan, cursor: Cursor): RawBuilder<unknown> {
  const key = sql`${cursor.key}::${sql.raw(plan.keyType)}`;
  const past = sql.raw(plan.direction === 'desc' ? '<' : '>');
  return sql`(${plan.key} ${past} ${key} OR (${plan.key} = ${key} AND s.product_uuid ${past} ${cursor.uuid}::uuid))`;
}

/**
 * One batch of results in the plan's order, the uuid breaking ties, so pages neither repeat
 * nor skip. The page is chosen on the index table alone; products and sellers are joined
 * for the few rows returned. Either `offset` (an API page) or `after` (keyset, for streams).
 */
export async function fetchBatch(db: Db, plan: SearchPlan, { limit, offset = 0, after }: { limit: number; offset?: number; after?: Cursor }): Promise<SearchRow[]> {
  const conditions = after ? [...plan.conditions, afterCursor(plan, after)] : plan.conditions;
  const direction = sql.raw(plan.direction === 'desc' ? 'DESC' : 'ASC');
  const query = sql<SearchRow>`
    WITH page AS (
      SELECT s.product_uuid, ${plan.key} AS k
      FROM search_index s JOIN users u ON u.uuid = s.owner_uuid
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${plan.key} ${direction}, s.product_uuid ${direction}
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT p.*, u.seller_name, page.k::text AS sort_key
    FROM page JOIN products p ON p.uuid = page.product_uuid JOIN users u ON u.uuid = p.owner_uuid
    ORDER BY page.k ${direction}, page.product_uuid ${direction}
  `;
  return (await query.execute(db)).rows;
}

/** A trigram batch: the `<%` operator uses the trigram index with a transaction-local threshold. */
function fetchTypoBatch(db: Db, plan: SearchPlan, options: Parameters<typeof fetchBatch>[2]): Promise<SearchRow[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`.execute(trx);
    return fetchBatch(trx, plan, options);
  });
}

export interface FirstBatch {
  rows: SearchRow[];
  /** The plan that produced the rows; later keyset batches must use the same one. */
  plan: SearchPlan;
  /** Whether the trigram plan answered, full text having found nothing. */
  byTypo: boolean;
  fetchNext: (after: Cursor, limit: number) => Promise<SearchRow[]>;
}

/**
 * The first batch of a search. Full text comes first; only when it finds nothing at all does
 * the trigram plan answer (so `cafae` finds `cafea`), keeping typo tolerance off the fast path.
 */
export async function firstBatch(db: Db, request: SearchRequest, limit: number, offset: number): Promise<FirstBatch> {
  const { primary, typoFallback } = planSearch(request);
  const viaPrimary = (after: Cursor, size: number) => fetchBatch(db, primary, { limit: size, after });
  const rows = await fetchBatch(db, primary, { limit, offset });
  if (rows.length > 0 || !typoFallback) return { rows, plan: primary, byTypo: false, fetchNext: viaPrimary };
  const fullTextFoundSome = offset > 0 && (await fetchBatch(db, primary, { limit: 1 })).length > 0;
  if (fullTextFoundSome) return { rows, plan: primary, byTypo: false, fetchNext: viaPrimary };
  return {
    rows: await fetchTypoBatch(db, typoFallback, { limit, offset }),
    plan: typoFallback,
    byTypo: true,
    fetchNext: (after, size) => fetchTypoBatch(db, typoFallback, { limit: size, after }),
  };
}
