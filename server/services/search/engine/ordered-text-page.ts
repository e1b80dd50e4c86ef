import type { IndexReader } from './index-reader';
import { maxScore, postingDoc, postingFields } from './ranking';
import { seekBackward, seekForward } from './posting-seek';
import type { IndexQuery, WordMatch } from './index-query';

/** A position in one term's posting list, moved towards older or newer documents. */
class TermCursor {
  private at: number;

  constructor(
    private readonly list: { values: Uint32Array; length: number },
    readonly quality: number,
    private readonly step: 1 | -1,
  ) {
    this.at = step === -1 ? list.length - 1 : 0;
  }

  /** The document under the cursor, or -1 past the end. */
  get doc(): number {
    return this.at >= 0 && this.at < this.list.length ? postingDoc(this.list.values[this.at] as number) : -1;
  }

  get fields(): number {
    return postingFields(this.list.values[this.at] as number);
  }

  next(): void {
    this.at += this.step;
  }

  /** Moves to the first posting at or past `doc` in the walk's direction (`posting-seek.ts`). */
  seek(doc: number): void {
    const { values, length } = this.list;
    this.at = this.step === -1 ? seekBackward(values, this.at, doc) : seekForward(values, length, this.at, doc);
  }
}

/** One word's terms, walked together. */
class WordCursor {
  private readonly terms: TermCursor[];
  private readonly weights: Uint8Array;

  constructor(
    index: IndexReader,
    word: WordMatch,
    private readonly step: 1 | -1,
  ) {
    this.weights = index.fieldWeights;
    this.terms = word.terms.flatMap((term, at) => {
      const list = index.postings[term];
      return list && list.length > 0 ? [new TermCursor(list, word.qualities[at] as number, step)] : [];
    });
  }

  /** The next document holding any of the word's terms, in the walk's direction, or -1. */
  get doc(): number {
    let found = -1;
    for (const cursor of this.terms) {
      const doc = cursor.doc;
      if (doc >= 0 && (found < 0 || (this.step === -1 ? doc > found : doc < found))) found = doc;
    }
    return found;
  }

  /** How well the document under the walk meets the word (its best field times quality), moving past it. */
  take(doc: number): number {
    let best = 0;
    for (const cursor of this.terms) {
      if (cursor.doc === doc) {
        best = Math.max(best, (this.weights[cursor.fields] as number) * cursor.quality);
        cursor.next();
      }
    }
    return best;
  }

  /** How well `doc` meets the word, or 0 when it does not; the walk never comes back. */
  valueAt(doc: number): number {
    let best = 0;
    for (const cursor of this.terms) {
      cursor.seek(doc);
      if (cursor.doc === doc) best = Math.max(best, (this.weights[cursor.fields] as number) * cursor.quality);
    }
    return best;
  }
}

/**
 * A text search ordered by relevance, newest or oldest, when document numbers follow the
 * date order (`index.ordered`): the rarest word's documents are walked from the newest (or
 * oldest) and the other words are looked up by galloping, so a page costs what it takes to
 * fill it, not the number of matches. By relevance the walk stops once the page is full of
 * documents with the best score any document can have (`maxScore`: every word in the
 * heaviest field, exactly): none met later can come before them. Otherwise it walks every match and ranks them.
 */
export function orderedTextPage(
  index: IndexReader,
  query: IndexQuery,
  passes: (id: number) => boolean,
  rank: (candidates: number[], scores: Map<number, number>) => number[],
): number[] {
  const step = query.order === 'oldest' ? 1 : -1;
  const total = (word: WordMatch) => word.terms.reduce((sum, term) => sum + index.frequency(term), 0);
  const [driver, ...others] = [...query.words].sort((a, b) => total(a) - total(b)).map((word) => new WordCursor(index, word, step));
  const best = maxScore(index.ranking, query.words);
  const wanted = query.offset + query.limit;
  const page: number[] = [];
  const candidates: number[] = [];
  const scores = new Map<number, number>();
  for (let doc = driver?.doc ?? -1; doc >= 0; doc = driver?.doc ?? -1) {
    let score = (driver as WordCursor).take(doc);
    for (const word of others) {
      const value = word.valueAt(doc);
      if (value === 0) {
        score = -1;
        break;
      }
      score += value;
    }
    if (score < 0 || !passes(doc)) continue;
    if (query.order !== 'relevance') {
      page.push(doc);
      if (page.length >= wanted) return page.slice(query.offset);
      continue;
    }
    candidates.push(doc);
    scores.set(doc, score);
    if (score >= best) {
      page.push(doc);
      if (page.length >= wanted) return page.slice(query.offset);
    }
  }
  return query.order === 'relevance' ? rank(candidates, scores) : page.slice(query.offset);
}
