import type { components } from '../../openapi/generated/product';
import type { TextMark } from '../MarkedText/segments';
import type { PhotoData } from '../ProductPhoto/photo-data';

type Product = components['schemas']['Product'];

/**
 * The product fields a card shows (docs/product.md §3), as the spec names and types them; its
 * photos as the design system draws them (`PhotoData`, which the spec's `Photo` satisfies).
 */
export type ProductCardData = Pick<
  Product,
  | 'uuid'
  | 'name'
  | 'description'
  | 'price'
  | 'vatIncluded'
  | 'inStock'
  | 'negotiable'
  | 'isDeliverable'
  | 'sellType'
  | 'packageType'
  | 'city'
  | 'phone'
  | 'seller'
  | 'sellerSlug'
  | 'owner'
  | 'updatedAt'
> & {
  /** The first photo; without one the card shows a placeholder. */
  cover?: PhotoData | undefined;
  /** Every photo, the cover first, where the whole product is shown (its page). */
  photos?: readonly PhotoData[] | undefined;
};

/**
 * One fact of a product as the card lists it, worked out by the app from its field list
 * (decision 044): the term, the value as people read it, and a link when the value is one (a
 * phone's `tel:`).
 */
export interface ProductFact {
  term: string;
  text: string;
  href?: string | undefined;
}

/**
 * A product's prices as the card and the product page show them, worked out by the app from
 * the site's price switch (decision 044): the price that leads and what it is, the other one
 * with the TVA rate, and the price per kilogram, litre or piece when the product says what a
 * unit holds.
 */
export interface ProductPricing {
  /** The leading price, '89,00 RON', and what it is, 'cu TVA'. */
  lead: { amount: string; basis: string };
  /** The other price and the rate: '73,55 RON fără TVA · TVA 21 %'. */
  other: string;
  /** '8,90 RON/l cu TVA'. */
  unit?: string | undefined;
}

/** Words to mark in a product's name and description, by their place in each (a search's matches). */
export interface ProductMarks {
  name?: readonly TextMark[] | undefined;
  description?: readonly TextMark[] | undefined;
}
