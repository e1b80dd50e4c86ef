import type { IndexedProduct } from '../services/catalogue/catalogue-product';

/** The uuid of the `n`th product a test writes into an index. */
export const productUuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The `n`th product a test writes into a search index: one seller's live product in București,
 * in stock and delivered, a second newer than the `n - 1`th, with `fields` changed.
 */
export const indexedProduct = (n: number, fields: Partial<IndexedProduct> = {}): IndexedProduct => ({
  uuid: productUuid(n),
  owner: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Produs',
  description: 'Descriere',
  city: 'București',
  price: 10,
  vatIncluded: true,
  inStock: true,
  negotiable: false,
  isDeliverable: true,
  sellType: 'kg',
  packageType: 'Sac',
  phone: '0722000111',
  isEnabled: true,
  updatedAt: Date.UTC(2026, 0, 1) + n * 1000,
  ...fields,
});
