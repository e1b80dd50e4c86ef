import { z } from 'zod';
import { declarationOf, productFieldNames, type ProductField, type ProductFieldValues } from './product-fields';

/** What the product form holds for each field before its rules have run: anything, for a half-typed value. */
export type ProductFormValues = { [F in ProductField]?: unknown };

/** Nothing typed: an optional field left empty is absent, never null (decision 044). */
const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** One field's rule as zod: its kind's check, whose message lands on the field; an optional field may be left empty. */
function ruleOf(field: ProductField) {
  const { kind, optional } = declarationOf(field);
  const rule = z.unknown().transform((value, context) => {
    if (optional && isEmpty(value)) return undefined;
    const checked = kind.check(value);
    if (checked.ok) return checked.value;
    context.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
  return optional ? rule.optional() : rule;
}

/**
 * A product as the product dialog and the API check it (docs/product.md §5), derived from the
 * field list (`product-fields.ts`): every field's rule, none forgotten; what the spec marks as
 * the server's (uuid, seller, sellerSlug, owner, updatedAt, photos) is accepted and dropped.
 */
export const productSchema = z
  .object(Object.fromEntries(productFieldNames.map((field) => [field, ruleOf(field)])))
  .transform((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))) as unknown as z.ZodType<
  ProductFieldValues,
  ProductFormValues
>;
