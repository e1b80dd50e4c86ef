import type { IndexReader } from './index-reader';
import { postingDoc } from './ranking';
import { orderedTextPage } from './ordered-text-page';
import { tieredTextPage } from './tiered-text-page';
import { TopK } from './top-k';
import type { IndexQuery, WordMatch } from './index-query';
import { keptBands, keptBrands, keptTally, reachedExtras } from './kept-tallies';
import { countLimit, passing, reaching, type MatchCount, type MatchTally, type QueryAnswer } from './match-tally';
import { textCandidates } from './text-candidates';
import { admits, byPrice, ordering, pageWalk, walkAnswer } from './walk-answer';
import { cheapestPerUnit, filteredAnswer } from './filtered-answer';

/**
 * A text whose words' posting lists hold more postings in all than this is too common to
 * tally every match of within the search's budget at 1,000,000 products: its page comes from
 * the early-stopping walk, its count stops past `countLimit`, and it answers no facets
 * (decision 027). One word pays the full walk sooner than several: alone, the early stop
 * serves it well; with others, the galloping walk costs more per posting than tallying does.
 */
export const tallyLimits = { oneWord: 25_000, words: 300_000 };

/**
 * A text: one walk over every document meeting its words. Candidates come mostly in document
 * order, which is the date order: walked from the end the page sought comes first, and later
 * candidates mostly lose to the kept page at its first comparison.
 */
function textAnswer(index: IndexReader, query: IndexQuery): { ids: number[]; tally: MatchTally } {
  return walkAnswer(index, query, textCandidates(index, query.words), query.order !== 'oldest');
}

/** Per-document marks for counting one word's documents once, whichever of its terms holds them: a document is met when its mark equals the count's generation. */
let met = new Uint32Array(0);
let generation = 0;

/**
 * How many documents that pass hold any of one word's terms, counted up to `limit + 1`: each
 * term's postings straight through, each document once. Any order finds the same number below
 * the limit and passes it as soon as there are more, so no walk in date order is needed.
 */
function countOneWord(index: IndexReader, word: WordMatch, passes: (id: number) => boolean, limit: number): number {
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
 * Whether one of a word's terms whose cells are kept (decision 038) alone has more matches
 * passing the query's city and switches than `countLimit`: the word's own matches, a union
 * of its terms', are then more still, and are not counted one by one. Only for a query with no
 * seller, brand or price range, which the cells do not tell apart.
 */
function keptTermPassesLimit(index: IndexReader, word: WordMatch, query: IndexQuery): boolean {
  if (query.owner >= 0 || query.brand > 0 || query.price) return false;
  return word.terms.some((term) => {
    const cells = index.cellsOfTerm(term);
    return cells !== undefined && passing(cells, query) > countLimit;
  });
}

/**
 * A text too common to tally, in an index whose document numbers follow the date order: the
 * page from the early-stopping walk (decision 014), and the count stopped past `countLimit`
 * matches: for one word, past it at once when one kept term alone passes it
 * (`keptTermPassesLimit`), else its postings counted straight through; for several, the same
 * walk as the page's, from the newest.
 */
function commonTextAnswer(index: IndexReader, query: IndexQuery): { ids: number[]; count: MatchCount } {
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
      ? keptTermPassesLimit(index, only, query)
        ? countLimit + 1
        : countOneWord(index, only, passes, countLimit)
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
function keptTermAnswer(index: IndexReader, query: IndexQuery): { ids: number[]; tally: MatchTally } | undefined {
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

/** How many postings a walk over every match of the words reads. */
const postingsOf = (index: IndexReader, words: WordMatch[]): number =>
  words.reduce((sum, word) => word.terms.reduce((total, term) => total + index.frequency(term), sum), 0);

/**
 * The page a query asks for, and its matches tallied (or, for a text too common, counted:
 * `tallyLimits`). Without text the tally is the index's
 * own, kept as writes land, and the page walks the kept order (or the seller's documents) only
 * until it is full or every match has been met.
 */
export function runQuery(index: IndexReader, query: IndexQuery, limits = tallyLimits): QueryAnswer {
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
  const tally: MatchTally = {
    ...keptTally(index, query),
    ...(reaching(query) ? reachedExtras(index, query) : { brands: keptBrands(index, query), bands: keptBands(index, query) }),
  };
  // No order is kept by unit price: the page is ranked from every document.
  if (query.order === 'unitCheapest') return { ids: cheapestPerUnit(index, query), tally };
  const matches = Math.min(passing(tally.cells, query), query.offset + query.limit);
  if (matches <= query.offset) return { ids: [], tally };
  const { page, take } = pageWalk(admits(index, query), query, matches);
  (byPrice(query.order) ? index.compared.priceOrder(query.basis) : index.byDate).scan(reverse, take);
  return { ids: page, tally };
}
