import type { components } from '../../../../openapi/generated/search';
import { cellCount, cellOf, cityCell, deletedFlag, deliverableFlag, enabledFlag, inStockFlag, type CatalogueIndex } from './catalogue-index';
import { postingDoc, postingFields } from './ranking';
import type { IdOrder } from './sorted-ids';
import { orderedTextPage } from './ordered-text-page';
import { tieredTextPage } from './tiered-text-page';
import { TopK } from './top-k';

export type Order = 'relevance' | 'newest' | 'oldest' | 'cheapest' | 'dearest';

/** One word of the text: the terms that satisfy it, and how well each does (`ranking.ts`: exact, a prefix or a typo). */
export interface WordMatch {
  terms: number[];
  qualities: number[];
  /** When the word matched nothing as typed and was read as a typo: the catalogue's word it was read as. */
  correctedTo?: string;
}

export interface IndexQuery {
  /** Every word must be satisfied; none means no text. */
  words: WordMatch[];
  /** A barcode typed as the text (its 14 digits as a number): its products alone, no words, no typos (issue #48). */
  gtin?: number;
  /** A city's number, or -1 for every city. */
  city: number;
  /** The owner's number; -1 for anyone. */
  owner: number;
  inStock: boolean;
  deliverable: boolean;
  order: Order;
  offset: number;
  limit: number;
  /** The text as searched, when a word of it was read as a typo of another: each such word replaced by the one it was read as. */
  corrected?: string;
}

/** Per-document working space, reused from query to query: the process answers one at a time. */
let hits = new Uint8Array(0);
let best = new Float32Array(0);
let score = new Float32Array(0);
let touched = new Int32Array(0);

function scratchFor(documents: number): void {
  if (hits.length >= documents) return;
  const size = Math.max(documents, hits.length * 2, 1024);
  hits = new Uint8Array(size);
  best = new Float32Array(size);
  score = new Float32Array(size);
  touched = new Int32Array(size);
}

function ordering(index: CatalogueIndex, order: Order): IdOrder {
  const date = index.updatedAt.values;
  const price = index.price.values;
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
  }
}

/**
 * Matches are counted exactly up to this many; past it an answer says "more than" (as
 * Elasticsearch's `total.relation` does; decision 026).
 */
export const countLimit = 10_000;

/**
 * A text whose words' posting lists hold more postings in all than this is too common to
 * tally every match of within the search's budget at 1,000,000 products: its page comes from
 * the early-stopping walk, its count stops past `countLimit`, and it answers no facets
 * (decision 027). One word pays the full walk sooner than several: alone, the early stop
 * serves it well; with others, the galloping walk costs more per posting than tallying does.
 */
export const tallyLimits = { oneWord: 25_000, words: 300_000 };

/** How many a search finds: exactly (`eq`), or more than the limit (`gte`), as the answer says it. */
export type MatchCount = components['schemas']['SearchTotal'];

/**
 * Documents meeting every word, scored: each word adds its best field's weight times its
 * quality. Words are walked from the rarest; a document stays a candidate only while it has
 * met every word so far, so the scores of the rest are never kept. The documents come back as
 * a view of the working space, good until the next search.
 */
function textCandidates(index: CatalogueIndex, words: WordMatch[]): Int32Array {
  scratchFor(index.documents);
  const [only] = words;
  if (words.length === 1 && only?.terms.length === 1) {
    // One term holds each document once: its postings are the matches.
    const list = index.postings[only.terms[0] as number];
    return list ? touched.subarray(0, scoreOneTerm(list.values, list.length, only.qualities[0] as number, index.fieldWeights)) : touched.subarray(0, 0);
  }
  const total = (word: WordMatch) => word.terms.reduce((sum, term) => sum + index.frequency(term), 0);
  const ordered = [...words].sort((a, b) => total(a) - total(b));
  let found = 0;
  for (let position = 0; position < ordered.length; position += 1) {
    const word = ordered[position] as WordMatch;
    for (let at = 0; at < word.terms.length; at += 1) {
      const list = index.postings[word.terms[at] as number];
      if (list) found = scorePostings(list.values, list.length, position, word.qualities[at] as number, index.fieldWeights, found);
    }
  }
  const all = ordered.length;
  let matched = 0;
  for (let at = 0; at < found; at += 1) {
    const id = touched[at] as number;
    if (hits[id] === all) touched[matched++] = id;
    hits[id] = 0;
  }
  return touched.subarray(0, matched);
}

/** A lone term's postings scored and listed in `touched`; returns how many. */
function scoreOneTerm(values: Uint32Array, length: number, quality: number, weights: Uint8Array): number {
  const scores = score;
  const listed = touched;
  for (let i = 0; i < length; i += 1) {
    const posting = values[i] as number;
    const id = postingDoc(posting);
    scores[id] = (weights[postingFields(posting)] as number) * quality;
    listed[i] = id;
  }
  return length;
}

/**
 * One term's postings scored for the word at `position` (of the words from the rarest): a
 * document met by every word before it goes on; the first word's documents are listed in
 * `touched` from `found` on. Returns how many are listed.
 */
function scorePostings(values: Uint32Array, length: number, position: number, quality: number, weights: Uint8Array, found: number): number {
  const seenAt = hits;
  const bestOf = best;
  const scores = score;
  const listed = touched;
  let count = found;
  for (let i = 0; i < length; i += 1) {
    const posting = values[i] as number;
    const id = postingDoc(posting);
    const value = (weights[postingFields(posting)] as number) * quality;
    const seen = seenAt[id] as number;
    if (seen === position) {
      seenAt[id] = position + 1;
      bestOf[id] = value;
      if (position === 0) {
        scores[id] = value;
        listed[count++] = id;
      } else scores[id] = (scores[id] as number) + value;
    } else if (seen === position + 1 && value > (bestOf[id] as number)) {
      scores[id] = (scores[id] as number) + value - (bestOf[id] as number);
      bestOf[id] = value;
    }
  }
  return count;
}

/**
 * Every match of a query's text (and seller) counted per cell (`cellOf`: city and switches),
 * before its city and switches narrow it: the count of the query and of each filter changed
 * are sums of these (`search-facets.ts`, decision 027).
 */
export interface MatchTally {
  cells: Uint32Array;
  /** For a search within one seller's products: the same for every seller's. */
  anySeller?: Uint32Array;
}

/** The page a query asks for (ids in order), and its matches tallied; or, for a text too common to tally, counted. */
export type QueryAnswer = { ids: number[]; tally: MatchTally } | { ids: number[]; count: MatchCount };

/** How many of a tally's documents pass the query's city and switches. */
export function passing(cells: Uint32Array, query: Pick<IndexQuery, 'city' | 'inStock' | 'deliverable'>): number {
  let found = 0;
  const from = query.city < 0 ? 0 : cityCell(query.city);
  const to = query.city < 0 ? cellCount : from + 4;
  for (let cell = from; cell < to; cell += 1) {
    const switches = cell & 3;
    if ((!query.inStock || switches & 1) && (!query.deliverable || switches & 2)) found += cells[cell] as number;
  }
  return found;
}

/**
 * A text: one walk over every document meeting its words, each shown one tallied and, when it
 * passes the filters, offered to the page. The page needs every match anyway (the best may be
 * the last), so the count and the facets cost the tally alone.
 */
function textAnswer(index: CatalogueIndex, query: IndexQuery): { ids: number[]; tally: MatchTally } {
  const flags = index.flags.values;
  const owners = index.owner.values;
  const city = index.city.values;
  const visible = index.ownerVisible.values;
  const required = (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const cells = new Uint32Array(cellCount);
  const anySeller = query.owner >= 0 ? new Uint32Array(cellCount) : undefined;
  const top = new TopK(query.offset + query.limit, ordering(index, query.order));
  const candidates = textCandidates(index, query.words);
  // Mostly in document order, which is the date order: walked from the end the page sought
  // comes first, and later candidates mostly lose to the kept page at its first comparison.
  const forward = query.order === 'oldest';
  for (let at = forward ? 0 : candidates.length - 1; at >= 0 && at < candidates.length; at += forward ? 1 : -1) {
    const id = candidates[at] as number;
    const documentFlags = flags[id] as number;
    const owner = owners[id] as number;
    if ((documentFlags & (enabledFlag | deletedFlag)) !== enabledFlag || visible[owner] !== 1) continue;
    const documentCity = city[id] as number;
    const cell = cellOf(documentCity, documentFlags);
    if (anySeller) {
      anySeller[cell] = (anySeller[cell] as number) + 1;
      if (owner !== query.owner) continue;
    }
    cells[cell] = (cells[cell] as number) + 1;
    if ((documentFlags & required) !== required || (query.city >= 0 && documentCity !== query.city)) continue;
    top.offer(id);
  }
  return { ids: top.sorted().slice(query.offset), tally: { cells, ...(anySeller ? { anySeller } : {}) } };
}

/** Whether a live, enabled document of a seller who shows (the query's seller, if any) passes the query's filters. */
function admits(index: CatalogueIndex, query: IndexQuery): (id: number) => boolean {
  const flags = index.flags.values;
  const city = index.city.values;
  const owner = index.owner.values;
  const visible = index.ownerVisible.values;
  const required = enabledFlag | (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const mask = required | deletedFlag;
  return (id) =>
    ((flags[id] as number) & mask) === required &&
    visible[owner[id] as number] === 1 &&
    (query.city < 0 || city[id] === query.city) &&
    (query.owner < 0 || owner[id] === query.owner);
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
 * A seller holding more than this share of the documents (one in eight) has a page without
 * text found by walking the catalogue's own order, which meets one of theirs at least every
 * eight documents, rather than by ranking every document of theirs.
 */
const largeSellerShare = 8;

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
  if (query.order === 'cheapest' || query.order === 'dearest') return undefined;
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
 * A barcode's products (issue #48): every document holding it, live and shown, tallied per cell
 * and offered to the page in the query's order; a barcode names few products, so all are read.
 */
function codeAnswer(index: CatalogueIndex, gtin: number, query: IndexQuery): { ids: number[]; tally: MatchTally } {
  const flags = index.flags.values;
  const owners = index.owner.values;
  const city = index.city.values;
  const visible = index.ownerVisible.values;
  const required = (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const cells = new Uint32Array(cellCount);
  const anySeller = query.owner >= 0 ? new Uint32Array(cellCount) : undefined;
  const top = new TopK(query.offset + query.limit, ordering(index, query.order === 'relevance' ? 'newest' : query.order));
  for (const id of index.docsWithGtin(gtin)) {
    const documentFlags = flags[id] as number;
    if ((documentFlags & (enabledFlag | deletedFlag)) !== enabledFlag || visible[owners[id] as number] !== 1) continue;
    const cell = cellOf(city[id] as number, documentFlags);
    if (anySeller) {
      anySeller[cell] = (anySeller[cell] as number) + 1;
      if (owners[id] !== query.owner) continue;
    }
    cells[cell] = (cells[cell] as number) + 1;
    if ((documentFlags & required) !== required || (query.city >= 0 && city[id] !== query.city)) continue;
    top.offer(id);
  }
  return { ids: top.sorted().slice(query.offset), tally: { cells, ...(anySeller ? { anySeller } : {}) } };
}

/**
 * The page a query asks for, and its matches tallied (or, for a text too common, counted:
 * `tallyLimits`). Without text the tally is the index's
 * own, kept as writes land, and the page walks the kept order (or the seller's documents) only
 * until it is full or every match has been met.
 */
export function runQuery(index: CatalogueIndex, query: IndexQuery, limits = tallyLimits): QueryAnswer {
  if (query.gtin !== undefined) return codeAnswer(index, query.gtin, query);
  if (query.words.length > 0) {
    const kept = keptTermAnswer(index, query);
    if (kept) return kept;
    const limit = query.words.length === 1 ? limits.oneWord : limits.words;
    const common = index.ordered && query.order !== 'cheapest' && query.order !== 'dearest' && postingsOf(index, query.words) > limit;
    return common ? commonTextAnswer(index, query) : textAnswer(index, query);
  }
  const shown = query.owner < 0 || index.ownerVisible.values[query.owner] === 1;
  const cells = query.owner < 0 ? index.shownCells : shown ? (index.ownerCells[query.owner] as Uint32Array) : new Uint32Array(cellCount);
  const tally: MatchTally = { cells, ...(query.owner >= 0 ? { anySeller: index.shownCells } : {}) };
  const matches = Math.min(passing(cells, query), query.offset + query.limit);
  if (matches <= query.offset) return { ids: [], tally };
  const passes = admits(index, query);
  const byPrice = query.order === 'cheapest' || query.order === 'dearest';
  const reverse = query.order === 'dearest' || query.order === 'newest' || query.order === 'relevance';
  const { page, take } = pageWalk(passes, query, matches);
  const docs = query.owner >= 0 ? index.ownerDocs[query.owner] : undefined;
  if (docs && !byPrice && index.ordered) {
    // The seller's documents are listed as they were added, which is then the date order: walked until the page is full.
    for (let at = reverse ? docs.length - 1 : 0; at >= 0 && at < docs.length && take(docs.values[at] as number); at += reverse ? -1 : 1);
    return { ids: page, tally };
  }
  if (docs && docs.length * largeSellerShare < index.documents) {
    // A small seller's documents ranked whole cost less than walking the catalogue's order past everyone else's.
    const top = new TopK(matches, ordering(index, query.order));
    for (let at = 0; at < docs.length; at += 1) if (passes(docs.values[at] as number)) top.offer(docs.values[at] as number);
    return { ids: top.sorted().slice(query.offset), tally };
  }
  (byPrice ? index.byPrice : index.byDate).scan(reverse, take);
  return { ids: page, tally };
}
