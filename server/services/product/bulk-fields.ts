import type { components } from '../../../openapi/generated/product';
import type { ProductField, ProductFieldValues } from '../catalogue/product-fields';

type BulkProduct = components['schemas']['BulkProduct'];
type ImportField = components['schemas']['ImportField'];

/**
 * Each product field by its bulk-import name (`BulkProduct`, `ImportField`: the CSV's columns,
 * docs/product.md §9), in the CSV's order, which is the order a preview names changed fields in.
 * Two names differ from the product's: `deliverable` and `enabled`.
 */
const bulkNames = {
  name: 'name',
  description: 'description',
  price: 'price',
  vatIncluded: 'vatIncluded',
  sellType: 'sellType',
  packageType: 'packageType',
  phone: 'phone',
  city: 'city',
  isDeliverable: 'deliverable',
  negotiable: 'negotiable',
  inStock: 'inStock',
  isEnabled: 'enabled',
} as const satisfies Record<ProductField, ImportField & keyof BulkProduct>;

/** The product's fields in the CSV's order. */
export const importOrder = Object.keys(bulkNames) as ProductField[];

/** A field's name in a bulk import. */
export const importFieldOf = (field: ProductField): ImportField => bulkNames[field];

/** A bulk row's values by the product's field names. */
export function fieldsOfBulkRow(row: BulkProduct): ProductFieldValues {
  const values: Record<string, unknown> = {};
  for (const field of importOrder) values[field] = row[bulkNames[field]];
  return values as ProductFieldValues;
}
