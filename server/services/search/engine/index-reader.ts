import type { CatalogueIndex } from './catalogue-index';

/**
 * The index as a search reads it: its fields and its questions, none of its writes. Only the
 * search's lifecycle writes the index, from the catalogue's changes (decision 019); the modules
 * that plan, walk, tally, suggest and show a search take this view, so none of them can change
 * what it reads.
 */
export type IndexReader = Readonly<Omit<CatalogueIndex, 'upsert' | 'advance' | 'remove' | 'setSeller' | 'recount'>>;
