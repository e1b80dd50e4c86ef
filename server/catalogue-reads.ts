import type { Kysely } from 'kysely';
import type { CatalogueReads } from './frontend/catalogue-reads';
import type { DatabaseSchema } from './db/schema';
import { HttpProblem } from './http/problem';
import { storedRendition } from './services/product/photos/photo-reads';
import type { SearchEngine } from './services/search/lifecycle/search-engine';
import { shownProducts } from './services/search/product-rows';
import { searchAnswerJson } from './services/search/search-products';
import { findSellerPage } from './services/search/seller-page';

/** The catalogue as the server's pages read it (server/frontend/catalogue-reads.ts), from the database and this process's search index, if it runs one. */
export function catalogueReads(db: Kysely<DatabaseSchema>, engine: SearchEngine | undefined): CatalogueReads {
  return {
    shownProduct: async (uuid) => (await shownProducts(db, [uuid]))[0],
    sellerPage: (slug) => findSellerPage(db, slug, engine),
    shownSellerName: async (uuid) =>
      (await db.selectFrom('users').select('seller_name').where('uuid', '=', uuid).where('lists_products', '=', true).executeTakeFirst())?.seller_name,
    searchPage: (request) => {
      if (!engine) return undefined;
      try {
        return JSON.parse(searchAnswerJson(engine, request)) as ReturnType<CatalogueReads['searchPage']>;
      } catch (error) {
        if (error instanceof HttpProblem) return undefined;
        throw error;
      }
    },
    rendition: (address) => storedRendition(db, address),
  };
}
