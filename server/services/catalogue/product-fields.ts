import type { Selectable } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import type { ProductsTable } from '../../db/schema';

type Product = components['schemas']['Product'];

/**
 * A product's own fields, as the API names them, each with the products column that stores it
 * and that column's SQL type: the one list the server's reads, writes, bulk import and search
 * index take a product's fields from (docs/architecture.md, "A product field"). The `satisfies`
 * holds it to the spec's `Product` and to the table: a field or column either lacks does not compile.
 */
export const productFields = {
  name: { column: 'name', sqlType: 'text' },
  description: { column: 'description', sqlType: 'text' },
  price: { column: 'price', sqlType: 'numeric' },
  vatIncluded: { column: 'vat_included', sqlType: 'boolean' },
  inStock: { column: 'in_stock', sqlType: 'boolean' },
  negotiable: { column: 'negotiable', sqlType: 'boolean' },
  isDeliverable: { column: 'is_deliverable', sqlType: 'boolean' },
  sellType: { column: 'sell_type', sqlType: 'text' },
  packageType: { column: 'package_type', sqlType: 'text' },
  city: { column: 'city', sqlType: 'text' },
  phone: { column: 'phone', sqlType: 'text' },
  isEnabled: { column: 'is_enabled', sqlType: 'boolean' },
} as const satisfies { [Field in keyof Product]?: { column: keyof ProductsTable; sqlType: 'text' | 'numeric' | 'boolean' } };

export type ProductField = keyof typeof productFields;
/** A product's own fields, typed by the spec. */
export type ProductFieldValues = Pick<Product, ProductField>;
export type ProductFieldColumn = (typeof productFields)[ProductField]['column'];

/** Each field's name, in the list's order. */
export const fieldNames = Object.keys(productFields) as ProductField[];
/** Each field's column, in the list's order. */
export const fieldColumns = fieldNames.map((field) => productFields[field].column);

/** The field columns of a products row; a raw SQL read returns `numeric` as text. */
export type ProductFieldRow = Omit<Pick<Selectable<ProductsTable>, ProductFieldColumn>, 'price'> & { price: number | string };

/** A row's fields as the API names them: the one place a column's snake_case meets the field's camelCase. */
export function fieldsOfRow(row: ProductFieldRow): ProductFieldValues {
  const values: Record<string, unknown> = {};
  for (const field of fieldNames) values[field] = row[productFields[field].column];
  values.price = Number(row.price);
  return values as ProductFieldValues;
}

/** The columns that store these fields. */
export function columnsOfFields(values: ProductFieldValues): Pick<Selectable<ProductsTable>, ProductFieldColumn> {
  const columns: Record<string, unknown> = {};
  for (const field of fieldNames) columns[productFields[field].column] = values[field];
  return columns as Pick<Selectable<ProductsTable>, ProductFieldColumn>;
}
