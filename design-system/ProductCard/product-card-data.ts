import type { TextMark } from '../MarkedText/segments';
import type { PhotoData } from '../ProductPhoto/photo-data';

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
  /** The first photo; without one the card shows a placeholder. */
  cover?: PhotoData | undefined;
  /** Every photo, the cover first, where the whole product is shown (its page). */
  photos?: readonly PhotoData[] | undefined;
}

/** Words to mark in a product's name and description, by their place in each (a search's matches). */
export interface ProductMarks {
  name?: readonly TextMark[] | undefined;
  description?: readonly TextMark[] | undefined;
}
