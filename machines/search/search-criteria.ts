import { allCities, findCity } from '../../openapi/domain/cities';
import { uuidPattern } from '../../openapi/domain/patterns';
import type { components } from '../../openapi/generated/search';

export type SearchFilter = components['schemas']['SearchFilter'];
export type SearchSort = components['schemas']['SearchSort'];
export type SearchRequest = components['schemas']['SearchRequest'];

export const searchSorts: SearchSort[] = ['NO_SORT', 'BY_DATE_DESC', 'BY_DATE_ASC', 'BY_PRICE_ASC', 'BY_PRICE_DESC'];
const searchFilters: SearchFilter[] = ['IN_STOCK', 'DELIVERABLE'];

/** The longest text a search takes (the spec's `SearchRequest.name`); an address's longer `q` is cut to it. */
export const maxSearchTextLength = 200;
/** The longest seller name an address's `seller` is shown with (a profile's `sellerName`). */
const maxSellerNameLength = 100;

/** Page size of the search screen (docs/product.md §9). */
export const searchPageSize = 12;

/** What the visitor asked for: everything the search screen lets them set. */
export interface SearchCriteria {
  text: string;
  /** `Toate` or a city of the list. */
  city: string;
  /** The seller filter: uuid and the name shown in the panel. */
  owner: string | undefined;
  seller: string | undefined;
  filters: SearchFilter[];
  sort: SearchSort;
  /** The text exactly as typed, no word read as a typo ("Caută exact", decision 026). */
  exact?: boolean;
}

/** The two preferences kept in localStorage (docs/product.md §3). */
export interface StoredPreferences {
  preferedCity?: string | null;
  preferredProductSearchSorting?: string | null;
}

const isSort = (value: string | null | undefined): value is SearchSort => searchSorts.includes(value as SearchSort);
const cityOrAll = (value: string | null | undefined): string => (value && value !== allCities ? (findCity(value) ?? allCities) : allCities);

/**
 * The criteria a visit starts with: the URL wins (a shared link), then the stored city and
 * sort, then the defaults 'Toate' and NO_SORT. Anything malformed falls back to its default.
 */
export function initialCriteria(url: URLSearchParams, stored: StoredPreferences): SearchCriteria {
  const raw = url.get('owner');
  const owner = raw && uuidPattern.test(raw) ? raw : undefined;
  const text = (url.get('q') ?? '').slice(0, maxSearchTextLength);
  return {
    text,
    ...(text && url.get('exact') === '1' ? { exact: true } : {}),
    city: cityOrAll(url.get('city') ?? stored.preferedCity),
    owner,
    seller: owner ? (url.get('seller')?.slice(0, maxSellerNameLength) ?? undefined) : undefined,
    filters: searchFilters.filter((filter) => url.getAll('filter').includes(filter)),
    sort: isSort(url.get('sort'))
      ? (url.get('sort') as SearchSort)
      : isSort(stored.preferredProductSearchSorting)
        ? (stored.preferredProductSearchSorting as SearchSort)
        : 'NO_SORT',
  };
}

/** The criteria as URL parameters (`?q=&exact=1&city=&sort=&filter=&owner=&seller=`), defaults left out. */
export function criteriaToUrl(criteria: SearchCriteria): URLSearchParams {
  const url = new URLSearchParams();
  if (criteria.text) url.set('q', criteria.text);
  if (criteria.text && criteria.exact) url.set('exact', '1');
  if (criteria.city !== allCities) url.set('city', criteria.city);
  if (criteria.sort !== 'NO_SORT') url.set('sort', criteria.sort);
  for (const filter of criteria.filters) url.append('filter', filter);
  if (criteria.owner) url.set('owner', criteria.owner);
  if (criteria.owner && criteria.seller) url.set('seller', criteria.seller);
  return url;
}

/** The search call for one page of these criteria (docs/product.md §7). */
export function toSearchRequest(criteria: SearchCriteria, page: number): SearchRequest {
  return {
    name: criteria.text.trim(),
    city: criteria.city,
    page,
    perPage: searchPageSize,
    filter: criteria.filters,
    sort: [criteria.sort],
    ...(criteria.owner ? { owner: criteria.owner } : {}),
    ...(criteria.exact ? { exact: true } : {}),
  };
}
