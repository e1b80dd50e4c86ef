import type { components } from '../generated/product';
import { bulkNameOf, declarationOf, productFieldNames, type ProductField } from './product-fields';

export { csvMessages } from './product-field-texts';

type BulkProduct = components['schemas']['BulkProduct'];

/** A catalogue's CSV columns (docs/product.md §3), in the field list's order (decision 044). */
export const csvColumns: readonly string[] = productFieldNames.map((field) => declarationOf(field).csv.column);
export type CsvColumn = string;

/** Every header a column is known by, accents and case aside, to the column's own name. */
const columnByHeader = new Map<string, string>(
  productFieldNames.flatMap((field) => {
    const { column, aliases = [] } = declarationOf(field).csv;
    return [column, ...aliases].map((header) => [header, column] as const);
  }),
);

/** A header as the file wrote it, read as a column's name: trimmed, in lower case, without accents, and its aliases named as the column. */
export function columnOfHeader(header: string): string {
  const plain = header.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return columnByHeader.get(plain) ?? plain;
}

/** A CSV row as the import sends it: the spec's `BulkProduct`. */
export type CsvProduct = BulkProduct;

export interface CsvCellIssue {
  column: CsvColumn;
  message: string;
}

/**
 * A cell that a download neutralised against spreadsheet formulas (`'` before `=`, `+`, `-`, `@`),
 * read back as it was written, so an exported catalogue imports to the same values.
 */
const unneutralised = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Checks one row of cells (a missing column is an empty cell) by each field's rule (decision
 * 044): its product, or its issues. Plain functions, not a zod object per row, which is six times
 * slower on 100,000 rows. An empty cell takes the column's default, leaves an optional field out,
 * or is refused for a required one.
 */
export function checkCsvRow(
  cells: Readonly<Record<string, string | undefined>>,
): { product: CsvProduct; issues: [] } | { product: undefined; issues: CsvCellIssue[] } {
  const product: Record<string, unknown> = {};
  const issues: CsvCellIssue[] = [];
  for (const field of productFieldNames) {
    const { csv, kind, optional } = declarationOf(field);
    const text = unneutralised(cells[csv.column] ?? '');
    if (text.trim() === '') {
      if (csv.empty !== undefined) product[bulkNameOf(field)] = csv.empty;
      else if (!optional) issues.push({ column: csv.column, message: csv.requiredMessage ?? '' });
      continue;
    }
    const outcome = (csv.kind ?? kind).read(text);
    if (outcome.ok) product[bulkNameOf(field)] = outcome.value;
    else issues.push({ column: csv.column, message: outcome.message });
  }
  return issues.length > 0 ? { product: undefined, issues } : { product: product as CsvProduct, issues: [] };
}

/** A field of a bulk row that breaks its rule: the field (its bulk name), why, and the catalogue's code when it has its own. */
export interface BulkRowIssue {
  field: string;
  rule: 'required' | 'format' | 'city';
  message: string;
  code?: 'CITY_NOT_FOUND';
}

/**
 * A bulk row (`BulkProduct`) by each field's rule, as the server checks what the JSON schema
 * cannot (trimmed text, the city list, a barcode's check digit): the values as they are written
 * (trimmed, defaulted, normalised), or its issues. A blank text takes its column's default, as an
 * empty cell does.
 */
export function checkBulkRow(
  row: Readonly<Record<string, unknown>>,
): { values: Record<string, unknown>; issues: [] } | { values: undefined; issues: BulkRowIssue[] } {
  const values: Record<string, unknown> = {};
  const issues: BulkRowIssue[] = [];
  for (const field of productFieldNames) {
    const { csv, kind, optional } = declarationOf(field);
    const name = bulkNameOf(field);
    const value = row[name];
    const blank = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (blank) {
      if (csv.empty !== undefined) values[field] = csv.empty;
      else if (!optional) issues.push({ field: name, rule: 'required', message: csv.requiredMessage ?? '' });
      continue;
    }
    const outcome = (csv.kind ?? kind).check(value);
    if (outcome.ok) values[field] = outcome.value;
    else issues.push({ field: name, rule: outcome.code ? 'city' : 'format', message: outcome.message, ...(outcome.code ? { code: outcome.code } : {}) });
  }
  return issues.length > 0 ? { values: undefined, issues } : { values, issues: [] };
}

/** The CSV column each bulk-product field comes from, to put a server error back on its cell. */
export const csvColumnOfField: Readonly<Record<string, CsvColumn>> = Object.fromEntries(
  productFieldNames.map((field: ProductField) => [bulkNameOf(field), declarationOf(field).csv.column]),
);

/** A product's fields as a CSV row, in the columns' order: what an export writes and an import reads back to the same values. */
export function csvCellsOf(product: Partial<Record<string, unknown>>): string[] {
  return productFieldNames.map((field) => {
    const value = product[bulkNameOf(field)] ?? product[field];
    return value === undefined || value === null ? '' : (declarationOf(field).csv.kind ?? declarationOf(field).kind).write(value);
  });
}
