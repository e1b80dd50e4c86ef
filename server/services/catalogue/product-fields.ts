import type { Selectable } from 'kysely';
import {
  declarationOf,
  productFieldNames,
  productFields,
  type ProductField,
  type ProductFieldValues,
  type SqlType,
} from '../../../openapi/domain/product-fields';
import type { ProductsTable } from '../../db/schema';

export type { ProductField, ProductFieldValues };

/**
 * The server's view of the field list (`openapi/domain/product-fields.ts`, decision 044): each
 * field's column and SQL type, from which the reads, the writes, the bulk import's statements
 * and the search index's stored text take a product's fields.
 */
export type ProductFieldColumn = (typeof productFields)[ProductField]['column'];

/** Each field's name, in the list's order. */
export const fieldNames: readonly ProductField[] = productFieldNames;
/** Each field's column, in the list's order. */
export const fieldColumns = fieldNames.map((field) => productFields[field].column) as ProductFieldColumn[];
/** A field's column's SQL type, for the bulk import's array parameters. */
export const sqlTypeOf = (field: ProductField): SqlType => declarationOf(field).sqlType;

/** The field columns of a products row; a raw SQL read returns `numeric` as text. */
export type ProductFieldRow = Omit<Pick<Selectable<ProductsTable>, ProductFieldColumn>, 'price'> & { price: number | string };

/**
 * A row's fields as the API names them: the one place a column's snake_case meets the field's
 * camelCase. A null column is an optional field not set: left out, never sent as null.
 */
export function fieldsOfRow(row: ProductFieldRow): ProductFieldValues {
  const values: Record<string, unknown> = {};
  for (const field of fieldNames) {
    const value = (row as Record<string, unknown>)[declarationOf(field).column];
    if (value === null || value === undefined) continue;
    values[field] = declarationOf(field).sqlType === 'numeric' ? Number(value) : value;
  }
  return values as ProductFieldValues;
}

/** The columns that store these fields; a field not set is a null column. */
export function columnsOfFields(values: ProductFieldValues): Pick<Selectable<ProductsTable>, ProductFieldColumn> {
  const columns: Record<string, unknown> = {};
  for (const field of fieldNames) columns[declarationOf(field).column] = values[field] ?? null;
  return columns as Pick<Selectable<ProductsTable>, ProductFieldColumn>;
}
