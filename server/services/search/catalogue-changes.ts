import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../db/schema';
import type { Product } from '../product/product-view';

/** One product as search sees it: what decides whether, and where, a search lists it. */
export type ListedState = Pick<Product, 'uuid' | 'owner' | 'city' | 'price' | 'inStock' | 'isDeliverable' | 'isEnabled' | 'updatedAt'>;

/** A product a write changed, with the words its search document holds. */
export type ChangedProduct = ListedState & {
  /** The lexemes of its search document (`tsvector_to_array`); undefined when it had none. */
  lexemes: readonly string[] | undefined;
};

/**
 * A committed write that may change what searches answer: one product before and after
 * (absent before a create or after a delete), or `everything` for writes that touch many
 * products or their sellers (imports, rebuilds, a seller verified, disabled, renamed, deleted).
 */
export type CatalogueChange = { before?: ChangedProduct | undefined; after?: ChangedProduct | undefined } | 'everything';

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
  return { uuid, owner, city, price, inStock, isDeliverable, isEnabled, updatedAt };
}

/** The columns of a products row that search sorts and filters by. */
type ListedColumns = Pick<Selectable<ProductsTable>, 'uuid' | 'owner_uuid' | 'city' | 'in_stock' | 'is_deliverable' | 'is_enabled'>;

/**
 * A products row as a write found or left it, with the lexemes of its index row. Read as
 * JSON, its price is a number and its time a string; read as a row, a string and a Date.
 */
export function changedRow(row: ListedColumns & { price: number | string; updated_at: Date | string; lexemes: string[] | null }): ChangedProduct {
  return {
    uuid: row.uuid,
    owner: row.owner_uuid,
    city: row.city,
    price: Number(row.price),
    inStock: row.in_stock,
    isDeliverable: row.is_deliverable,
    isEnabled: row.is_enabled,
    updatedAt: new Date(row.updated_at).toISOString(),
    lexemes: row.lexemes ?? undefined,
  };
}
