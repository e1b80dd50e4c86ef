import { priceBandCount, type PriceBasis } from '../../../../openapi/domain/product-prices';
import type { CatalogueIndex } from './catalogue-index';
import { cellCount, cellOf, deletedFlag, deliverableFlag, enabledFlag, inStockFlag } from './document-layout';
import { postingDoc } from './ranking';
import type { IdOrder } from './sorted-ids';
import { orderedTextPage } from './ordered-text-page';
import { tieredTextPage } from './tiered-text-page';
import { TopK } from './top-k';
import type { IndexQuery, Order, WordMatch } from './index-query';
import { keptExtras, keptTally, reachedExtras } from './kept-tallies';
import { countLimit, passing, reachedCells, reaching, type MatchCount, type MatchTally, type QueryAnswer } from './match-tally';
import { relevanceScores, textCandidates } from './text-candidates';

/** A document counted in its cell, and in the reached cell `extra` too when not -1. */
function count(cells: Uint32Array, cell: number, extra: number): void {
  cells[cell] = (cells[cell] as number) + 1;
  if (extra >= 0) cells[extra] = (cells[extra] as number) + 1;
}

/** The orders a price decides: none of them can stop a walk in date order early. */
const byPrice = (order: Order): boolean => order === 'cheapest' || order === 'dearest' || order === 'unitCheapest';

function ordering(index: CatalogueIndex, order: Order, basis: PriceBasis = 'GROSS'): IdOrder {
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
 * A text whose words' posting lists hold more postings in all than this is too common to
 * tally every match of within the search's budget at 1,000,000 products: its page comes from
 * the early-stopping walk, its count stops past `countLimit`, and it answers no facets
 * (decision 027). One word pays the full walk sooner than several: alone, the early stop
 * serves it well; with others, the galloping walk costs more per posting than tallying does.
 */
export const tallyLimits = { oneWord: 25_000, words: 300_000 };

/**
 * Every candidate met once, in the order given (`all`: every document, from the newest when
 * `reverse`): each shown one tallied in the cells of every filter the search has, and, when it
 * passes them all, offered to the page. A text's page needs every match anyway (the best may be
 * the last), so the count, the facets, the brands and the histogram cost the tally alone.
 */
function walkAnswer(
  index: CatalogueIndex,
  query: IndexQuery,
  candidates: ArrayLike<number> | 'all',
  reverse: boolean,
  inRangeOnly = false,
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
    for (let id = reverse ? documents - 1 : 0; id >= 0 && id < documents; id += step) {
      // Out of range, a document counts only for what dropping the range would show, when the caller has that from elsewhere.
      if (inRangeOnly && ((prices[id] as number) < min || (prices[id] as number) > max)) continue;
      consider(id);
    }
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

/**
 * A text: one walk over every document meeting its words. Candidates come mostly in document
 * order, which is the date order: walked from the end the page sought comes first, and later
 * candidates mostly lose to the kept page at its first comparison.
 */
function textAnswer(index: CatalogueIndex, query: IndexQuery): { ids: number[]; tally: MatchTally } {
  return walkAnswer(index, query, textCandidates(index, query.words), query.order !== 'oldest');
}

/** Whether a live, enabled document of a seller who shows (the query's seller, if any) passes the query's filters. */
function admits(index: CatalogueIndex, query: IndexQuery): (id: number) => boolean {
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

/** Per-document marks for counting one word's documents once, whichever of its terms holds them: a document is met when its mark equals the count's generation. */
let met = new Uint32Array(0);
let generation = 0;

/**
 * How many documents that pass hold any of one word's terms, counted up to `limit + 1`: each
 * term's postings straight through, each document once. Any order finds the same number below
 * the limit and passes it as soon as there are more, so no walk in date order is needed.
 */
function countOneWord(index: CatalogueIndex, word: WordMatch, passes: (id: number) => boolean, limit: number): number {
  if (met.length < index.documents) {
    met = new Uint32Array(Math.max(index.documents, met.length * 2, 1024));
    generation = 0;
  }
  generation += 1;
  let count = 0;
  for (const term of word.terms) {
    const list = index.postings[term];
    if (!list) continue;
    const { values, length } = list;
    for (let at = 0; at < length; at += 1) {
      const id = postingDoc(values[at] as number);
      if (met[id] === generation) continue;
      met[id] = generation;
      if (passes(id) && (count += 1) > limit) return count;
    }
  }
  return count;
}

/**
 * A text too common to tally, in an index whose document numbers follow the date order: the
 * page from the early-stopping walk (decision 014), and the count stopped past `countLimit`
 * matches: for one word, its postings counted straight through; for several, the same walk
 * as the page's, from the newest.
 */
function commonTextAnswer(index: CatalogueIndex, query: IndexQuery): { ids: number[]; count: MatchCount } {
  const passes = admits(index, query);
  const newest = ordering(index, 'newest');
  const [only] = query.words;
  const ids =
    query.words.length === 1 && only && query.order === 'relevance'
      ? tieredTextPage(index, only, query.offset, query.limit, passes)
      : orderedTextPage(index, query, passes, (candidates, scores) => {
          const top = new TopK(query.offset + query.limit, (a, b) => (scores.get(b) as number) - (scores.get(a) as number) || newest(a, b));
          for (const id of candidates) top.offer(id);
          return top.sorted().slice(query.offset);
        });
  const value =
    query.words.length === 1 && only
      ? countOneWord(index, only, passes, countLimit)
      : orderedTextPage(index, { ...query, order: 'newest', offset: 0, limit: countLimit + 1 }, passes, () => []).length;
  return { ids, count: value > countLimit ? { value: countLimit, relation: 'gte' } : { value, relation: 'eq' } };
}

/**
 * A text of one word that is one term, searched in every seller's products by relevance or
 * date, in an index whose document numbers follow the date order, when the index keeps the
 * term's cells (decision 038): the count and the facets come from those cells, and the page
 * from the term's postings read from the newest (or the oldest) only until it is full. Undefined
 * for any other query.
 */
function keptTermAnswer(index: CatalogueIndex, query: IndexQuery): { ids: number[]; tally: MatchTally } | undefined {
  const [only] = query.words;
  const term = only?.terms[0];
  if (!only || term === undefined || query.words.length !== 1 || only.terms.length !== 1 || query.owner >= 0 || !index.ordered) return undefined;
  if (byPrice(query.order) || query.price || query.brand > 0 || reaching(query)) return undefined;
  const cells = index.cellsOfTerm(term);
  if (!cells) return undefined;
  const passes = admits(index, query);
  if (query.order === 'relevance') return { ids: tieredTextPage(index, only, query.offset, query.limit, passes), tally: { cells } };
  const { values, length } = index.postings[term] as { values: Uint32Array; length: number };
  const forward = query.order === 'oldest';
  const { page, take } = pageWalk(passes, query, passing(cells, query));
  for (let at = forward ? 0 : length - 1; at >= 0 && at < length && take(postingDoc(values[at] as number)); at += forward ? 1 : -1);
  return { ids: page, tally: { cells } };
}

/**
 * A page gathered by a walk in the page's own order: `take` is handed each document met and
 * answers whether to go on, which stops once the page is full or all `matching` documents
 * (those that pass, counted from the kept cells) have been met.
 */
function pageWalk(
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

/** How many postings a walk over every match of the words reads. */
const postingsOf = (index: CatalogueIndex, words: WordMatch[]): number =>
  words.reduce((sum, word) => word.terms.reduce((total, term) => total + index.frequency(term), sum), 0);

/**
 * A search without text within a price range or a brand, which the kept cells do not hold. Over
 * every seller, one of the two narrows the walk: the brand's documents, or the documents within
 * the range (every price read in document order, which memory serves fastest, the rest only for
 * those within), and the tally of dropping it comes from the kept cells. Within a seller, or with
 * both, every document is met once.
 */
function filteredAnswer(index: CatalogueIndex, query: IndexQuery, reverse: boolean): { ids: number[]; tally: MatchTally } {
  if (query.owner < 0 && !(query.price && query.brand > 0) && !reaching(query)) {
    const kept = keptExtras(index, query);
    if (query.brand > 0) {
      const docs = index.compared.brandDocs[query.brand - 1];
      const answer = walkAnswer(index, query, docs ? docs.used() : [], reverse);
      return { ids: answer.ids, tally: { ...answer.tally, brands: kept.brands, anyBrand: index.shownCells } };
    }
    const answer = walkAnswer(index, query, 'all', reverse, true);
    return { ids: answer.ids, tally: { ...answer.tally, bands: kept.bands, anyPrice: index.shownCells } };
  }
  return walkAnswer(index, query, 'all', reverse);
}

/**
 * The page a query asks for, and its matches tallied (or, for a text too common, counted:
 * `tallyLimits`). Without text the tally is the index's
 * own, kept as writes land, and the page walks the kept order (or the seller's documents) only
 * until it is full or every match has been met.
 */
export function runQuery(index: CatalogueIndex, query: IndexQuery, limits = tallyLimits): QueryAnswer {
  const reverse = query.order !== 'oldest' && query.order !== 'cheapest' && query.order !== 'unitCheapest';
  // A barcode names few products: every one is read (issue #48).
  if (query.gtin !== undefined) return walkAnswer(index, query, index.barcodes.docsWith(query.gtin), reverse);
  if (query.words.length > 0) {
    const kept = keptTermAnswer(index, query);
    if (kept) return kept;
    const limit = query.words.length === 1 ? limits.oneWord : limits.words;
    const common = index.ordered && !byPrice(query.order) && postingsOf(index, query.words) > limit;
    return common ? commonTextAnswer(index, query) : textAnswer(index, query);
  }
  if (query.price || query.brand > 0) return filteredAnswer(index, query, reverse);
  const docs = query.owner >= 0 ? index.ownerDocs[query.owner] : undefined;
  if (docs) {
    // A seller's documents are few beside the catalogue's (one in eight at most in practice): read whole.
    const answer = walkAnswer(index, query, docs.used(), reverse);
    return { ids: answer.ids, tally: { ...answer.tally, anySeller: keptTally(index, query).cells } };
  }
  // No order is kept by unit price: the page is ranked from every document.
  if (query.order === 'unitCheapest') return walkAnswer(index, query, 'all', false);
  const tally: MatchTally = { ...keptTally(index, query), ...(reaching(query) ? reachedExtras(index, query) : keptExtras(index, query)) };
  const matches = Math.min(passing(tally.cells, query), query.offset + query.limit);
  if (matches <= query.offset) return { ids: [], tally };
  const { page, take } = pageWalk(admits(index, query), query, matches);
  (byPrice(query.order) ? index.compared.priceOrder(query.basis) : index.byDate).scan(reverse, take);
  return { ids: page, tally };
}
