import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import { findCity } from '../../../openapi/domain/cities';
import { csvMessages, ruleMessages } from '../../../openapi/domain/rules';
import type { FieldError } from '../../../openapi/clients/problem';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { requireCaller } from '../../security/session-guard';
import { indexedColumns, indexedValuesOf, tidySearchTables } from '../search/index-writer';

type Db = Kysely<DatabaseSchema>;
type BulkImportRequest = components['schemas']['BulkImportRequest'];
type BulkProduct = components['schemas']['BulkProduct'];

/** Rows per INSERT: each is one statement with 13 array parameters, whatever the row count. */
const chunkRows = 10_000;
/** At most this many row errors are listed; the total is in `params.totalErrors`. */
const maxListedErrors = 1_000;

/** The rules the OpenAPI schema cannot state: trimmed text and the city list. */
function rowErrors(row: BulkProduct, index: number): FieldError[] {
  const errors: FieldError[] = [];
  const at = (field: string, rule: FieldError['rule'], message: string, code?: FieldError['code']): FieldError => ({
    index,
    name: row.name,
    field,
    rule,
    message,
    ...(code ? { code } : {}),
  });
  if (!row.name.trim()) errors.push(at(`products.${index}.name`, 'required', csvMessages.nameRequired));
  if (!findCity(row.city)) errors.push(at(`products.${index}.city`, 'city', ruleMessages.cityUnknown, 'CITY_NOT_FOUND'));
  return errors;
}

/**
 * Inserts a chunk and its search-index rows in one statement: the products go in through
 * `unnest` (13 array parameters, whatever the row count) and feed the index insert directly.
 */
async function insertChunk(trx: Db, owner: string, rows: BulkProduct[]): Promise<number> {
  const column = <T>(pick: (row: BulkProduct) => T) => rows.map(pick);
  const result = await sql`
    WITH inserted AS (
      INSERT INTO products (owner_uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable,
                            sell_type, package_type, city, phone, is_enabled)
      SELECT ${owner}::uuid, * FROM unnest(
        ${column((row) => row.name.trim())}::text[], ${column((row) => row.description.trim() || 'N/A')}::text[],
        ${column((row) => row.price)}::numeric[], ${column((row) => row.vatIncluded)}::boolean[],
        ${column((row) => row.inStock)}::boolean[], ${column((row) => row.negotiable)}::boolean[],
        ${column((row) => row.deliverable)}::boolean[], ${column((row) => row.sellType.trim())}::text[],
        ${column((row) => row.packageType.trim())}::text[], ${column((row) => findCity(row.city) ?? row.city)}::text[],
        ${column((row) => row.phone)}::text[], ${column((row) => row.enabled)}::boolean[]
      )
      RETURNING *
    )
    INSERT INTO search_index (${indexedColumns}) SELECT ${indexedValuesOf('inserted')} FROM inserted
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** Imports this large are followed by a tidy-up of the search tables, in the background. */
const tidyAbove = 1_000;

/**
 * Validates every row first; any bad row means 400 with every problem listed and nothing
 * written. Otherwise one transaction wipes the caller's products when asked, then inserts
 * every row and indexes it, so a crash part-way leaves the catalogue exactly as it was.
 */
export async function bulkImport(request: FastifyRequest, db: Db): Promise<components['schemas']['BulkImportResult']> {
  const caller = await requireCaller(request);
  const { products, wipePreviousData } = request.body as BulkImportRequest;
  const errors = products.flatMap(rowErrors);
  if (errors.length > 0) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', {
      detail: `${new Set(errors.map((error) => error.index)).size} rânduri au erori; nu a fost importat nimic.`,
      params: { totalErrors: errors.length },
      errors: errors.slice(0, maxListedErrors),
    });
  }
  request.log.info({ rows: products.length, wipePreviousData }, 'bulk import: writing');
  const result = await db.transaction().execute(async (trx) => {
    const deleted = wipePreviousData
      ? Number((await trx.deleteFrom('products').where('owner_uuid', '=', caller.uuid).executeTakeFirst()).numDeletedRows)
      : 0;
    let created = 0;
    for (let start = 0; start < products.length; start += chunkRows) {
      try {
        created += await insertChunk(trx, caller.uuid, products.slice(start, start + chunkRows));
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        throw new HttpProblem(500, 'PRODUCT_SAVE_FAILED_IN_SEARCH', { detail: error instanceof Error ? error.message : undefined });
      }
    }
    return { created, deleted };
  });
  if (products.length >= tidyAbove) {
    tidySearchTables(db).catch((error: unknown) => request.log.warn({ err: error }, 'tidying the search tables after an import failed'));
  }
  return result;
}
