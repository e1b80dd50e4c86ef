import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../db/schema';
import { fieldsOfRow, type ProductFieldRow, type ProductFieldValues } from './product-fields';
import type { Photo } from './product-photos';

/**
 * The catalogue's shared vocabulary: a product as the search index holds it, the row it is
 * made from, and the change a committed write announces. The product service writes them,
 * the search service reads them; both point here, never at each other.
 */

/** A product as search holds it: what it is found by, filtered and sorted by, and shown as. */
export type IndexedProduct = ProductFieldValues & {
  uuid: string;
  owner: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /** The first photo, as the API shows it; absent when the product has none (decision 034). */
  cover?: Photo;
};

/** A products row with the columns search needs, as read or as a write returned it. */
export type ProductTextRow = ProductFieldRow & Pick<Selectable<ProductsTable>, 'uuid' | 'owner_uuid'> & { updated_at: Date | string };

/** The indexed form of a products row, with the product's cover if it has one. */
export const indexedProduct = (row: ProductTextRow, cover?: Photo): IndexedProduct => ({
  uuid: row.uuid,
  owner: row.owner_uuid,
  ...fieldsOfRow(row),
  updatedAt: new Date(row.updated_at).getTime(),
  ...(cover ? { cover } : {}),
});

/**
 * A committed write, as the process that made it tells its own search (decision 019): products
 * written (with their columns) or removed, at the position of the write's row in the catalogue's
 * feed, or the sellers (enabled, verified, renamed, deleted), which search reads back. Other
 * processes learn of it from the feed.
 */
export type CatalogueChange = { kind: 'products'; written: IndexedProduct[]; removed: string[]; position: number } | { kind: 'sellers' };
