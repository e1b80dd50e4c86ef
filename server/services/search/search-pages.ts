import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { ProductWithSeller } from '../product/product-view';
import { typoSimilarity, type SearchPlan } from './search-plan';

type Db = Kysely<DatabaseSchema>;

export type SearchRow = ProductWithSeller & { sort_key: string };

/** Where the previous batch ended, for keyset paging: the sort key as text, and the uuid. */
export interface Cursor {
  key: string;
  uuid: string;
}

function afterCursor(plan: SearchPlan, cursor: Cursor): RawBuilder<unknown> {
  const key = sql`${cursor.key}::${sql.raw(plan.keyType)}`;
  const beyond = plan.direction === 'desc' ? sql`${plan.key} < ${key}` : sql`${plan.key} > ${key}`;
  return sql`(${beyond} OR (${plan.key} = ${key} AND s.product_uuid > ${cursor.uuid}::uuid))`;
}

/**
 * One batch of results, in the plan's order with the uuid breaking ties, so pages neither
 * repeat nor skip. Either `offset` (a page of the API) or `after` (keyset, for long streams).
 */
export async function fetchBatch(db: Db, plan: SearchPlan, { limit, offset = 0, after }: { limit: number; offset?: number; after?: Cursor }): Promise<SearchRow[]> {
  const conditions = after ? [...plan.conditions, afterCursor(plan, after)] : plan.conditions;
  const direction = sql.raw(plan.direction === 'desc' ? 'DESC' : 'ASC');
  const query = sql<SearchRow>`
    SELECT p.*, u.seller_name, (${plan.key})::text AS sort_key
    FROM search_index s
    JOIN products p ON p.uuid = s.product_uuid
    JOIN users u ON u.uuid = s.owner_uuid
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${plan.key} ${direction}, s.product_uuid ASC
    LIMIT ${limit} OFFSET ${offset}
  `;
  if (!plan.typoFallback) return (await query.execute(db)).rows;
  // The `<%` operator uses the trigram index with this session-local threshold.
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}
