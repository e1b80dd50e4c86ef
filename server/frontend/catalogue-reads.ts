import type { PageProduct, PageSearchAnswer, PageSeller } from '../../app/head/page-data';
import type { SearchRequest } from '../../machines/search/search-criteria';

/**
 * What the server's pages and link previews read of the catalogue (decisions 032, 033): the
 * services provide it (server/catalogue-reads.ts), and server/frontend/ imports none of them
 * (eslint.config.js), so drawing a page never reaches into a handler or a write.
 */
export interface CatalogueReads {
  /** A product that shows in search, as its page shows it; undefined for none, or one hidden. */
  shownProduct(uuid: string): Promise<PageProduct | undefined>;
  /** A seller's public page by its address, or undefined for one unknown or hidden (issue #49). */
  sellerPage(slug: string): Promise<PageSeller | undefined>;
  /** The name of a seller whose products show, by their id. */
  shownSellerName(uuid: string): Promise<string | undefined>;
  /** A search's first page as the search call answers it, or undefined while the index loads (or in a process without search), or for a request the call would refuse. */
  searchPage(request: SearchRequest): PageSearchAnswer | undefined;
  /** A photo's rendition by its address: its media type and bytes. */
  rendition(address: string): Promise<{ type: string; bytes: Buffer }>;
}
