import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { Product } from '../../../machines/search/search.machine';
import type { SearchCriteria, SearchRequest, StoredPreferences } from '../../../machines/search/search-criteria';
import { unwrap } from '../../runtime/unwrap';

/** One page of search results (POST /api/search). */
export const fetchSearchPage = (clients: ApiClients) =>
  fromPromise<Product[], SearchRequest>(async ({ input, signal }) => (await unwrap(clients.search.POST('/api/search', { body: input, signal }))).products);

const cityKey = 'preferedCity';
const sortKey = 'preferredProductSearchSorting';

/** The city and sort kept between visits (docs/product.md §3). */
export function readPreferences(): StoredPreferences {
  try {
    return { preferedCity: localStorage.getItem(cityKey), preferredProductSearchSorting: localStorage.getItem(sortKey) };
  } catch {
    return {};
  }
}

export function savePreferences(criteria: SearchCriteria): void {
  try {
    localStorage.setItem(cityKey, criteria.city);
    localStorage.setItem(sortKey, criteria.sort);
  } catch {
    // Private browsing may refuse storage; the search still works.
  }
}
