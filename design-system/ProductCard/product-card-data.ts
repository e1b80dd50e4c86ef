/** The product fields a card shows (docs/product.md §3). */
export interface ProductCardData {
  uuid: string;
  name: string;
  description: string;
  price: number;
  vatIncluded: boolean;
  inStock: boolean;
  negotiable: boolean;
  isDeliverable: boolean;
  sellType: string;
  packageType: string;
  city: string;
  phone: string;
  seller: string;
  owner: string;
  updatedAt: string;
}
