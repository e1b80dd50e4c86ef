import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../db/schema';
import type { Product } from '../product/product-view';

/** One product as search sees it: what decides whether, and where, a search lists it. */
export type ListedState = Pick<Product, 'uuid' | 'owner' | 'city' | 'price' | 'inStock' | 'isDeliverable' | 'isEnabled' | 'updatedAt'> & {
  /** Its searchable text: name, description and city. */
  text: string;
};

/**
 * A committed write that may change what searches answer: one product before and after
 * (absent before a create or after a delete), or `everything` for writes that touch many
 * products or their sellers (imports, rebuilds, a seller verified, disabled, renamed, deleted).
 */
export type CatalogueChange = { before?: ListedState | undefined; after?: ListedState | undefined } | 'everything';

export type ChangeListener = (change: CatalogueChange) => void;

/**
 * How the services of one process tell search that the catalogue changed. Publishers call
 * it after their transaction commits; a process without the search service has no listener.
 */
export interface CatalogueChanges {
  publish: ChangeListener;
  subscribe: (listener: ChangeListener) => void;
}

export function createCatalogueChanges(): CatalogueChanges {
  const listeners = new Set<ChangeListener>();
  return {
    publish: (change) => listeners.forEach((listener) => listener(change)),
    subscribe: (listener) => void listeners.add(listener),
  };
}

export function listedState(product: Product): ListedState {
  const { uuid, owner, city, price, inStock, isDeliverable, isEnabled, updatedAt } = product;
  return { uuid, owner, city, price, inStock, isDeliverable, isEnabled, updatedAt, text: `${product.name} ${product.description} ${city}` };
}

export function listedRow(row: Selectable<ProductsTable>): ListedState {
  return {
    uuid: row.uuid,
    owner: row.owner_uuid,
    city: row.city,
    price: Number(row.price),
    inStock: row.in_stock,
    isDeliverable: row.is_deliverable,
    isEnabled: row.is_enabled,
    updatedAt: row.updated_at.toISOString(),
    text: `${row.name} ${row.description} ${row.city}`,
  };
}
