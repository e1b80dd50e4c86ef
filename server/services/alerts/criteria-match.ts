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

/** The two prices a product is filtered by now. */
export const pricesOf = (product: Pick<AlertProduct, 'price' | 'vatIncluded' | 'vatRate'>) =>
  productPrices({ price: product.price, vatIncluded: product.vatIncluded, ...(product.vatRate !== null ? { vatRate: product.vatRate } : {}) });

/**
 * A product read once for every search it is compared with: the words it is found by, as search
 * compares them (stems, and the folded words a last word may begin), its brand's key and its
 * prices now.
 */
export interface ComparedProduct<P extends AlertProduct = AlertProduct> {
  product: P;
  stems: Set<string>;
  words: string[];
  brand: string | null;
  prices: { net: number; gross: number };
}

export function compareProduct<P extends AlertProduct>(product: P): ComparedProduct<P> {
  const words = textWords([product.name, product.brand ?? '', product.description, product.city].join(' ')).map((word) => word.folded);
  return { product, stems: new Set(words.map(stemOf)), words, brand: product.brand ? brandKey(product.brand) : null, prices: pricesOf(product) };
}

/** A saved search read once for every product it is compared with: its words with their stems, and its brand's key. */
export interface CompiledSearch {
  criteria: SavedCriteria;
  wanted: { word: string; stem: string }[];
  brand: string | null;
}

export const compileSearch = (criteria: SavedCriteria): CompiledSearch => ({
  criteria,
  wanted: queryWords(criteria.name).map((word) => ({ word, stem: stemOf(word) })),
  brand: criteria.brand ? brandKey(criteria.brand) : null,
});

/**
 * Whether a product matches a saved search (docs/product.md, saved searches): every word of its
 * text by its stem, the last also as the start of a word; then the search's city (or a seller
 * delivering there, with "livrează în"), switches, seller, brand and price range. Unlike the
 * search screen, a digest reads no word as a typo of another: it tells of products that match
 * what was typed.
 */
export function matchesCriteria(search: CompiledSearch, compared: ComparedProduct): boolean {
  const { criteria } = search;
  const { product } = compared;
  if (criteria.owner && criteria.owner !== product.owner) return false;
  if (criteria.city !== 'Toate' && product.city !== criteria.city) {
    if (!(criteria.filter.includes('DELIVERS_TO_CITY') && product.deliversTo.includes(criteria.city))) return false;
  }
  if (criteria.filter.includes('IN_STOCK') && !product.inStock) return false;
  if (criteria.filter.includes('DELIVERABLE') && !product.deliverable) return false;
  if (search.brand !== null && search.brand !== compared.brand) return false;
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) {
    const price = priceOn(compared.prices, criteria.priceBasis ?? 'GROSS');
    if (criteria.priceMin !== undefined && price < criteria.priceMin) return false;
    if (criteria.priceMax !== undefined && price > criteria.priceMax) return false;
  }
  const last = search.wanted.length - 1;
  return search.wanted.every(({ word, stem }, index) => {
    if (compared.stems.has(stem)) return true;
    return index === last && word.length >= 2 && compared.words.some((own) => own.startsWith(word));
  });
}
