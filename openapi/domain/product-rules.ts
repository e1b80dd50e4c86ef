import { z } from 'zod';
import { citySchema, phoneSchema, ruleMessages } from './field-rules';

/** A product as the product dialog and the API check it (docs/product.md §5). */
export const productSchema = z.object({
  name: z.string().trim().min(2, ruleMessages.productName).max(100),
  description: z.string().trim().min(2, ruleMessages.productDescription).max(5000),
  price: z.number(ruleMessages.price).gt(0, ruleMessages.price).max(1_000_000_000),
  vatIncluded: z.boolean(),
  inStock: z.boolean(),
  negotiable: z.boolean(),
  isDeliverable: z.boolean(),
  sellType: z.string().trim().min(1, ruleMessages.sellType).max(60),
  packageType: z.string().trim().min(1, ruleMessages.packageType).max(60),
  city: citySchema,
  phone: phoneSchema,
  isEnabled: z.boolean(),
});

export type ProductFormValues = z.input<typeof productSchema>;
