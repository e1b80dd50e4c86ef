import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import { findCity } from '../../../openapi/domain/cities';
import { csvMessages } from '../../../openapi/domain/csv-rules';
import { ruleMessages } from '../../../openapi/domain/field-rules';
import type { FieldError } from '../../../openapi/clients/problem';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { requireCaller } from '../../security/session-guard';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import type { IndexedProduct } from '../catalogue/catalogue-product';
import { indexedColumns, indexedValuesOf, indexRowsFrom, tidySearchTables } from '../catalogue/index-writer';
import { diffCatalogue, type CatalogueDiff, type ExistingProduct, type ImportedValues } from './catalogue-diff';
import type { ImportProgress } from './import-progress';

type Db = Kysely<DatabaseSchema>;
type BulkImportRequest = components['schemas']['BulkImportRequest'];
type BulkProduct = components['schemas']['BulkProduct'];
type BulkImportPreview = components['schemas']['BulkImportPreview'];

/** Rows per INSERT or UPDATE: each is one statement with 13 array parameters, whatever the row count. */
const chunkRows = 10_000;
/** At most this many row errors are listed; the total is in `params.totalErrors`. */
const maxListedErrors = 1_000;
/** At most this many entries of each preview group are listed; the count says how many there are. */
const maxListedPreview = 1_000;

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

/** Any bad row means 400 with every problem listed (up to 1,000), and nothing written. */
function refuseBadRows(products: BulkProduct[]): void {
  const errors = products.flatMap(rowErrors);
  if (errors.length === 0) return;
  throw new HttpProblem(400, 'VALIDATION_FAILED', {
    detail: `${new Set(errors.map((error) => error.index)).size} rânduri au erori; nu a fost importat nimic.`,
    params: { totalErrors: errors.length },
    errors: errors.slice(0, maxListedErrors),
  });
}

/** A price as numeric(14, 2) keeps it: rounded to cents, halves away from zero, on its decimal digits. */
const inCents = (price: number): number => (String(price).includes('e') ? Number(price.toFixed(2)) : Math.round(Number(`${price}e2`)) / 100);

/** A row as it is written: trimmed, defaulted, in cents, with the city as the list spells it. */
const importedValues = (row: BulkProduct): ImportedValues => ({
  ...row,
  name: row.name.trim(),
  description: row.description.trim() || 'N/A',
  price: inCents(row.price),
  sellType: row.sellType.trim(),
  packageType: row.packageType.trim(),
  city: findCity(row.city) ?? row.city,
});

/** The seller's products, oldest first (the order repeated names pair in); locked when the import will write. */
async function existingCatalogue(db: Db, owner: string, forUpdate: boolean): Promise<ExistingProduct[]> {
  const query = db
    .selectFrom('products')
    .select([
      'uuid',
      'name',
      'description',
      'price',
      'vat_included',
      'in_stock',
      'negotiable',
      'is_deliverable',
      'sell_type',
      'package_type',
      'city',
      'phone',
      'is_enabled',
    ])
    .where('owner_uuid', '=', owner)
    .orderBy('created_at')
    .orderBy('uuid');
  const rows = await (forUpdate ? query.forUpdate() : query).execute();
  return rows.map((row) => ({
    uuid: row.uuid,
    values: {
      name: row.name,
      description: row.description,
      price: Number(row.price),
      vatIncluded: row.vat_included,
      sellType: row.sell_type,
      packageType: row.package_type,
      phone: row.phone,
      city: row.city,
      deliverable: row.is_deliverable,
      negotiable: row.negotiable,
      inStock: row.in_stock,
      enabled: row.is_enabled,
    },
  }));
}

interface WrittenRow {
  uuid: string;
  values: ImportedValues;
}

/** Rows as a table named `row` (`unnest` of 13 arrays), for one INSERT or UPDATE whatever their count. */
const rowsTable = (chunk: WrittenRow[]) => {
  const column = <T>(pick: (values: ImportedValues) => T) => chunk.map(({ values }) => pick(values));
  return sql`unnest(
    ${chunk.map((item) => item.uuid)}::uuid[],
    ${column((row) => row.name)}::text[], ${column((row) => row.description)}::text[],
    ${column((row) => row.price)}::numeric[], ${column((row) => row.vatIncluded)}::boolean[],
    ${column((row) => row.inStock)}::boolean[], ${column((row) => row.negotiable)}::boolean[],
    ${column((row) => row.deliverable)}::boolean[], ${column((row) => row.sellType)}::text[],
    ${column((row) => row.packageType)}::text[], ${column((row) => row.city)}::text[],
    ${column((row) => row.phone)}::text[], ${column((row) => row.enabled)}::boolean[]
  ) AS row(uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable, sell_type, package_type, city, phone, is_enabled)`;
};

/** Inserts new products and their search-index rows in one statement. */
async function insertChunk(trx: Db, owner: string, chunk: WrittenRow[]): Promise<void> {
  await sql`
    WITH inserted AS (
      INSERT INTO products (uuid, owner_uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable,
                            sell_type, package_type, city, phone, is_enabled)
      SELECT uuid, ${owner}::uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable,
             sell_type, package_type, city, phone, is_enabled
      FROM ${rowsTable(chunk)}
      RETURNING *
    )
    INSERT INTO search_index (${indexedColumns}) SELECT ${indexedValuesOf('inserted')} FROM inserted
  `.execute(trx);
}

/** Rewrites matched products in place (same uuid) and their search-index rows in one statement. */
async function updateChunk(trx: Db, chunk: WrittenRow[]): Promise<void> {
  await sql`
    WITH updated AS (
      UPDATE products p SET name = row.name, description = row.description, price = row.price, vat_included = row.vat_included,
             in_stock = row.in_stock, negotiable = row.negotiable, is_deliverable = row.is_deliverable, sell_type = row.sell_type,
             package_type = row.package_type, city = row.city, phone = row.phone, is_enabled = row.is_enabled, updated_at = now()
      FROM ${rowsTable(chunk)}
      WHERE p.uuid = row.uuid
      RETURNING p.*
    )
    ${indexRowsFrom('updated')}
  `.execute(trx);
}

async function inChunks(rows: WrittenRow[], write: (chunk: WrittenRow[]) => Promise<void>, advance: (rows: number) => void): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = rows.slice(start, start + chunkRows);
    try {
      await write(chunk);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      throw new HttpProblem(500, 'PRODUCT_SAVE_FAILED_IN_SEARCH', { detail: error instanceof Error ? error.message : undefined });
    }
    advance(chunk.length);
    // PGlite runs each statement on this thread: a turn of the event loop between chunks lets
    // the seller's progress calls (and everyone else's requests) be answered meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Imports this large are followed by a tidy-up of the search tables, in the background. */
const tidyAbove = 1_000;

const indexed =
  (owner: string, updatedAt: number) =>
  ({ uuid, values }: WrittenRow): IndexedProduct => ({
    uuid,
    owner,
    name: values.name,
    description: values.description,
    city: values.city,
    price: values.price,
    vatIncluded: values.vatIncluded,
    inStock: values.inStock,
    negotiable: values.negotiable,
    isDeliverable: values.deliverable,
    sellType: values.sellType,
    packageType: values.packageType,
    phone: values.phone,
    isEnabled: values.enabled,
    updatedAt,
  });

/**
 * Validates every row first; any bad row means 400 and nothing written. Otherwise one
 * transaction locks the caller's products, matches the rows with them by name
 * (`catalogue-diff.ts`), deletes the unmatched ones when asked, rewrites the changed ones in
 * place and inserts the new ones, indexing each, so a crash part-way leaves the catalogue
 * exactly as it was. It answers once this process's search holds the new catalogue.
 */
export async function bulkImport(
  request: FastifyRequest,
  db: Db,
  changes: CatalogueChanges,
  progress: ImportProgress,
): Promise<components['schemas']['BulkImportResult']> {
  const caller = await requireCaller(request);
  const { products, wipePreviousData } = request.body as BulkImportRequest;
  refuseBadRows(products);
  const rows = products.map(importedValues);
  request.log.info({ rows: rows.length, wipePreviousData }, 'bulk import: writing');
  const { diff, created, changed, writtenAt } = await db.transaction().execute(async (trx) => {
    const diff = diffCatalogue(await existingCatalogue(trx, caller.uuid, true), rows);
    // New uuids, sorted and handed out in file order: products of one import share their
    // created_at, so uuid order is file order, the order repeated names pair in next time;
    // and one time for every row, in uuid order, keeps the index's documents in date order.
    const uuids = diff.created.map(() => randomUUID()).sort();
    const created = diff.created.map((index, position) => ({ uuid: uuids[position] as string, values: rows[index] as ImportedValues }));
    const changed = diff.changed.map(({ index, uuid }) => ({ uuid, values: rows[index] as ImportedValues }));
    const counter = progress.start(caller.uuid, created.length + changed.length);
    try {
      if (wipePreviousData && diff.unmatched.length > 0) {
        await trx
          .deleteFrom('products')
          .where(
            'uuid',
            'in',
            diff.unmatched.map((product) => product.uuid),
          )
          .execute();
      }
      await inChunks(changed, (chunk) => updateChunk(trx, chunk), counter.advance);
      await inChunks(created, (chunk) => insertChunk(trx, caller.uuid, chunk), counter.advance);
    } finally {
      counter.end();
    }
    // Every written row's updated_at is the transaction's now().
    const { rows: clock } = await sql<{ now: Date }>`SELECT now() AS now`.execute(trx);
    return { diff, created, changed, writtenAt: (clock[0] as { now: Date }).now.getTime() };
  });
  const deleted = wipePreviousData ? diff.unmatched.length : 0;
  // The seller's next search shows the new catalogue.
  await changes.publish({
    kind: 'catalogue',
    owner: caller.uuid,
    written: [...changed, ...created].sort((a, b) => (a.uuid < b.uuid ? -1 : 1)).map(indexed(caller.uuid, writtenAt)),
    removed: wipePreviousData ? diff.unmatched.map((product) => product.uuid) : [],
  });
  if (products.length >= tidyAbove || deleted >= tidyAbove) {
    tidySearchTables(db).catch((error: unknown) => request.log.warn({ err: error }, 'tidying the search tables after an import failed'));
  }
  return { created: created.length, updated: changed.length, unchanged: diff.unchanged.length, deleted };
}

/** The preview's groups, each counted and listed up to 1,000 entries. */
function previewOf(diff: CatalogueDiff, rows: ImportedValues[]): BulkImportPreview {
  const listed = <T>(items: T[]) => items.slice(0, maxListedPreview);
  const row = (index: number) => ({ index, name: (rows[index] as ImportedValues).name });
  return {
    created: { count: diff.created.length, rows: listed(diff.created).map(row) },
    changed: { count: diff.changed.length, rows: listed(diff.changed).map(({ index, fields }) => ({ ...row(index), fields })) },
    unchanged: { count: diff.unchanged.length, rows: listed(diff.unchanged).map(({ index }) => row(index)) },
    removedIfWiped: { count: diff.unmatched.length, products: listed(diff.unmatched).map(({ uuid, values }) => ({ uuid, name: values.name })) },
  };
}

/** `bulkImportPreview`: the same validation and matching as the import, and nothing written. */
export async function bulkImportPreview(request: FastifyRequest, db: Db): Promise<BulkImportPreview> {
  const caller = await requireCaller(request);
  const { products } = request.body as BulkImportRequest;
  refuseBadRows(products);
  const rows = products.map(importedValues);
  return previewOf(diffCatalogue(await existingCatalogue(db, caller.uuid, false), rows), rows);
}
