import {
  missingProductHead,
  missingSellerHead,
  productHead,
  searchHead,
  sellerHead,
  siteHead,
  staticPageHead,
  type PageHead,
  type Site,
} from '../../app/head/page-head';
import { appPaths } from '../../app/app-paths';
import type { PageData } from '../../app/head/page-data';
import { sitemapPageOf, sitemapSliceRequest } from '../../app/head/sitemap-slices';
import { initialCriteria, toSearchRequest } from '../../machines/search/search-criteria';
import { defaultPriceBasis, type PriceBasis } from '../../openapi/domain/product-prices';
import { uuidPattern } from '../../openapi/domain/patterns';
import type { CatalogueReads } from './catalogue-reads';

/** What an address that asks for HTML answers: a page with its own head, or a redirect. */
export type PageAnswer = { status: 200 | 404; head: PageHead; path: string; loaded?: LoadedForPage } | { status: 301 | 302; location: string };

/** What the server loaded for a page it renders (decision 033). */
type LoadedForPage = Pick<PageData, 'product' | 'seller' | 'search' | 'sitemap'>;

export interface PageSources {
  catalogue: CatalogueReads;
  site: Site;
}

async function productPage(sources: PageSources, id: string | null): Promise<PageAnswer> {
  const product = id && uuidPattern.test(id) ? await sources.catalogue.shownProduct(id) : undefined;
  if (product) {
    // The trader's details the product page shows beside it (issue #49, DSA Art. 30).
    const seller = product.sellerSlug ? await sources.catalogue.sellerPage(product.sellerSlug) : undefined;
    return { status: 200, head: productHead(sources.site, product), path: '/product', loaded: { product, ...(seller ? { seller } : {}) } };
  }
  return { status: 404, head: missingProductHead(sources.site), path: '/product', loaded: id ? { product: { missing: id } } : {} };
}

async function searchPage(sources: PageSources, query: URLSearchParams, priceBasis: PriceBasis): Promise<PageAnswer> {
  // The address's criteria as the screen reads them, stored preferences aside (a crawler has none) but the price switch, which is a cookie.
  const criteria = initialCriteria(query, { priceBasis });
  const seller = criteria.owner ? await sources.catalogue.shownSellerName(criteria.owner) : undefined;
  const request = toSearchRequest(criteria, 0);
  const answer = sources.catalogue.searchPage(request);
  return {
    status: 200,
    path: '/search',
    head: searchHead(sources.site, { ...criteria, seller }, answer?.products ?? []),
    loaded: answer ? { search: { request, answer } } : {},
  };
}

/**
 * A seller's page (issue #49, decision 047): the seller, and the first page of their products
 * as the address's criteria find them, scoped to the seller. An unknown or hidden seller is 404.
 */
async function sellerPage(sources: PageSources, slug: string, query: URLSearchParams, priceBasis: PriceBasis): Promise<PageAnswer> {
  const seller = await sources.catalogue.sellerPage(slug);
  if (!seller) return { status: 404, path: '/seller', head: missingSellerHead(sources.site), loaded: { seller: { missing: slug } } };
  const criteria = { ...initialCriteria(query, { priceBasis }), owner: seller.uuid, seller: seller.name };
  const request = toSearchRequest(criteria, 0);
  const answer = sources.catalogue.searchPage(request);
  return {
    status: 200,
    path: '/seller',
    head: sellerHead(sources.site, seller),
    loaded: { seller, ...(answer ? { search: { request, answer } } : {}) },
  };
}

/** A seller page's address: `/seller/` and the slug, lower case, letters, digits and single hyphens. */
const sellerAddress = /^\/seller\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** A sitemap page, with its first slice of links (decision 033). */
function sitemapPage(sources: PageSources, query: URLSearchParams): PageAnswer {
  const page = sitemapPageOf(query);
  const slice = sources.catalogue.searchPage(sitemapSliceRequest(page, 0));
  return {
    status: 200,
    path: '/sitemap',
    head: staticPageHead(sources.site, 'sitemap'),
    loaded: slice ? { sitemap: { page, products: slice.products.map(({ uuid, name, city }) => ({ uuid, name, city })) } } : {},
  };
}

/**
 * The answer for an address of the app (docs/product.md §2, decision 032). `/` is /search
 * (301); an address the app does not have goes to /search (302), as the app itself sends it;
 * an unknown or hidden product answers 404, kept out of indexes.
 */
export async function pageAnswer(
  sources: PageSources,
  address: string,
  query: URLSearchParams,
  priceBasis: PriceBasis = defaultPriceBasis,
): Promise<PageAnswer> {
  // The app's routes match whatever the case, with or without a trailing slash.
  const path = address.toLowerCase().replace(/(.)\/+$/, '$1');
  const slug = sellerAddress.exec(path)?.[1];
  if (slug) return sellerPage(sources, slug, query, priceBasis);
  if (path.startsWith('/seller/'))
    return { status: 404, path: '/seller', head: missingSellerHead(sources.site), loaded: { seller: { missing: path.slice(8) } } };
  switch (path) {
    case '/':
      return { status: 301, location: '/search' };
    case '/product':
      return productPage(sources, query.get('id'));
    case '/search':
      return searchPage(sources, query, priceBasis);
    case '/terms':
    case '/contact':
    case '/ranking':
    case '/accessibility':
    case '/privacy':
      return { status: 200, path, head: staticPageHead(sources.site, path.slice(1) as 'terms' | 'contact' | 'ranking' | 'accessibility' | 'privacy') };
    case '/sitemap':
      return sitemapPage(sources, query);
    default:
      return appPaths.some((known) => known.toLowerCase() === path)
        ? { status: 200, path, head: siteHead(sources.site, path) }
        : { status: 302, location: '/search' };
  }
}
