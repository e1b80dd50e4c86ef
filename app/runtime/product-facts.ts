import type { ProductFact } from '../../design-system';
import { cardFactFields, declarationOf, factFields, factTerm, type ProductFieldValues } from '../../openapi/domain/product-fields';

/**
 * A product's facts as cards and the product page list them (docs/product.md §2), from the field
 * list (decision 044): each field listed where it shows (a card lists fewer than the page) that the product has, its value as people read it, a phone
 * as a `tel:` link. Livrabil reads the deliverable flag, which the first specification's screen
 * read wrongly.
 */
export function productFacts(product: Partial<ProductFieldValues>, on: 'card' | 'page' = 'card'): ProductFact[] {
  return (on === 'card' ? cardFactFields : factFields).flatMap((field) => {
    const value = product[field];
    if (value === undefined) return [];
    const { kind } = declarationOf(field);
    const text = kind.show(value);
    return [{ term: factTerm(field), text, ...(kind.control === 'phone' ? { href: `tel:${String(value).replace(/\s+/g, '')}` } : {}) }];
  });
}
