import { allCities } from './cities';

/** What a saved search looks for: the search call's criteria without its page (the API's `SavedSearchCriteria`). */
interface SearchCriteriaFields {
  name: string;
  city: string;
  filter: readonly string[];
  sort: readonly string[];
  owner?: string | null | undefined;
  exact?: boolean | undefined;
  priceBasis?: 'GROSS' | 'NET' | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  brand?: string | undefined;
}

/**
 * The search screen's address for a saved search's criteria, as the screen writes its own
 * (docs/product.md §3): a digest's link and "Deschide căutarea" open the same search.
 */
export function searchPathOf(criteria: SearchCriteriaFields): string {
  const url = new URLSearchParams();
  if (criteria.name) url.set('q', criteria.name);
  if (criteria.name && criteria.exact) url.set('exact', '1');
  if (criteria.city !== allCities) url.set('city', criteria.city);
  const sort = criteria.sort[0] ?? 'NO_SORT';
  if (sort !== 'NO_SORT') url.set('sort', sort);
  for (const filter of criteria.filter) url.append('filter', filter);
  if (criteria.owner) url.set('owner', criteria.owner);
  if (criteria.brand) url.set('brand', criteria.brand);
  if (criteria.priceMin !== undefined) url.set('pmin', String(criteria.priceMin));
  if (criteria.priceMax !== undefined) url.set('pmax', String(criteria.priceMax));
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) url.set('tva', criteria.priceBasis === 'NET' ? 'fara' : 'cu');
  const query = url.toString();
  return query ? `/search?${query}` : '/search';
}
