import type { Selectable } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import type { ProductsTable } from '../../db/schema';

export type Product = components['schemas']['Product'];

/** A product row joined with its owner's seller name. */
export type ProductWithSeller = Selectable<ProductsTable> & { seller_name: string };

export function toProduct(row: ProductWithSeller): Product {
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
  };
}
