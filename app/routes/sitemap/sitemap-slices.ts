import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { LinkListItem } from '../../../design-system';
import { unwrap } from '../../runtime/unwrap';

/** Products per call: one screenful many times over, small enough to arrive at once. */
export const sliceSize = 500;
/** Slices per sitemap page: 10,000 links at most sit in the browser, however large the catalogue. */
export const slicesPerPage = 20;

/**
 * One slice of a sitemap page through the search call docs/product.md §7 names for the sitemap (empty
 * text, every city, newest first), asked in slices instead of one page of a million; each
 * product is kept only as its link.
 */
export const fetchSitemapSlice = (clients: ApiClients, sitemapPage: number) =>
  fromPromise<unknown[], { slice: number }>(async ({ input, signal }): Promise<LinkListItem[]> => {
    const page = (sitemapPage - 1) * slicesPerPage + input.slice;
    const { products } = await unwrap(
      clients.search.POST('/api/search', { body: { name: '', city: 'Toate', page, perPage: sliceSize, filter: [], sort: ['BY_DATE_DESC'] }, signal }),
    );
    return products.map((product) => ({ id: product.uuid, label: `${product.name} (${product.city})`, href: `/product?id=${product.uuid}` }));
  });
