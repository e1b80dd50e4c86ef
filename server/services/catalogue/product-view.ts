import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import type { DatabaseSchema, ProductsTable } from '../../db/schema';
import { fieldsOfRow } from './product-fields';
import { photosOf, photoView, type StoredPhoto } from './product-photos';

export type Product = components['schemas']['Product'];

/** A product row joined with its owner's seller name, and the seller page's address where the read asks it. */
export type ProductWithSeller = Selectable<ProductsTable> & { seller_name: string; seller_slug?: string | null };

/** A product as the API shows it, with its photos (the first is its cover) when it has any. */
export function toProduct(row: ProductWithSeller, photos: readonly StoredPhoto[] = []): Product {
  const shown = photos.map((photo) => photoView(photo, row.name));
  return {
    uuid: row.uuid,
    ...fieldsOfRow(row),
    seller: row.seller_name,
    ...(row.seller_slug ? { sellerSlug: row.seller_slug } : {}),
    owner: row.owner_uuid,
    updatedAt: row.updated_at.toISOString(),
    ...(shown[0] ? { cover: shown[0], photos: shown } : {}),
  };
}

/** Rows as the API shows them, each with all its photos (one more read for all of them). */
export async function toProducts(db: Kysely<DatabaseSchema>, rows: readonly ProductWithSeller[]): Promise<Product[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.uuid),
    'all',
  );
  return rows.map((row) => toProduct(row, photos.get(row.uuid)));
}
