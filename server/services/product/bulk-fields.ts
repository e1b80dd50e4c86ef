import type { components } from '../../../openapi/generated/product';
import { bulkNameOf, declarationOf, productFieldNames } from '../../../openapi/domain/product-fields';
import type { ProductField } from '../catalogue/product-fields';

type ImportField = components['schemas']['ImportField'];

/** The product's fields in the CSV's order, which is the order a preview names changed fields in (decision 044). */
export const importOrder: readonly ProductField[] = productFieldNames;

/** A field's name in a bulk import (`BulkProduct`, `ImportField`): two differ from the product's, `deliverable` and `enabled`. */
export const importFieldOf = (field: ProductField): ImportField => bulkNameOf(field) as ImportField;

/** Whether two values of a field are the same as the CSV would write them (a structured value compared by content). */
export function sameValue(field: ProductField, a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  const { kind } = declarationOf(field);
  return a === b || kind.write(a) === kind.write(b);
}
