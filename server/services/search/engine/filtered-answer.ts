import { priceBandCount, priceBandEdges } from '../../../../openapi/domain/product-prices';
import type { IndexReader } from './index-reader';
import { cellCount, cellOf, deletedFlag, deliverableFlag, enabledFlag, inStockFlag } from './document-layout';
import { TopK } from './top-k';
import type { IndexQuery } from './index-query';
import { keptBands, keptBrands } from './kept-tallies';
import { passing, reachedCells, reaching, switchesPass, type MatchTally } from './match-tally';
import { admits, count, ordering, pageWalk, walkAnswer } from './walk-answer';

/** Working space for the ids within a price range, good until the next search. */
let rangeIds = new Uint32Array(0);

/**
 * The documents priced within the query's range on its basis, deleted ones included, in
 * document order. Every price is read, in the order memory serves fastest, and without a
 * branch: each id is written, and the next write moves on only past one within the range, as a
 * range's prices come in no order a processor could predict.
 */
function pricedWithin(index: IndexReader, query: IndexQuery, range: { min: number; max: number }): Uint32Array {
  const prices = index.compared.prices(query.basis);
  const documents = index.documents;
  if (rangeIds.length < documents) rangeIds = new Uint32Array(Math.max(documents, rangeIds.length * 2, 1024));
  const { min, max } = range;
  let length = 0;
  for (let id = 0; id < documents; id += 1) {
    const price = prices[id] as number;
    rangeIds[length] = id;
    length += Number(price >= min) & Number(price <= max);
  }
  return rangeIds.subarray(0, length);
}

/**
 * A search without text, over every seller and not under "livrează în", walked over the
 * documents within its price range (`pricedWithin`): each shown one counted for the brands and,
 * when a brand is asked, for what dropping it would show; those of the brand counted in the
 * cells and offered to the page. What dropping the range would show, and the bands, the caller
 * has from elsewhere.
 */
function rangeAnswer(index: IndexReader, query: IndexQuery, within: Uint32Array, reverse: boolean): { ids: number[]; tally: MatchTally } {
  const flags = index.flags.values;
  const owners = index.owner.values;
  const city = index.city.values;
  const visible = index.ownerVisible.values;
  const brandOf = index.compared.brand.values;
  const required = (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const serves = query.city >= 0 ? index.reach.servesMask(query.city, index.ownerDocs.length) : undefined;
  const size = serves ? cellCount + reachedCells : cellCount;
  const cells = new Uint32Array(size);
  const anyBrand = query.brand > 0 ? new Uint32Array(size) : undefined;
  const brands = new Uint32Array(index.compared.brandCount + 1);
  const top = new TopK(query.offset + query.limit, ordering(index, query.order, query.basis));
  for (let at = reverse ? within.length - 1 : 0; at >= 0 && at < within.length; at += reverse ? -1 : 1) {
    const id = within[at] as number;
    const documentFlags = flags[id] as number;
    const owner = owners[id] as number;
    if ((documentFlags & (enabledFlag | deletedFlag)) !== enabledFlag || visible[owner] !== 1) continue;
    const documentCity = city[id] as number;
    const cell = cellOf(documentCity, documentFlags);
    const extra = serves !== undefined && serves[owner] === 1 && documentCity !== query.city ? cellCount + (cell & 3) : -1;
    const passes = (documentFlags & required) === required && (query.city < 0 || documentCity === query.city);
    const brand = brandOf[id] as number;
    if (passes) brands[brand] = (brands[brand] as number) + 1;
    if (anyBrand) {
      count(anyBrand, cell, extra);
      if (brand !== query.brand) continue;
    }
    count(cells, cell, extra);
    if (passes) top.offer(id);
  }
  const tally: MatchTally = { cells, brands };
  if (anyBrand) tally.anyBrand = anyBrand;
  return { ids: top.sorted().slice(query.offset), tally };
}

/**
 * The histogram's bands a range covers whole, `from` up to `to` (excluded), when its edges are
 * the histogram's (as its own choices are), with the upper edge, whose documents priced exactly
 * at it the range holds too; undefined for any other range.
 */
function bandsCovered(range: { min: number; max: number }): { from: number; to: number; upperEdge?: number } | undefined {
  const edges: readonly number[] = priceBandEdges;
  const from = edges.indexOf(range.min);
  if (from < 0) return undefined;
  if (range.max === Number.POSITIVE_INFINITY) return { from, to: priceBandCount };
  const to = edges.indexOf(range.max);
  return to < 0 ? undefined : { from, to, upperEdge: range.max };
}

/**
 * With a city, the products of the sellers who deliver there located elsewhere, in a range of
 * whole bands, per switches: summed from those sellers' kept counts (`ownerBands`), less their
 * products in the city, which the walk over the city's documents takes out.
 */
function reachedInBands(index: IndexReader, query: IndexQuery, covered: { from: number; to: number }, serves: Uint8Array): Uint32Array {
  const first = query.basis === 'NET' ? 0 : priceBandCount;
  const reached = new Uint32Array(reachedCells);
  const visible = index.ownerVisible.values;
  index.compared.ownerBands.forEach((kept, owner) => {
    if (serves[owner] !== 1 || visible[owner] !== 1) return;
    for (let band = covered.from; band < covered.to; band += 1)
      for (let switches = 0; switches < 4; switches += 1) reached[switches] = (reached[switches] as number) + (kept[(first + band) * 4 + switches] as number);
  });
  return reached;
}

/**
 * A range of whole bands with a city, over the city's documents alone: each shown one within
 * the range counted for the brands and offered to the page, and those of the sellers who deliver
 * to the city taken out of `cells`' reached cells, which counted them as located elsewhere.
 */
function cityRangeWalk(
  index: IndexReader,
  query: IndexQuery,
  range: { min: number; max: number },
  upperEdge: number | undefined,
  cells: Uint32Array,
  brands: Uint32Array,
  serves: Uint8Array,
): number[] {
  const flags = index.flags.values;
  const owners = index.owner.values;
  const visible = index.ownerVisible.values;
  const prices = index.compared.prices(query.basis);
  const brandOf = index.compared.brand.values;
  const required = (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const top = new TopK(query.offset + query.limit, ordering(index, query.order, query.basis));
  const docs = index.cityDocs[query.city];
  const ids = docs ? docs.values : new Uint32Array(0);
  for (let at = 0, length = docs?.length ?? 0; at < length; at += 1) {
    const id = ids[at] as number;
    const price = prices[id] as number;
    const documentFlags = flags[id] as number;
    const owner = owners[id] as number;
    if (price < range.min || price > range.max || (documentFlags & (enabledFlag | deletedFlag)) !== enabledFlag || visible[owner] !== 1) continue;
    if (serves[owner] === 1 && price !== upperEdge) {
      const extra = cellCount + ((documentFlags >>> 1) & 3);
      cells[extra] = (cells[extra] as number) - 1;
    }
    if ((documentFlags & required) !== required) continue;
    const brand = brandOf[id] as number;
    brands[brand] = (brands[brand] as number) + 1;
    top.offer(id);
  }
  return top.sorted().slice(query.offset);
}

/**
 * A range of whole bands without a brand, over every seller, counted from the cells kept per
 * band; the documents priced exactly at its upper edge, a short run of the price order, are
 * counted apart. Without a city, the brands come from their counts kept per band and switches,
 * and the page from the date or price order, read only until it is full; with one, both come
 * from a walk over the city's documents (`cityRangeWalk`). Undefined for any other search.
 */
function keptRangeAnswer(index: IndexReader, query: IndexQuery): { ids: number[]; tally: MatchTally } | undefined {
  const range = query.price;
  const covered = range && query.brand === 0 ? bandsCovered(range) : undefined;
  if (!range || !covered) return undefined;
  const { compared } = index;
  const serves = query.city >= 0 ? index.reach.servesMask(query.city, index.ownerDocs.length) : undefined;
  const cells = new Uint32Array(serves ? cellCount + reachedCells : cellCount);
  for (let band = covered.from; band < covered.to; band += 1) {
    const kept = compared.cellsOfBand(query.basis, band);
    for (let cell = 0; cell < cellCount; cell += 1) cells[cell] = (cells[cell] as number) + (kept[cell] as number);
  }
  if (serves) cells.set(reachedInBands(index, query, covered, serves), cellCount);
  const switches = [0, 1, 2, 3].filter((combination) => switchesPass(combination, query));
  const first = query.basis === 'NET' ? 0 : priceBandCount;
  const brands = new Uint32Array(compared.brandCount + 1);
  if (!serves)
    compared.brandBands.forEach((kept, brand) => {
      let total = 0;
      for (let band = covered.from; band < covered.to; band += 1) for (const combination of switches) total += kept[(first + band) * 4 + combination] as number;
      brands[brand + 1] = total;
    });
  const prices = compared.prices(query.basis);
  const { upperEdge } = covered;
  if (upperEdge !== undefined) {
    const flags = index.flags.values;
    const visible = index.ownerVisible.values;
    compared.priceOrder(query.basis).scanFrom(
      (id) => (prices[id] as number) >= upperEdge,
      (id) => {
        if ((prices[id] as number) !== upperEdge) return false;
        const documentFlags = flags[id] as number;
        const owner = index.owner.values[id] as number;
        if ((documentFlags & (enabledFlag | deletedFlag)) !== enabledFlag || visible[owner] !== 1) return true;
        const documentCity = index.city.values[id] as number;
        const cell = cellOf(documentCity, documentFlags);
        count(cells, cell, serves?.[owner] === 1 && documentCity !== query.city ? cellCount + (cell & 3) : -1);
        const brand = compared.brand.values[id] as number;
        if (!serves && switchesPass(cell & 3, query)) brands[brand] = (brands[brand] as number) + 1;
        return true;
      },
    );
  }
  const tally: MatchTally = { cells, brands, bands: keptBands(index, query), anyPrice: index.shownCells };
  if (serves) return { ids: cityRangeWalk(index, query, range, upperEdge, cells, brands, serves), tally };
  if (query.order === 'unitCheapest') return { ids: cheapestPerUnit(index, query), tally };
  const { page, take } = pageWalk(admits(index, query), query, passing(cells, query));
  if (query.order === 'cheapest') compared.priceOrder(query.basis).scanFrom((id) => (prices[id] as number) >= range.min, take);
  else if (query.order === 'dearest') compared.priceOrder(query.basis).scanBefore((id) => (prices[id] as number) > range.max, take);
  else index.byDate.scan(query.order !== 'oldest', take);
  return { ids: page, tally };
}

/**
 * A search without text within a price range or a brand, which the kept cells do not hold. Over
 * every seller, the walk meets only the documents that can match: those within the range
 * (`pricedWithin`), or the brand's. What dropping the filter would show comes from the kept
 * cells or, with both a range and a brand, from a walk over the brand's documents at any price.
 * Within a seller, the seller's documents are walked (`sellerAnswer`).
 */
export function filteredAnswer(index: IndexReader, query: IndexQuery, reverse: boolean): { ids: number[]; tally: MatchTally } {
  if (reaching(query)) return walkAnswer(index, query, 'all', reverse);
  if (query.owner >= 0) return sellerAnswer(index, query, reverse);
  const kept = keptRangeAnswer(index, query);
  if (kept) return kept;
  const brandDocs = () => index.compared.brandDocs[query.brand - 1]?.used() ?? [];
  if (!query.price) {
    const answer = walkAnswer(index, query, brandDocs(), reverse);
    return { ids: answer.ids, tally: { ...answer.tally, brands: keptBrands(index, query), anyBrand: index.shownCells } };
  }
  if (query.brand > 0) {
    // Every brand within a range of whole bands is counted from kept counts (with a city, and a walk over its documents): only the brand's documents are walked for the page.
    const everyBrand = keptRangeAnswer(index, { ...query, brand: 0, order: 'newest', offset: 0, limit: 0 });
    if (everyBrand) {
      const answer = walkAnswer(index, query, brandDocs(), reverse);
      return { ids: answer.ids, tally: { ...answer.tally, brands: everyBrand.tally.brands, anyBrand: everyBrand.tally.cells } };
    }
  }
  const answer = rangeAnswer(index, query, pricedWithin(index, query, query.price), reverse);
  if (query.brand === 0) return { ids: answer.ids, tally: { ...answer.tally, bands: keptBands(index, query), anyPrice: index.shownCells } };
  // The brand's documents at any price: counted, they are what dropping the range shows, and its bands.
  const { price: _, ...anyPrice } = query;
  const brand = walkAnswer(index, { ...anyPrice, offset: 0, limit: 0 }, brandDocs(), reverse).tally;
  return { ids: answer.ids, tally: { ...answer.tally, bands: brand.bands, anyPrice: brand.cells } };
}

/**
 * A seller's search within a price range or a brand: the seller's documents are walked, and what
 * dropping the seller would show is the same search's tally over every seller, found as above.
 */
function sellerAnswer(index: IndexReader, query: IndexQuery, reverse: boolean): { ids: number[]; tally: MatchTally } {
  const answer = walkAnswer(index, query, index.ownerDocs[query.owner]?.used() ?? [], reverse);
  const everySeller = filteredAnswer(index, { ...query, owner: -1, order: 'newest', offset: 0, limit: 0 }, true).tally;
  return { ids: answer.ids, tally: { ...answer.tally, anySeller: everySeller.cells } };
}

/**
 * The page sorted by price per unit, from every document: one whose unit price is above the
 * worst kept cannot enter, so most are passed over on reading that price alone.
 */
export function cheapestPerUnit(index: IndexReader, query: IndexQuery): number[] {
  const unit = index.compared.unitPrices(query.basis);
  const passes = admits(index, query);
  const top = new TopK(query.offset + query.limit, ordering(index, 'unitCheapest', query.basis));
  let worst = Number.POSITIVE_INFINITY;
  for (let id = 0; id < index.documents; id += 1) {
    if ((unit[id] as number) > worst || !passes(id)) continue;
    top.offer(id);
    const kept = top.worst();
    if (kept !== undefined) worst = unit[kept] as number;
  }
  return top.sorted().slice(query.offset);
}
