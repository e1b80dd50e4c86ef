import { randomUUID } from 'node:crypto';
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
import type { CatalogueChanges } from '../search/catalogue-changes';
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

/** A row as it is written: trimmed, with its uuid chosen here, so search can index it without reading it back. */
interface WrittenRow {
  uuid: string;
  row: BulkProduct;
  name: string;
  description: string;
  city: string;
}

/** A price as numeric(14, 2) keeps it: rounded to cents, halves away from zero, on its decimal digits. */
const inCents = (price: number): number => (String(price).includes('e') ? Number(price.toFixed(2)) : Math.round(Number(`${price}e2`)) / 100);

const written = (row: BulkProduct): WrittenRow => ({
  uuid: randomUUID(),
  row,
  name: row.name.trim(),
  description: row.description.trim() || 'N/A',
  city: findCity(row.city) ?? row.city,
});

/**
 * Inserts a chunk and its search-index rows in one statement: the products go in through
 * `unnest` (14 array parameters, whatever the row count) and feed the index insert directly.
 */
async function insertChunk(trx: Db, owner: string, chunk: WrittenRow[]): Promise<number> {
  const column = <T>(pick: (row: BulkProduct) => T) => chunk.map(({ row }) => pick(row));
  const result = await sql`
    WITH inserted AS (
      INSERT INTO products (uuid, owner_uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable,
                            sell_type, package_type, city, phone, is_enabled)
      SELECT uuid, ${owner}::uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable,
             sell_type, package_type, city, phone, is_enabled
      FROM unnest(
        ${chunk.map((item) => item.uuid)}::uuid[],
        ${chunk.map((item) => item.name)}::text[], ${chunk.map((item) => item.description)}::text[],
        ${column((row) => row.price)}::numeric[], ${column((row) => row.vatIncluded)}::boolean[],
        ${column((row) => row.inStock)}::boolean[], ${column((row) => row.negotiable)}::boolean[],
        ${column((row) => row.deliverable)}::boolean[], ${column((row) => row.sellType.trim())}::text[],
        ${column((row) => row.packageType.trim())}::text[], ${chunk.map((item) => item.city)}::text[],
        ${column((row) => row.phone)}::text[], ${column((row) => row.enabled)}::boolean[]
      ) AS row(uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable, sell_type, package_type, city, phone, is_enabled)
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
 * every row and indexes it, so a crash part-way leaves the catalogue exactly as it was. It
 * answers once this process's search holds the new catalogue.
 */
export async function bulkImport(request: FastifyRequest, db: Db, changes: CatalogueChanges): Promise<components['schemas']['BulkImportResult']> {
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
  const rows = products.map(written);
  const { writtenAt, ...result } = await db.transaction().execute(async (trx) => {
    const deleted = wipePreviousData
      ? Number((await trx.deleteFrom('products').where('owner_uuid', '=', caller.uuid).executeTakeFirst()).numDeletedRows)
      : 0;
    let created = 0;
    for (let start = 0; start < rows.length; start += chunkRows) {
      try {
        created += await insertChunk(trx, caller.uuid, rows.slice(start, start + chunkRows));
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        throw new HttpProblem(500, 'PRODUCT_SAVE_FAILED_IN_SEARCH', { detail: error instanceof Error ? error.message : undefined });
      }
    }
    // Every row's updated_at is the transaction's now().
    const { rows: clock } = await sql<{ now: Date }>`SELECT now() AS now`.execute(trx);
    return { created, deleted, writtenAt: (clock[0] as { now: Date }).now.getTime() };
  });
  // The seller's next search shows the new catalogue.
  await changes.publish({
    kind: 'catalogue',
    owner: caller.uuid,
    wiped: wipePreviousData,
    // One time for every row: in uuid order they keep the index's documents in date order.
    written: [...rows].sort((a, b) => (a.uuid < b.uuid ? -1 : 1)).map(({ uuid, row, name, description, city }) => ({
      uuid,
      owner: caller.uuid,
      name,
      description,
      city,
      price: inCents(row.price),
      vatIncluded: row.vatIncluded,
      inStock: row.inStock,
      negotiable: row.negotiable,
      isDeliverable: row.deliverable,
      sellType: row.sellType.trim(),
      packageType: row.packageType.trim(),
      phone: row.phone,
      isEnabled: row.enabled,
      updatedAt: writtenAt,
    })),
  });
  if (products.length >= tidyAbove) {
    tidySearchTables(db).catch((error: unknown) => request.log.warn({ err: error }, 'tidying the search tables after an import failed'));
  }
  return result;
}
