import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import type { DatabaseSchema, ProductsTable } from '../../db/schema';
import { photosOf, photoView, type StoredPhoto } from './product-photos';

export type Product = components['schemas']['Product'];

/** A product row joined with its owner's seller name. */
export type ProductWithSeller = Selectable<ProductsTable> & { seller_name: string };

/** A product as the API shows it, with its photos (the first is its cover) when it has any. */
export function toProduct(row: ProductWithSeller, photos: readonly StoredPhoto[] = []): Product {
  const shown = photos.map((photo) => photoView(photo, row.name));
  return {
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    vatIncluded: row.vat_included,
    inStock: row.in_stock,
    negotiable: row.negotiable,
    isDeliverable: row.is_deliverable,
    sellType: row.sell_type,
    packageType: row.package_type,
    city: row.city,
    phone: row.phone,
    isEnabled: row.is_enabled,
    seller: row.seller_name,
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
