import type { PageData, PageProduct, PageSearchAnswer, PageSeller, SitemapProduct } from '../head/page-data';
import type { ErrorCode } from '../../openapi';
import type { SearchRequest } from '../../machines/search/search-criteria';

/**
 * What the server loaded for the page it rendered, for as long as the visitor is on that page
 * (decision 033): a screen whose request is the one the server answered starts from it.
 */
export interface InitialData {
  /** Whether the visitor is on the page the server rendered, and then whether it left the cookie banner out and which price it led with. */
  rendered: () => Pick<PageData, 'consented' | 'priceBasis'> | undefined;
  product: (id: string) => { loaded?: PageProduct; failed?: ErrorCode } | undefined;
  /** The seller the page showed, by slug (a seller's page), or by slug as a product's seller (issue #49). */
  seller: (slug: string) => { loaded?: PageSeller; failed?: ErrorCode } | undefined;
  search: (request: SearchRequest) => PageSearchAnswer | undefined;
  sitemap: (page: number) => SitemapProduct[] | undefined;
  /** The visitor moved on: the data describes a page no longer shown, and later visits load afresh. */
  expire: () => void;
}

const sameRequest = (a: SearchRequest, b: SearchRequest): boolean => JSON.stringify(a) === JSON.stringify(b);

export function initialData(data: PageData | undefined): InitialData {
  let current = data;
  return {
    rendered: () => (current ? { consented: current.consented, priceBasis: current.priceBasis } : undefined),
    product: (id) => {
      const product = current?.product;
      if (!product) return undefined;
      if ('missing' in product) return product.missing === id ? { failed: 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE' } : undefined;
      return product.uuid === id ? { loaded: product } : undefined;
    },
    seller: (slug) => {
      const seller = current?.seller;
      if (!seller) return undefined;
      if ('missing' in seller) return seller.missing === slug ? { failed: 'NOT_FOUND' } : undefined;
      return seller.slug === slug ? { loaded: seller } : undefined;
    },
    search: (request) => (current?.search && sameRequest(current.search.request, request) ? current.search.answer : undefined),
    sitemap: (page) => (current?.sitemap?.page === page ? current.sitemap.products : undefined),
    expire: () => {
      current = undefined;
    },
  };
}
