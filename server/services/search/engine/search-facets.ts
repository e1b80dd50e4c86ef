import type { components } from '../../../../openapi/generated/search';
import { cities } from '../../../../openapi/domain/cities';
import { priceBandEdges } from '../../../../openapi/domain/product-prices';
import { cellCount, cityCell } from './document-layout';
import type { DeliveryReach } from './delivery-reach';
import type { IndexQuery } from './index-query';
import { countLimit, passing, reachedCells, reaching, switchesPass, type MatchCount, type MatchTally } from './match-tally';

type SearchFacets = components['schemas']['SearchFacets'];

type Filters = Pick<IndexQuery, 'city' | 'deliversTo' | 'inStock' | 'deliverable'>;

/** How many products the query finds, as an answer says it. */
export function searchTotal(tally: MatchTally, query: Filters, limit = countLimit): MatchCount {
  const value = passing(tally.cells, query);
  return value > limit ? { value: limit, relation: 'gte' } : { value, relation: 'eq' };
}

/** At most this many brands are listed, those with most products. */
const listedBrands = 30;
const byName = new Intl.Collator('ro').compare;

/** The brands with most matches, most first, ties by name (`tally.brands` by brand number; 0 is no brand). */
function brandCounts(counts: Uint32Array, names: readonly string[]): SearchFacets['brands'] {
  // The listed brands hold at least the count of the last one listed: only those are named and sorted.
  const least = Math.max(1, counts.slice(1).sort().at(-listedBrands) ?? 1);
  const found: { brand: string; count: number }[] = [];
  for (let brand = 1; brand < counts.length; brand += 1) {
    const count = counts[brand] as number;
    if (count >= least) found.push({ brand: names[brand - 1] as string, count });
  }
  return found.sort((a, b) => b.count - a.count || byName(a.brand, b.brand)).slice(0, listedBrands);
}

/** The histogram's bands from the first holding a match to the last (none when nothing matches). */
function priceBands(counts: Uint32Array): SearchFacets['priceBands'] {
  const held = [...counts.keys()].filter((band) => (counts[band] as number) > 0);
  if (held.length === 0) return [];
  const bands: NonNullable<SearchFacets['priceBands']> = [];
  for (let band = held[0] as number; band <= (held.at(-1) as number); band += 1) {
    const to = priceBandEdges[band + 1];
    bands.push({ from: priceBandEdges[band] as number, ...(to === undefined ? {} : { to }), count: counts[band] as number });
  }
  return bands;
}

/**
 * Under "livrează în", how many a city would show: its own products, and every product of the
 * sellers who deliver there that is located elsewhere (decision 048).
 */
function reachedCityCount(tally: MatchTally, query: Filters, city: number, reach: DeliveryReach): number {
  const { delivery, cells } = tally;
  let found = passing(cells, { ...query, city, deliversTo: false });
  if (!delivery) return found;
  for (let switches = 0; switches < 4; switches += 1) {
    if (!switchesPass(switches, query)) continue;
    for (const owner of reach.sellers(city)) found += delivery.perOwner[owner * 4 + switches] as number;
    found -= delivery.home[cityCell(city) + switches] as number;
  }
  return found;
}

/**
 * How many products the same text finds with each filter changed, the others kept (decision 027),
 * the brands of its matches and the histogram of their prices (issue #48); `brandNames` by brand number less one.
 */
export function searchFacets(tally: MatchTally, query: Filters, brandNames: readonly string[] = [], reach?: DeliveryReach): SearchFacets {
  const { cells } = tally;
  const reached = reaching(query) && reach !== undefined && tally.delivery !== undefined;
  const found = cities.flatMap((city, id) => {
    const count = reached ? reachedCityCount(tally, query, id, reach) : passing(cells, { ...query, city: id, deliversTo: false });
    return count > 0 ? [{ city, count }] : [];
  });
  const switched = (change: Partial<Filters>) => passing(cells, { ...query, ...change });
  // The reached cells are tallied whenever a city is chosen, except where the counts come from cells kept per word.
  const deliversToCity = query.city >= 0 && cells.length >= cellCount + reachedCells;
  return {
    cities: found,
    anyCity: switched({ city: -1 }),
    inStock: { on: switched({ inStock: true }), off: switched({ inStock: false }) },
    deliverable: { on: switched({ deliverable: true }), off: switched({ deliverable: false }) },
    ...(deliversToCity ? { deliversToCity: { on: switched({ deliversTo: true }), off: switched({ deliversTo: false }) } } : {}),
    ...(tally.anySeller ? { anySeller: passing(tally.anySeller, query) } : {}),
    ...(tally.anyPrice ? { anyPrice: passing(tally.anyPrice, query) } : {}),
    ...(tally.anyBrand ? { anyBrand: passing(tally.anyBrand, query) } : {}),
    ...(tally.brands ? { brands: brandCounts(tally.brands, brandNames) } : {}),
    ...(tally.bands ? { priceBands: priceBands(tally.bands) } : {}),
  };
}

/** What a search that can match nothing (a word no product holds) answers beside its empty page. */
export const nothingFound = {
  total: { value: 0, relation: 'eq' },
  facets: { cities: [], anyCity: 0, inStock: { on: 0, off: 0 }, deliverable: { on: 0, off: 0 } },
} as const satisfies { total: MatchCount; facets: SearchFacets };
