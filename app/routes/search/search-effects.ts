import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import { announce } from '../../../design-system';
import type { SearchAnnouncement, SearchPage, Suggestion } from '../../../machines/search/search.machine';
import type { SearchCriteria, SearchRequest, StoredPreferences } from '../../../machines/search/search-criteria';
import { unwrap } from '../../runtime/unwrap';
import { searchTexts } from './search-texts';

/** One page of search results, and how many the search finds (POST /api/search). */
export const fetchSearchPage = (clients: ApiClients) =>
  fromPromise<SearchPage, SearchRequest>(async ({ input, signal }) => unwrap(clients.search.POST('/api/search', { body: input, signal })));

/** Completions of the search box's text (POST /api/search/suggestions, decision 030). */
export const fetchSuggestions = (clients: ApiClients) =>
  fromPromise<Suggestion[], { text: string }>(async ({ input, signal }) =>
    unwrap(clients.search.POST('/api/search/suggestions', { body: input, signal })).then((answer) => answer.suggestions),
  );

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

/** Puts the search machine's announcements into words, said through the page's live region (decision 018). */
export function announceSearch(announcement: SearchAnnouncement): void {
  announce(searchAnnouncementText(announcement));
}

function searchAnnouncementText(announcement: SearchAnnouncement): string {
  switch (announcement.kind) {
    case 'loading':
      return announcement.firstPage ? searchTexts.searching : searchTexts.loadingMore;
    case 'results':
      if (announcement.total) {
        const found = searchTexts.totalFound(announcement.total, announcement.corrected ?? announcement.text);
        return announcement.corrected ? `${searchTexts.resultsFor(announcement.corrected)} ${found}` : found;
      }
      return announcement.count === 0 ? searchTexts.empty : searchTexts.found(announcement.count, announcement.hasMore);
    case 'more':
      if (announcement.added === 0) return searchTexts.end;
      return announcement.hasMore
        ? searchTexts.added(announcement.added, announcement.shown)
        : `${searchTexts.added(announcement.added, announcement.shown)} ${searchTexts.end}`;
    case 'suggestions':
      return searchTexts.suggestionsOpen(announcement.count);
  }
}
