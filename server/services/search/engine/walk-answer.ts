import { priceBandCount, type PriceBasis } from '../../../../openapi/domain/product-prices';
import type { IndexReader } from './index-reader';
import { cellCount, cellOf, deletedFlag, deliverableFlag, enabledFlag, inStockFlag } from './document-layout';
import type { IdOrder } from './sorted-ids';
import { TopK } from './top-k';
import type { IndexQuery, Order } from './index-query';
import { reachedCells, reaching, type MatchTally } from './match-tally';
import { relevanceScores } from './text-candidates';

/** A document counted in its cell, and in the reached cell `extra` too when not -1. */
export function count(cells: Uint32Array, cell: number, extra: number): void {
  cells[cell] = (cells[cell] as number) + 1;
  if (extra >= 0) cells[extra] = (cells[extra] as number) + 1;
}

/** The orders a price decides: none of them can stop a walk in date order early. */
export const byPrice = (order: Order): boolean => order === 'cheapest' || order === 'dearest' || order === 'unitCheapest';

/** How a page's documents are ranked against each other in `order`; negative when `a` comes first. */
export function ordering(index: IndexReader, order: Order, basis: PriceBasis = 'GROSS'): IdOrder {
  const score = relevanceScores();
  const date = index.updatedAt.values;
  const price = index.compared.prices(basis);
  const unit = index.compared.unitPrices(basis);
  const { uuids } = index;
  // In an index whose document numbers follow the date order (date, then uuid), the later number is the later document.
  const { ordered } = index;
  switch (order) {
    case 'relevance':
      return ordered
        ? (a, b) => (score[b] as number) - (score[a] as number) || b - a
        : (a, b) => (score[b] as number) - (score[a] as number) || (date[b] as number) - (date[a] as number) || uuids.compare(b, a);
    case 'newest':
      return ordered ? (a, b) => b - a : (a, b) => (date[b] as number) - (date[a] as number) || uuids.compare(b, a);
    case 'oldest':
      return ordered ? (a, b) => a - b : (a, b) => (date[a] as number) - (date[b] as number) || uuids.compare(a, b);
    case 'cheapest':
      return (a, b) => (price[a] as number) - (price[b] as number) || uuids.compare(a, b);
    case 'dearest':
      return (a, b) => (price[b] as number) - (price[a] as number) || uuids.compare(b, a);
    case 'unitCheapest':
      return (a, b) => (unit[a] as number) - (unit[b] as number) || (price[a] as number) - (price[b] as number) || uuids.compare(a, b);
  }
}

/**
 * Every candidate met once, in the order given (`all`: every document, from the newest when
 * `reverse`): each shown one tallied in the cells of every filter the search has, and, when it
 * passes them all, offered to the page. A text's page needs every match anyway (the best may be
 * the last), so the count, the facets, the brands and the histogram cost the tally alone.
 */
export function walkAnswer(
  index: IndexReader,
  query: IndexQuery,
  candidates: ArrayLike<number> | 'all',
  reverse: boolean,
): { ids: number[]; tally: MatchTally } {
  const flags = index.flags.values;
  const owners = index.owner.values;
  const city = index.city.values;
  const visible = index.ownerVisible.values;
  const { compared } = index;
  const prices = compared.prices(query.basis);
  const brandOf = compared.brand.values;
  const required = (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const min = query.price?.min ?? 0;
  const max = query.price?.max ?? Number.POSITIVE_INFINITY;
  const { reach } = index;
  // With a city, each seller who delivers there: their products elsewhere are counted apart, and pass under "livrează în".
  const serves = query.city >= 0 ? reach.servesMask(query.city, index.ownerDocs.length) : undefined;
  const delivered = reaching(query);
  const size = serves ? cellCount + reachedCells : cellCount;
  const cells = new Uint32Array(size);
  const anySeller = query.owner >= 0 ? new Uint32Array(size) : undefined;
  const anyPrice = query.price ? new Uint32Array(size) : undefined;
  const anyBrand = query.brand > 0 ? new Uint32Array(size) : undefined;
  const delivery = delivered ? { perOwner: new Uint32Array(index.ownerDocs.length * 4), home: new Uint32Array(cellCount) } : undefined;
  const brands = new Uint32Array(compared.brandCount + 1);
  const bands = new Uint32Array(priceBandCount);
  const top = new TopK(query.offset + query.limit, ordering(index, query.order, query.basis));
  const consider = (id: number) => {
    const documentFlags = flags[id] as number;
    const owner = owners[id] as number;
    if ((documentFlags & (enabledFlag | deletedFlag)) !== enabledFlag || visible[owner] !== 1) return;
    const documentCity = city[id] as number;
    const cell = cellOf(documentCity, documentFlags);
    const away = serves !== undefined && serves[owner] === 1 && documentCity !== query.city;
    const extra = away ? cellCount + (cell & 3) : -1;
    const price = prices[id] as number;
    const inRange = price >= min && price <= max;
    const brand = brandOf[id] as number;
    const ofBrand = query.brand === 0 || brand === query.brand;
    if (anySeller) {
      if (inRange && ofBrand) count(anySeller, cell, extra);
      if (owner !== query.owner) return;
    }
    const passes = (documentFlags & required) === required && (query.city < 0 || documentCity === query.city || (delivered && away));
    if (ofBrand) {
      if (anyPrice) count(anyPrice, cell, extra);
      if (passes) {
        const band = compared.bandOf(id, query.basis);
        bands[band] = (bands[band] as number) + 1;
      }
    }
    if (inRange) {
      if (anyBrand) count(anyBrand, cell, extra);
      if (passes) brands[brand] = (brands[brand] as number) + 1;
    }
    if (!inRange || !ofBrand) return;
    count(cells, cell, extra);
    if (delivery) {
      const perOwner = owner * 4 + (cell & 3);
      delivery.perOwner[perOwner] = (delivery.perOwner[perOwner] as number) + 1;
      if (reach.serves(owner, documentCity)) delivery.home[cell] = (delivery.home[cell] as number) + 1;
    }
    if (passes) top.offer(id);
  };
  if (candidates === 'all') {
    const documents = index.documents;
    const step = reverse ? -1 : 1;
    for (let id = reverse ? documents - 1 : 0; id >= 0 && id < documents; id += step) consider(id);
  } else {
    for (let at = reverse ? candidates.length - 1 : 0; at >= 0 && at < candidates.length; at += reverse ? -1 : 1) consider(candidates[at] as number);
  }
  const tally: MatchTally = { cells, brands, bands };
  if (delivery) tally.delivery = delivery;
  if (anySeller) tally.anySeller = anySeller;
  if (anyPrice) tally.anyPrice = anyPrice;
  if (anyBrand) tally.anyBrand = anyBrand;
  return { ids: top.sorted().slice(query.offset), tally };
}

/** Whether a live, enabled document of a seller who shows (the query's seller, if any) passes the query's filters. */
export function admits(index: IndexReader, query: IndexQuery): (id: number) => boolean {
  const flags = index.flags.values;
  const city = index.city.values;
  const owner = index.owner.values;
  const visible = index.ownerVisible.values;
  const required = enabledFlag | (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const mask = required | deletedFlag;
  const prices = index.compared.prices(query.basis);
  const brands = index.compared.brand.values;
  const min = query.price?.min ?? 0;
  const max = query.price?.max ?? Number.POSITIVE_INFINITY;
  const serves = reaching(query) ? index.reach.servesMask(query.city, index.ownerDocs.length) : undefined;
  return (id) =>
    ((flags[id] as number) & mask) === required &&
    visible[owner[id] as number] === 1 &&
    (query.city < 0 || city[id] === query.city || serves?.[owner[id] as number] === 1) &&
    (query.owner < 0 || owner[id] === query.owner) &&
    (query.brand === 0 || brands[id] === query.brand) &&
    (prices[id] as number) >= min &&
    (prices[id] as number) <= max;
}

/**
 * A page gathered by a walk in the page's own order: `take` is handed each document met and
 * answers whether to go on, which stops once the page is full or all `matching` documents
 * (those that pass, counted from the kept cells) have been met.
 */
export function pageWalk(
  passes: (id: number) => boolean,
  window: Pick<IndexQuery, 'offset' | 'limit'>,
  matching: number,
): { page: number[]; take: (id: number) => boolean } {
  const page: number[] = [];
  const wanted = Math.min(matching, window.offset + window.limit);
  let met = 0;
  const take = (id: number): boolean => {
    if (!passes(id)) return true;
    met += 1;
    if (met > window.offset) page.push(id);
    return met < wanted;
  };
  return { page, take: wanted > window.offset ? take : () => false };
}
