import type { components } from '../../openapi/generated/search';
import type { RuntimeConfig } from '../../openapi/runtime-config';
import type { SearchRequest } from '../../machines/search/search-criteria';
import type { PriceBasis } from '../../openapi/domain/product-prices';
import { jsonLdText } from './head-tags';

export type PageProduct = components['schemas']['Product'];
export type PageSearchAnswer = components['schemas']['SearchResponse'];
export type PageSeller = components['schemas']['SellerPage'];
export type SitemapProduct = Pick<PageProduct, 'uuid' | 'name' | 'city'>;

/**
 * What the server loaded for the page it rendered (decision 033). The browser hydrates the
 * same page from it: the screens' machines start from this data rather than calling for it
 * again, so the first client render is the server's HTML.
 */
export interface PageData {
  /** `/config.json`'s answer, so a rendered page starts without waiting for it. */
  config: RuntimeConfig;
  /** The visitor answered the cookie notice, accepting or refusing (the `cookie_consent` cookie): the page has no notice. */
  consented: boolean;
  /** The visitor's price switch (the `price_basis` cookie): which price leads on the page (issue #48). */
  priceBasis: PriceBasis;
  /** The product the page shows, on /product; `missing`, an unknown or hidden product's id. */
  product?: PageProduct | { missing: string };
  /** The seller the page shows, on /seller/{slug} and /product (issue #49); `missing`, an unknown or hidden seller's address. */
  seller?: PageSeller | { missing: string };
  /** The first page of results and the request that found them, on /search and a seller's page. */
  search?: { request: SearchRequest; answer: PageSearchAnswer };
  /** The first slice of a sitemap page, on /sitemap: each product as its link names it. */
  sitemap?: { page: number; products: SitemapProduct[] };
}

/** The id of the element that carries the page's data. */
export const pageDataId = 'page-data';

/**
 * The data as a JSON data block: the browser never runs it (so the CSP's script rules do not
 * apply), and its text is escaped as JSON-LD's is, so no product text can end the element.
 */
export const pageDataHtml = (data: PageData): string => `<script type="application/json" id="${pageDataId}">${jsonLdText(data)}</script>`;

/**
 * The cookie that mirrors the answer to the cookie notice kept in localStorage (docs/product.md
 * §3), so the server leaves the notice out of a page for a visitor who accepted or refused.
 */
export const consentCookie = 'cookie_consent';
export { isConsentAnswer } from '../../machines/consent/cookie-consent.machine';

/** The cookie that keeps the site-wide price switch, `GROSS` or `NET` (issue #48). */
export const priceBasisCookie = 'price_basis';
