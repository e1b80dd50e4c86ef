import type { CatalogueIndex } from './catalogue-index';
import { cellCount, cellOf, deletedFlag, deliverableFlag, enabledFlag, inStockFlag } from './document-layout';
import { TopK } from './top-k';
import type { IndexQuery } from './index-query';
import { keptExtras } from './kept-tallies';
import { reachedCells, reaching, type MatchTally } from './match-tally';
import { admits, count, ordering, walkAnswer } from './walk-answer';

/** Working space for the ids within a price range, good until the next search. */
let rangeIds = new Uint32Array(0);

/**
 * The documents priced within the query's range on its basis, deleted ones included, in
 * document order. Every price is read, in the order memory serves fastest, and without a
 * branch: each id is written, and the next write moves on only past one within the range, as a
 * range's prices come in no order a processor could predict.
 */
function pricedWithin(index: CatalogueIndex, query: IndexQuery, range: { min: number; max: number }): Uint32Array {
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
function rangeAnswer(index: CatalogueIndex, query: IndexQuery, within: Uint32Array, reverse: boolean): { ids: number[]; tally: MatchTally } {
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
 * A search without text within a price range or a brand, which the kept cells do not hold. Over
 * every seller, the walk meets only the documents that can match: those within the range
 * (`pricedWithin`), or the brand's. What dropping the filter would show comes from the kept
 * cells or, with both a range and a brand, from a walk over the brand's documents at any price.
 * Within a seller, every document is met once.
 */
export function filteredAnswer(index: CatalogueIndex, query: IndexQuery, reverse: boolean): { ids: number[]; tally: MatchTally } {
  if (query.owner >= 0 || reaching(query)) return walkAnswer(index, query, 'all', reverse);
  const brandDocs = () => index.compared.brandDocs[query.brand - 1]?.used() ?? [];
  if (!query.price) {
    const answer = walkAnswer(index, query, brandDocs(), reverse);
    return { ids: answer.ids, tally: { ...answer.tally, brands: keptExtras(index, query).brands, anyBrand: index.shownCells } };
  }
  const answer = rangeAnswer(index, query, pricedWithin(index, query, query.price), reverse);
  if (query.brand === 0) return { ids: answer.ids, tally: { ...answer.tally, bands: keptExtras(index, query).bands, anyPrice: index.shownCells } };
  // The brand's documents at any price: counted, they are what dropping the range shows, and its bands.
  const { price: _, ...anyPrice } = query;
  const brand = walkAnswer(index, { ...anyPrice, offset: 0, limit: 0 }, brandDocs(), reverse).tally;
  return { ids: answer.ids, tally: { ...answer.tally, bands: brand.bands, anyPrice: brand.cells } };
}

/**
 * The page sorted by price per unit, from every document: one whose unit price is above the
 * worst kept cannot enter, so most are passed over on reading that price alone.
 */
export function cheapestPerUnit(index: CatalogueIndex, query: IndexQuery): number[] {
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
