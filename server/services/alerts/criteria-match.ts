import { priceOn, productPrices } from '../../../openapi/domain/product-prices';
import type { SavedCriteria } from '../../db/schema';
import { brandKey } from '../search/engine/compared-fields';
import { queryWords, stemOf, textWords } from '../search/engine/text-analysis';

/** A product as a digest compares it: its words, place, switches and prices now. */
export interface AlertProduct {
  uuid: string;
  owner: string;
  name: string;
  description: string;
  brand: string | null;
  city: string;
  price: number;
  vatIncluded: boolean;
  vatRate: number | null;
  inStock: boolean;
  deliverable: boolean;
  /** The cities the seller's delivery terms name. */
  deliversTo: readonly string[];
}

/** The words a product is found by, as search compares them: stems, and the folded words a last word may begin. */
export interface ProductWords {
  stems: Set<string>;
  words: string[];
}

export function productWords(product: Pick<AlertProduct, 'name' | 'description' | 'brand' | 'city'>): ProductWords {
  const words = textWords([product.name, product.brand ?? '', product.description, product.city].join(' ')).map((word) => word.folded);
  return { stems: new Set(words.map(stemOf)), words };
}

/** The two prices a product is filtered by now. */
export const pricesOf = (product: Pick<AlertProduct, 'price' | 'vatIncluded' | 'vatRate'>) =>
  productPrices({ price: product.price, vatIncluded: product.vatIncluded, ...(product.vatRate !== null ? { vatRate: product.vatRate } : {}) });

/**
 * Whether a product matches a saved search (docs/product.md, saved searches): every word of its
 * text by its stem, the last also as the start of a word; then the search's city (or a seller
 * delivering there, with "livrează în"), switches, seller, brand and price range. Unlike the
 * search screen, a digest reads no word as a typo of another: it tells of products that match
 * what was typed.
 */
export function matchesCriteria(criteria: SavedCriteria, product: AlertProduct, words: ProductWords): boolean {
  if (criteria.owner && criteria.owner !== product.owner) return false;
  if (criteria.city !== 'Toate' && product.city !== criteria.city) {
    if (!(criteria.filter.includes('DELIVERS_TO_CITY') && product.deliversTo.includes(criteria.city))) return false;
  }
  if (criteria.filter.includes('IN_STOCK') && !product.inStock) return false;
  if (criteria.filter.includes('DELIVERABLE') && !product.deliverable) return false;
  if (criteria.brand && !(product.brand && brandKey(criteria.brand) === brandKey(product.brand))) return false;
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) {
    const price = priceOn(pricesOf(product), criteria.priceBasis ?? 'GROSS');
    if (criteria.priceMin !== undefined && price < criteria.priceMin) return false;
    if (criteria.priceMax !== undefined && price > criteria.priceMax) return false;
  }
  const wanted = queryWords(criteria.name);
  return wanted.every((word, index) => {
    if (words.stems.has(stemOf(word))) return true;
    return index === wanted.length - 1 && word.length >= 2 && words.words.some((own) => own.startsWith(word));
  });
}
