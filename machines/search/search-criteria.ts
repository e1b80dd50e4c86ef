import { allCities, findCity } from '../../openapi/domain/cities';
import { uuidPattern } from '../../openapi/domain/patterns';
import type { components } from '../../openapi/generated/search';
import { defaultPriceBasis, isPriceBasis, maxPriceBound, type PriceBasis } from '../../openapi/domain/product-prices';

export type SearchFilter = components['schemas']['SearchFilter'];
export type SearchSort = components['schemas']['SearchSort'];
export type SearchRequest = components['schemas']['SearchRequest'];

export const searchSorts: SearchSort[] = ['NO_SORT', 'BY_DATE_DESC', 'BY_DATE_ASC', 'BY_PRICE_ASC', 'BY_PRICE_DESC', 'BY_UNIT_PRICE_ASC'];
const searchFilters: SearchFilter[] = ['IN_STOCK', 'DELIVERABLE', 'DELIVERS_TO_CITY'];

/** The longest text a search takes (the spec's `SearchRequest.name`); an address's longer `q` is cut to it. */
export const maxSearchTextLength = 200;
/** The longest seller name an address's `seller` is shown with (a profile's `sellerName`). */
const maxSellerNameLength = 100;
/** The longest brand a search takes (the spec's `SearchRequest.brand`). */
const maxBrandLength = 100;

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
  /** Which price leads, filters and sorts: with TVA or without (issue #48). */
  priceBasis: PriceBasis;
  /** The price range, RON, on `priceBasis`; either bound may be open. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Only this brand's products. */
  brand?: string | undefined;
}

/** The two preferences kept in localStorage (docs/product.md §3). */
export interface StoredPreferences {
  preferedCity?: string | null;
  preferredProductSearchSorting?: string | null;
  /** The site-wide price switch, kept in a cookie so the server renders it (issue #48). */
  priceBasis?: PriceBasis;
}

const isSort = (value: string | null | undefined): value is SearchSort => searchSorts.includes(value as SearchSort);
const cityOrAll = (value: string | null | undefined): string => (value && value !== allCities ? (findCity(value) ?? allCities) : allCities);

/** A price bound as an address writes it (`12.5`): a number from 0 to the largest a search takes, or none. */
function boundOf(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const bound = Number(value);
  return Number.isFinite(bound) && bound >= 0 && bound <= maxPriceBound ? bound : undefined;
}

/** How an address names the price basis its range is on: `tva=fara` (without) or `tva=cu` (with). */
const basisWords: Record<string, PriceBasis> = { fara: 'NET', cu: 'GROSS' };

/** The range an address asks for, dropped whole when its minimum is above its maximum. */
function rangeOf(url: URLSearchParams): Pick<SearchCriteria, 'priceMin' | 'priceMax'> {
  const [priceMin, priceMax] = [boundOf(url.get('pmin')), boundOf(url.get('pmax'))];
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return {};
  return { ...(priceMin === undefined ? {} : { priceMin }), ...(priceMax === undefined ? {} : { priceMax }) };
}

/**
 * The criteria a visit starts with: the URL wins (a shared link), then the stored city and
 * sort, then the defaults 'Toate' and NO_SORT. Anything malformed falls back to its default.
 */
export function initialCriteria(url: URLSearchParams, stored: StoredPreferences): SearchCriteria {
  const raw = url.get('owner');
  const owner = raw && uuidPattern.test(raw) ? raw : undefined;
  const text = (url.get('q') ?? '').slice(0, maxSearchTextLength);
  const range = rangeOf(url);
  const brand = url.get('brand')?.trim().slice(0, maxBrandLength);
  // A shared range is read on the basis it was set on; otherwise the visitor's own switch.
  const linkedBasis = basisWords[url.get('tva') ?? ''];
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
    priceBasis: (Object.keys(range).length > 0 ? linkedBasis : undefined) ?? (isPriceBasis(stored.priceBasis) ? stored.priceBasis : defaultPriceBasis),
    ...range,
    ...(brand ? { brand } : {}),
  };
}

/**
 * The criteria as URL parameters (`?q=&exact=1&city=&sort=&filter=&owner=&seller=&brand=&pmin=&pmax=&tva=`),
 * defaults left out; a range names the basis it is on, so a shared link means the same sums.
 */
export function criteriaToUrl(criteria: SearchCriteria): URLSearchParams {
  const url = new URLSearchParams();
  if (criteria.text) url.set('q', criteria.text);
  if (criteria.text && criteria.exact) url.set('exact', '1');
  if (criteria.city !== allCities) url.set('city', criteria.city);
  if (criteria.sort !== 'NO_SORT') url.set('sort', criteria.sort);
  for (const filter of criteria.filters) url.append('filter', filter);
  if (criteria.owner) url.set('owner', criteria.owner);
  if (criteria.owner && criteria.seller) url.set('seller', criteria.seller);
  if (criteria.brand) url.set('brand', criteria.brand);
  if (criteria.priceMin !== undefined) url.set('pmin', String(criteria.priceMin));
  if (criteria.priceMax !== undefined) url.set('pmax', String(criteria.priceMax));
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) url.set('tva', criteria.priceBasis === 'NET' ? 'fara' : 'cu');
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
    ...(criteria.priceBasis === 'NET' ? { priceBasis: 'NET' } : {}),
    ...(criteria.priceMin === undefined ? {} : { priceMin: criteria.priceMin }),
    ...(criteria.priceMax === undefined ? {} : { priceMax: criteria.priceMax }),
    ...(criteria.brand ? { brand: criteria.brand } : {}),
  };
}
