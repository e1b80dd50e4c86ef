import type { SearchRequest } from '../../machines/search/search-criteria';

/** Products per call: one screenful many times over, small enough to arrive at once. */
export const sliceSize = 500;
/** Slices per sitemap page: 10,000 links at most sit in the browser, however large the catalogue. */
export const slicesPerPage = 20;

/** The sitemap page an address shows (`/sitemap?pagina=N`), the first for anything else. */
export const sitemapPageOf = (query: URLSearchParams): number => Math.max(1, Math.floor(Number(query.get('pagina')) || 1));

/**
 * One slice of a sitemap page as the search call docs/product.md §7 names for the sitemap asks
 * for it (empty text, every city, newest first), in slices instead of one page of a million.
 * The screen asks for each; the server renders the first (decision 033).
 */
export const sitemapSliceRequest = (sitemapPage: number, slice: number): SearchRequest => ({
  name: '',
  city: 'Toate',
  page: (sitemapPage - 1) * slicesPerPage + slice,
  perPage: sliceSize,
  filter: [],
  sort: ['BY_DATE_DESC'],
});
