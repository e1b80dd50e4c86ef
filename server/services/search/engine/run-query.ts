import { deletedFlag, deliverableFlag, enabledFlag, inStockFlag, weightOf, type CatalogueIndex } from './catalogue-index';
import { orderedTextPage } from './ordered-text-page';
import type { IdOrder } from './sorted-ids';
import { TopK } from './top-k';

export type Order = 'relevance' | 'newest' | 'oldest' | 'cheapest' | 'dearest';

/** One word of the text: the terms that satisfy it, and how well each does (10 exact, less for a prefix or a typo). */
export interface WordMatch {
  terms: number[];
  qualities: number[];
  /** When the word matched nothing as typed and was read as a typo: the catalogue's word it was read as. */
  correctedTo?: string;
}

export interface IndexQuery {
  /** Every word must be satisfied; none means no text. */
  words: WordMatch[];
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

function scratchFor(documents: number): void {
  if (hits.length >= documents) return;
  const size = Math.max(documents, hits.length * 2, 1024);
  hits = new Uint8Array(size);
  best = new Float32Array(size);
  score = new Float32Array(size);
}

function ordering(index: CatalogueIndex, order: Order): IdOrder {
  const date = index.updatedAt.values;
  const price = index.price.values;
  const { uuids } = index;
  switch (order) {
    case 'relevance':
      return (a, b) => (score[b] as number) - (score[a] as number) || (date[b] as number) - (date[a] as number) || uuids.compare(b, a);
    case 'newest':
      return (a, b) => (date[b] as number) - (date[a] as number) || uuids.compare(b, a);
    case 'oldest':
      return (a, b) => (date[a] as number) - (date[b] as number) || uuids.compare(a, b);
    case 'cheapest':
      return (a, b) => (price[a] as number) - (price[b] as number) || uuids.compare(a, b);
    case 'dearest':
      return (a, b) => (price[b] as number) - (price[a] as number) || uuids.compare(b, a);
  }
}

/** Whether a live document passes the query's filters and its seller shows. */
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

/**
 * Documents meeting every word, scored: each word adds its best field's weight times its
 * quality. Words are walked from the rarest; a document stays a candidate only while it has
 * met every word so far, so the scores of the rest are never kept.
 */
function textCandidates(index: CatalogueIndex, words: WordMatch[]): number[] {
  scratchFor(index.documents);
  const total = (word: WordMatch) => word.terms.reduce((sum, term) => sum + index.frequency(term), 0);
  const ordered = [...words].sort((a, b) => total(a) - total(b));
  const touched: number[] = [];
  ordered.forEach((word, position) => {
    word.terms.forEach((term, at) => {
      const quality = word.qualities[at] as number;
      const list = index.postings[term];
      if (!list) return;
      const { values, length } = list;
      for (let i = 0; i < length; i += 1) {
        const posting = values[i] as number;
        const id = posting >>> 3;
        const value = weightOf(posting & 7) * quality;
        const seen = hits[id] as number;
        if (seen === position) {
          hits[id] = position + 1;
          best[id] = value;
          if (position === 0) {
            score[id] = value;
            touched.push(id);
          } else score[id] = (score[id] as number) + value;
        } else if (seen === position + 1 && value > (best[id] as number)) {
          score[id] = (score[id] as number) + value - (best[id] as number);
          best[id] = value;
        }
      }
    });
  });
  const all = ordered.length;
  const matched = touched.filter((id) => hits[id] === all);
  for (const id of touched) hits[id] = 0;
  return matched;
}

/** The ids of the page the query asks for, in order. */
export function runQuery(index: CatalogueIndex, query: IndexQuery): number[] {
  const order = ordering(index, query.order);
  const passes = admits(index, query);
  const wanted = query.offset + query.limit;
  if (query.words.length > 0 && index.ordered && query.order !== 'cheapest' && query.order !== 'dearest') {
    const newest = ordering(index, 'newest');
    return orderedTextPage(index, query, passes, (candidates, scores) => {
      const top = new TopK(wanted, (a, b) => (scores.get(b) as number) - (scores.get(a) as number) || newest(a, b));
      for (const id of candidates) top.offer(id);
      return top.sorted().slice(query.offset);
    });
  }
  if (query.words.length > 0 || query.owner >= 0) {
    const top = new TopK(wanted, order);
    if (query.words.length > 0) {
      for (const id of textCandidates(index, query.words)) if (passes(id)) top.offer(id);
    } else {
      const docs = index.ownerDocs[query.owner];
      for (let at = 0; docs && at < docs.length; at += 1) if (passes(docs.values[at] as number)) top.offer(docs.values[at] as number);
    }
    return top.sorted().slice(query.offset);
  }
  // No text: walk the kept order from the right end and stop once the page is full.
  const page: number[] = [];
  let skipped = 0;
  const list = query.order === 'cheapest' || query.order === 'dearest' ? index.byPrice : index.byDate;
  const reverse = query.order === 'dearest' || query.order === 'newest' || query.order === 'relevance';
  list.scan(reverse, (id) => {
    if (!passes(id)) return true;
    if (skipped < query.offset) skipped += 1;
    else page.push(id);
    return page.length < query.limit;
  });
  return page;
}

/**
 * Matches are counted exactly up to this many; past it an answer says "more than" (as
 * Elasticsearch's `total.relation` does). Counting stops there, so a count costs at most the
 * walk to 10,001 matches (decision 026).
 */
export const countLimit = 10_000;

export interface MatchCount {
  value: number;
  /** `eq`: exactly `value`; `gte`: more than `value` (the limit). */
  relation: 'eq' | 'gte';
}

/** How many products the query finds, whatever its page and order, exactly up to `limit`. */
export function countMatches(index: CatalogueIndex, query: IndexQuery, limit = countLimit): MatchCount {
  const passes = admits(index, query);
  let value = 0;
  const counts = (id: number): boolean => {
    if (passes(id)) value += 1;
    return value <= limit;
  };
  if (query.words.length > 0 && index.ordered) {
    value = orderedTextPage(index, { ...query, order: 'newest', offset: 0, limit: limit + 1 }, passes, () => []).length;
  } else if (query.words.length > 0) {
    for (const id of textCandidates(index, query.words)) if (!counts(id)) break;
  } else if (query.owner >= 0) {
    const docs = index.ownerDocs[query.owner];
    for (let at = 0; docs && at < docs.length; at += 1) if (!counts(docs.values[at] as number)) break;
  } else {
    index.byDate.scan(true, counts);
  }
  return value > limit ? { value: limit, relation: 'gte' } : { value, relation: 'eq' };
}
