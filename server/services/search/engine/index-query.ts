import type { PriceBasis } from '../../../../openapi/domain/product-prices';

/** What a search asks of the in-memory index (run-query.ts), and how it reads each word; apart from the walk, so the pages it walks need not import it. */
export type Order = 'relevance' | 'newest' | 'oldest' | 'cheapest' | 'dearest' | 'unitCheapest';

/** One word of the text: the terms that satisfy it, and how well each does (`ranking.ts`: exact, a prefix or a typo). */
export interface WordMatch {
  terms: number[];
  qualities: number[];
  /** When the word matched nothing as typed and was read as a typo: the catalogue's word it was read as. */
  correctedTo?: string;
}

export interface IndexQuery {
  /** Every word must be satisfied; none means no text. */
  words: WordMatch[];
  /** A barcode typed as the text (its 14 digits as a number): its products alone, no words, no typos (issue #48). */
  gtin?: number;
  /** A city's number, or -1 for every city. */
  city: number;
  /** With a city: its products and those of every seller who delivers there ("livrează în", issue #49). */
  deliversTo?: boolean;
  /** The owner's number; -1 for anyone. */
  owner: number;
  inStock: boolean;
  deliverable: boolean;
  /** The price that filters and sorts: with TVA or without (issue #48). */
  basis: PriceBasis;
  /** Only prices on `basis` from `min` to `max` RON, both included; absent, any price. */
  price?: { min: number; max: number };
  /** The brand's number (`ComparedFields.brandOf`); 0 for any brand. */
  brand: number;
  order: Order;
  offset: number;
  limit: number;
  /** The text as searched, when a word of it was read as a typo of another: each such word replaced by the one it was read as. */
  corrected?: string;
}
