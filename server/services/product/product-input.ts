import type { Insertable } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import type { ProductsTable } from '../../db/schema';
import { ruleMessages } from '../../../openapi/domain/rule-messages';
import { productSchema } from '../../../openapi/domain/product-rules';
import { findCity } from '../../../openapi/domain/cities';
import type { FieldError } from '../../../openapi/clients/problem';
import { HttpProblem } from '../../http/problem';
import { matchingName } from '../catalogue/matching-name';
import { columnsOfFields } from '../catalogue/product-fields';

type ProductInput = components['schemas']['ProductInput'];

/** Columns of a product as written by a create or an update. */
export type ProductColumns = Omit<Insertable<ProductsTable>, 'uuid' | 'owner_uuid' | 'created_at' | 'updated_at'>;

/**
 * Applies the docs/product.md §5 product rules beyond the OpenAPI schema (trimmed lengths, the city
 * list) and returns the columns to write. An unknown city is CITY_NOT_FOUND.
 */
export function productColumns(input: ProductInput): ProductColumns {
  if (!findCity(input.city)) {
    throw new HttpProblem(400, 'CITY_NOT_FOUND', {
      params: { city: input.city },
      errors: [{ field: 'city', rule: 'city', message: ruleMessages.cityUnknown, code: 'CITY_NOT_FOUND' }],
    });
  }
  const parsed = productSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), rule: 'format', message: issue.message }));
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors });
  }
  const value = parsed.data;
  return { ...columnsOfFields(value), name_key: matchingName(value.name) };
}
