import type { ChangedProduct } from '../services/search/catalogue-changes';

let next = 0;

/**
 * A product as search sees it, with a fresh uuid: coffee in București, in stock, deliverable,
 * and the lexemes PostgreSQL indexes for "Cafea boabe Arabica 1 kg", "Prăjită mediu", "București".
 */
export function listedProduct(overrides: Partial<ChangedProduct> = {}): ChangedProduct {
  next += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    owner: 'a0000000-0000-4000-8000-000000000001',
    city: 'București',
    price: 50,
    inStock: true,
    isDeliverable: true,
    isEnabled: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    lexemes: ['1', 'arab', 'boab', 'bucurest', 'caf', 'kg', 'mediu', 'prajit'],
    ...overrides,
  };
}
