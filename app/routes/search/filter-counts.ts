import { allCities, cities } from '../../../openapi/domain/cities';
import type { SelectOption } from '../../../design-system';
import type { SearchFacets, SearchTotal } from '../../../machines/search/search.machine';
import type { SearchCriteria } from '../../../machines/search/search-criteria';
import { searchTexts } from './search-texts';

/** The city select's choices, each with how many products it would show when the answer tallied them (docs/product.md §2). */
export function cityChoices(facets: SearchFacets | undefined): SelectOption[] {
  if (!facets) return [{ id: allCities, label: searchTexts.allCities }, ...cities.map((city) => ({ id: city, label: city }))];
  const counts = new Map(facets.cities.map((entry) => [entry.city, entry.count]));
  return [
    { id: allCities, label: searchTexts.allCities, count: facets.anyCity },
    ...cities.map((city) => ({ id: city, label: city, count: counts.get(city) ?? 0 })),
  ];
}

/** The brand select's choices: every brand, then the matches' brands with what each would show; the chosen one stays listed. */
export function brandChoices(facets: SearchFacets | undefined, total: SearchTotal | undefined, chosen: string | undefined): SelectOption[] {
  // The chosen brand is the choice whatever its case (an address may write it in lower case).
  const same = (brand: string) => chosen !== undefined && brand.toLocaleLowerCase('ro') === chosen.toLocaleLowerCase('ro');
  const listed = (facets?.brands ?? []).map((entry) => ({ id: same(entry.brand) ? (chosen as string) : entry.brand, label: entry.brand, count: entry.count }));
  const kept = chosen && !listed.some((entry) => entry.id === chosen) ? [{ id: chosen, label: chosen }] : [];
  // Every brand shows what the search finds without one: the total, or, with a brand chosen, what dropping it brings.
  const every = chosen ? facets?.anyBrand : total?.relation === 'eq' ? total.value : undefined;
  return [{ id: anyBrand, label: searchTexts.allBrands, count: every }, ...kept, ...listed];
}

/** The brand select's choice for every brand (a brand is never written so). */
export const anyBrand = '\u0000';

/** A filter a search that found nothing could do without, and how many products it would bring back. */
export interface DroppableFilter {
  label: string;
  patch: Partial<SearchCriteria>;
}

/** The filters in force whose dropping would find something, each on its own, in the order the screen shows them. */
export function droppableFilters(criteria: SearchCriteria, facets: SearchFacets): DroppableFilter[] {
  const without = (filter: string) => criteria.filters.filter((kept) => kept !== filter);
  const candidates: (DroppableFilter & { count: number; inForce: boolean })[] = [
    { inForce: criteria.city !== allCities, count: facets.anyCity, label: searchTexts.dropCity(facets.anyCity), patch: { city: allCities } },
    {
      inForce: criteria.filters.includes('DELIVERABLE'),
      count: facets.deliverable.off,
      label: searchTexts.dropSwitch(searchTexts.deliverable, facets.deliverable.off),
      patch: { filters: without('DELIVERABLE') },
    },
    {
      inForce: criteria.filters.includes('IN_STOCK'),
      count: facets.inStock.off,
      label: searchTexts.dropSwitch(searchTexts.inStock, facets.inStock.off),
      patch: { filters: without('IN_STOCK') },
    },
    {
      inForce: criteria.brand !== undefined && facets.anyBrand !== undefined,
      count: facets.anyBrand ?? 0,
      label: searchTexts.dropBrand(facets.anyBrand ?? 0),
      patch: { brand: undefined },
    },
    {
      inForce: (criteria.priceMin !== undefined || criteria.priceMax !== undefined) && facets.anyPrice !== undefined,
      count: facets.anyPrice ?? 0,
      label: searchTexts.dropPrice(facets.anyPrice ?? 0),
      patch: { priceMin: undefined, priceMax: undefined },
    },
    {
      inForce: criteria.owner !== undefined && facets.anySeller !== undefined,
      count: facets.anySeller ?? 0,
      label: searchTexts.dropSeller(facets.anySeller ?? 0),
      patch: { owner: undefined, seller: undefined },
    },
  ];
  return candidates.filter((candidate) => candidate.inForce && candidate.count > 0).map(({ label, patch }) => ({ label, patch }));
}
