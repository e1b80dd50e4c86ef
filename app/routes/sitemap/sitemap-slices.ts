import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { LinkListItem } from '../../../design-system';
import type { PageProduct } from '../../head/page-data';
import { sitemapSliceRequest } from '../../head/sitemap-slices';
import { unwrap } from '../../runtime/unwrap';

/** Products as the sitemap lists them: each kept only as its link. */
export const sitemapLinks = (products: readonly Pick<PageProduct, 'uuid' | 'name' | 'city'>[]): LinkListItem[] =>
  products.map((product) => ({ id: product.uuid, label: `${product.name} (${product.city})`, href: `/product?id=${product.uuid}` }));

/** One slice of a sitemap page through the search call (app/head/sitemap-slices.ts). */
export const fetchSitemapSlice = (clients: ApiClients, sitemapPage: number) =>
  fromPromise<unknown[], { slice: number }>(async ({ input, signal }): Promise<LinkListItem[]> => {
    const { products } = await unwrap(clients.search.POST('/api/search', { body: sitemapSliceRequest(sitemapPage, input.slice), signal }));
    return sitemapLinks(products);
  });
