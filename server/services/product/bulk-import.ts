import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import { checkBulkRow } from '../../../openapi/domain/csv-rules';
import type { FieldError } from '../../../openapi/clients/problem';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../http/error-handler';
import { HttpProblem } from '../../http/problem';
import { requireSellerOrAdmin } from '../../security/session-guard';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import type { IndexedProduct } from '../catalogue/catalogue-product';
import { indexedColumns, indexedValuesOf, indexRowsFrom, tidySearchTables } from '../catalogue/index-writer';
import { recordProducts } from '../catalogue/catalogue-feed';
import { matchingName } from '../catalogue/matching-name';
import { fieldColumns, fieldNames, fieldsOfRow, sqlTypeOf } from '../catalogue/product-fields';
import { coversOf, type Photo } from '../catalogue/product-photos';
import { diffCatalogue, type CatalogueDiff, type ExistingProduct, type ImportedValues } from './catalogue-diff';
import type { ImportProgress } from './import-progress';
import type { RequestOf } from '../handlers';
import { onlyRow } from '../../db/only-row';
import { nextTurn } from '../../give-way';

type Db = Kysely<DatabaseSchema>;
type BulkProduct = components['schemas']['BulkProduct'];
type BulkImportPreview = components['schemas']['BulkImportPreview'];
type PreviewProduct = BulkImportPreview['removedIfWiped']['products'][number];

/** Rows per INSERT or UPDATE: each is one statement with one array parameter per column, whatever the row count. */
const chunkRows = 10_000;
/** At most this many row errors are listed; the total is in `params.totalErrors`. */
const maxListedErrors = 1_000;
/** At most this many entries of each preview group are listed; the count says how many there are. */
const maxListedPreview = 1_000;

/**
 * Every row checked by the field list's rules (decision 044: trimmed text, the city list, what the
 * OpenAPI schema cannot state), the values as they are written; any bad row means 400 with every
 * problem listed (up to 1,000), and nothing written.
 */
function checkedRows(products: BulkProduct[]): ImportedValues[] {
  const values: ImportedValues[] = [];
  const errors: FieldError[] = [];
  products.forEach((row, index) => {
    const checked = checkBulkRow(row);
    if (checked.values) values.push(checked.values as ImportedValues);
    else
      for (const issue of checked.issues) {
        errors.push({
          index,
          name: row.name,
          field: `products.${index}.${issue.field}`,
          rule: issue.rule,
          message: issue.message,
          ...(issue.code ? { code: issue.code } : {}),
        });
      }
  });
  if (errors.length === 0) return values;
  throw new HttpProblem(400, 'VALIDATION_FAILED', {
    detail: `${new Set(errors.map((error) => error.index)).size} rânduri au erori; nu a fost importat nimic.`,
    params: { totalErrors: errors.length },
    errors: errors.slice(0, maxListedErrors),
  });
}

const existingColumns = ['uuid', ...fieldColumns] as const;

/**
 * The seller's products that the file's names name, oldest first (the order repeated names pair
 * in), found through the (owner, name key) index: an import reads what its rows name, not the
 * seller's whole catalogue (decision 019). Locked when the import will write them. A seller
 * without products (a first import) has nothing to look up.
 */
async function namedProducts(db: Db, owner: string, keys: string[], forUpdate: boolean): Promise<ExistingProduct[]> {
  const any = await db.selectFrom('products').select('uuid').where('owner_uuid', '=', owner).limit(1).executeTakeFirst();
  if (!any) return [];
  const query = db
    .selectFrom('products')
    .select(existingColumns)
    .where('owner_uuid', '=', owner)
    .where('name_key', '=', sql<string>`ANY(${keys}::text[])`)
    .orderBy('created_at')
    .orderBy('uuid');
  const rows = await (forUpdate ? query.forUpdate() : query).execute();
  return rows.map((row) => ({ uuid: row.uuid, values: fieldsOfRow(row) }));
}

/** The seller's products whose names the file does not hold: what a wipe removes beside the surplus of repeated names. */
const otherNames = (db: Db, owner: string, keys: string[]) =>
  db
    .selectFrom('products')
    .where('owner_uuid', '=', owner)
    .where(sql<boolean>`NOT (name_key = ANY(${keys}::text[]))`);

interface WrittenRow {
  uuid: string;
  values: ImportedValues;
  /** `matchingName(values.name)`, computed once per row. */
  key: string;
}

/** Rows as a table named `row` (`unnest` of one array per column), for one INSERT or UPDATE whatever their count. */
const rowsTable = (chunk: WrittenRow[]) => {
  // An optional field a row leaves out is a null in its column.
  const fieldArrays = fieldNames.map((field) => sql`${chunk.map(({ values }) => values[field] ?? null)}::${sql.raw(sqlTypeOf(field))}[]`);
  return sql`unnest(${chunk.map((item) => item.uuid)}::uuid[], ${chunk.map((item) => item.key)}::text[], ${sql.join(fieldArrays)})
    AS row(uuid, key, ${sql.join(fieldColumns.map((column) => sql.ref(column)))})`;
};

const columnList = () => sql.join(fieldColumns.map((column) => sql.ref(column)));

/** Inserts new products and their search-index rows in one statement. */
async function insertChunk(trx: Db, owner: string, chunk: WrittenRow[]): Promise<void> {
  await sql`
    WITH inserted AS (
      INSERT INTO products (uuid, owner_uuid, name_key, ${columnList()})
      SELECT uuid, ${owner}::uuid, key, ${columnList()}
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
      UPDATE products p SET name_key = row.key, ${sql.join(fieldColumns.map((column) => sql`${sql.ref(column)} = ${sql.ref(`row.${column}`)}`))}, updated_at = now()
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
    await nextTurn();
  }
}

/** Which of these products a moderation decision hides. */
async function hiddenAmong(db: Db, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('uuid')
    .where('uuid', '=', sql<string>`ANY(${[...uuids]}::uuid[])`)
    .where('moderation_hidden', '=', true)
    .execute();
  return new Set(rows.map((row) => row.uuid));
}

/** Imports this large are followed by a tidy-up of the search tables, in the background. */
const tidyAbove = 1_000;

const indexed =
  (owner: string, updatedAt: number, covers: ReadonlyMap<string, Photo>) =>
  ({ uuid, values }: WrittenRow): IndexedProduct => ({
    uuid,
    owner,
    ...values,
    updatedAt,
    ...(covers.has(uuid) ? { cover: covers.get(uuid) } : {}),
  });

/**
 * Validates every row first; any bad row means 400 and nothing written. Otherwise one
 * transaction reads and locks the caller's products its rows name (`namedProducts`), matches
 * the rows with them by name (`catalogue-diff.ts`), rewrites the changed ones in place, inserts
 * the new ones and, when asked, deletes the products the file does not name; each write indexed,
 * and all of them recorded in the catalogue's feed, so a crash part-way leaves the catalogue
 * exactly as it was. Without the wipe it locks only the rows it writes, so the seller can edit
 * other products meanwhile. It answers once this process's search holds the new catalogue.
 */
export async function bulkImport(
  request: RequestOf<operations, 'bulkImportProducts'>,
  db: Db,
  changes: CatalogueChanges,
  progress: ImportProgress,
): Promise<components['schemas']['BulkImportResult']> {
  const caller = await requireSellerOrAdmin(request);
  const { products, wipePreviousData } = request.body;
  const rows = checkedRows(products);
  const rowKeys = rows.map((row) => matchingName(row.name));
  const keys = [...new Set(rowKeys)];
  request.log.info({ rows: rows.length, wipePreviousData }, 'bulk import: writing');
  const { diff, created, changed, deleted, writtenAt, position } = await db.transaction().execute(async (trx) => {
    const diff = diffCatalogue(await namedProducts(trx, caller.uuid, keys, true), rows);
    // New uuids, sorted and handed out in file order: products of one import share their
    // created_at, so uuid order is file order, the order repeated names pair in next time;
    // and one time for every row, in uuid order, keeps the index's documents in date order.
    const uuids = diff.created.map(() => randomUUID()).sort();
    const written = (index: number, uuid: string): WrittenRow => ({ uuid, values: rows[index] as ImportedValues, key: rowKeys[index] as string });
    const created = diff.created.map((index, position) => written(index, uuids[position] as string));
    const changed = diff.changed.map(({ index, uuid }) => written(index, uuid));
    const counter = progress.start(caller.uuid, created.length + changed.length);
    const deleted: string[] = [];
    try {
      if (wipePreviousData) {
        // The surplus of repeated names, and every product whose name the file does not hold.
        const surplus = diff.unmatched.map((product) => product.uuid);
        if (surplus.length > 0) await trx.deleteFrom('products').where('uuid', 'in', surplus).execute();
        const others = await otherNames(trx, caller.uuid, keys).select('uuid').forUpdate().execute();
        if (others.length > 0)
          await trx
            .deleteFrom('products')
            .where(
              'uuid',
              'in',
              others.map((row) => row.uuid),
            )
            .execute();
        deleted.push(...surplus, ...others.map((row) => row.uuid));
      }
      await inChunks(changed, (chunk) => updateChunk(trx, chunk), counter.advance);
      await inChunks(created, (chunk) => insertChunk(trx, caller.uuid, chunk), counter.advance);
    } finally {
      counter.end();
    }
    const position = await recordProducts(trx, [...changed, ...created].map((row) => row.uuid).concat(deleted));
    // Every written row's updated_at is the transaction's now().
    const { rows: clock } = await sql<{ now: Date }>`SELECT now() AS now`.execute(trx);
    return { diff, created, changed, deleted, writtenAt: onlyRow(clock).now.getTime(), position };
  });
  // The seller's next search shows the new catalogue.
  if (position > 0) {
    // A product the import changed keeps its photos, so search keeps showing its cover.
    const covers = await coversOf(
      db,
      changed.map(({ uuid, values }) => ({ uuid, name: values.name })),
    );
    // A listing hidden by moderation stays disabled whatever the file says (migration 023).
    const hidden = await hiddenAmong(
      db,
      changed.map((row) => row.uuid),
    );
    await changes.publish({
      kind: 'products',
      written: [...changed, ...created]
        .sort((a, b) => (a.uuid < b.uuid ? -1 : 1))
        .map((row) => (hidden.has(row.uuid) ? { ...row, values: { ...row.values, isEnabled: false } } : row))
        .map(indexed(caller.uuid, writtenAt, covers)),
      removed: deleted,
      position,
    });
  }
  if (products.length >= tidyAbove || deleted.length >= tidyAbove) {
    tidySearchTables(db).catch((error: unknown) => request.log.warn({ err: error }, 'tidying the search tables after an import failed'));
  }
  return { created: created.length, updated: changed.length, unchanged: diff.unchanged.length, deleted: deleted.length };
}

/**
 * The preview's groups, each counted and listed up to 1,000 entries, a matched product shown
 * with its cover; what a wipe would remove comes separately, its products with their covers.
 */
async function previewOf(
  db: Db,
  diff: CatalogueDiff,
  rows: ImportedValues[],
  removed: { count: number; products: PreviewProduct[] },
): Promise<BulkImportPreview> {
  const listed = <T>(items: T[]) => items.slice(0, maxListedPreview);
  const name = (index: number) => (rows[index] as ImportedValues).name;
  const matched = [...listed(diff.changed), ...listed(diff.unchanged)].map(({ index, uuid }) => ({ uuid, name: name(index) }));
  const covers = await coversOf(db, [...matched, ...removed.products]);
  const withCover = <Entry extends object>(entry: Entry, uuid: string): Entry & { cover?: Photo } => {
    const cover = covers.get(uuid);
    return cover ? { ...entry, cover } : entry;
  };
  return {
    created: { count: diff.created.length, rows: listed(diff.created).map((index) => ({ index, name: name(index) })) },
    changed: { count: diff.changed.length, rows: listed(diff.changed).map(({ index, uuid, fields }) => withCover({ index, name: name(index), fields }, uuid)) },
    unchanged: { count: diff.unchanged.length, rows: listed(diff.unchanged).map(({ index, uuid }) => withCover({ index, name: name(index) }, uuid)) },
    removedIfWiped: { count: removed.count, products: removed.products.map((product) => withCover(product, product.uuid)) },
  };
}

/**
 * `bulkImportPreview`: the same validation and matching as the import, and nothing written. What
 * a wipe would remove is counted from the (owner, name key) index; it is listed, which means
 * reading the products the file does not name, only when the request asks for the wipe.
 */
export async function bulkImportPreview(request: RequestOf<operations, 'bulkImportPreview'>, db: Db): Promise<BulkImportPreview> {
  const caller = await requireSellerOrAdmin(request);
  const { products, wipePreviousData } = request.body;
  const rows = checkedRows(products);
  const keys = [...new Set(rows.map((row) => matchingName(row.name)))];
  const diff = diffCatalogue(await namedProducts(db, caller.uuid, keys, false), rows);
  const others = await otherNames(db, caller.uuid, keys)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const surplus = diff.unmatched.map(({ uuid, values }) => ({ uuid, name: values.name }));
  const listed = wipePreviousData
    ? [
        ...surplus,
        ...(await otherNames(db, caller.uuid, keys).select(['uuid', 'name']).orderBy('created_at').orderBy('uuid').limit(maxListedPreview).execute()),
      ].slice(0, maxListedPreview)
    : [];
  return previewOf(db, diff, rows, { count: surplus.length + Number(others.count), products: listed });
}
