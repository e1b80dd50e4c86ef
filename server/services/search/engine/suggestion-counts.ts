import { Growable } from './growable';

/** What one product adds to the counts: its terms, and its name's pairs of neighbouring words. */
export interface DocumentWords {
  terms: Iterable<number>;
  /** The terms of its name, which suggestions may offer. */
  nameTerms: Iterable<number>;
  namePairs: Iterable<readonly [firstTerm: number, secondWord: number]>;
}

/** A name's pairs of neighbouring words, each once, collected word by word. */
export class NamePairs {
  private readonly seen = new Map<string, readonly [number, number]>();
  private previous = -1;

  /** The next word of the name: its term and its word. */
  next(term: number, word: number): void {
    if (this.previous >= 0) this.seen.set(`${this.previous} ${word}`, [this.previous, word]);
    this.previous = term;
  }

  pairs(): Iterable<readonly [number, number]> {
    return this.seen.values();
  }
}

/**
 * What the search box's suggestions count (decision 030), kept as writes land: for each term,
 * how many shown products hold it in their name, description or city; for each pair of words
 * side by side in a name (the first as its term, the second as the word written), how many
 * shown products' names hold it. "Shown": live, enabled, and the seller shows.
 */
export class SuggestionCounts {
  private readonly perTerm = new Growable(Uint32Array, 1024);
  private readonly perTermInNames = new Growable(Uint32Array, 1024);
  private readonly pairs = new Map<number, Map<number, number>>();

  /** Counts one product in (`delta` 1) or out (-1): its terms, its name's terms and its name's pairs of neighbouring words. */
  add({ terms, nameTerms, namePairs }: DocumentWords, delta: 1 | -1): void {
    for (const term of terms) bump(this.perTerm, term, delta);
    for (const term of nameTerms) bump(this.perTermInNames, term, delta);
    for (const [first, second] of namePairs) {
      const after = this.followersOf(first);
      const count = (after.get(second) ?? 0) + delta;
      if (count > 0) after.set(second, count);
      else after.delete(second);
    }
  }

  /** The counts as arrays, for a snapshot of the index: loading one tokenises nothing again. */
  toParts(): { perTerm: Uint32Array; perTermInNames: Uint32Array; pairFirst: Uint32Array; pairSecond: Uint32Array; pairCount: Uint32Array } {
    const size = [...this.pairs.values()].reduce((total, after) => total + after.size, 0);
    const pairFirst = new Uint32Array(size);
    const pairSecond = new Uint32Array(size);
    const pairCount = new Uint32Array(size);
    let at = 0;
    for (const [first, after] of this.pairs) {
      for (const [second, count] of after) {
        pairFirst[at] = first;
        pairSecond[at] = second;
        pairCount[at] = count;
        at += 1;
      }
    }
    return { perTerm: this.perTerm.used().slice(), perTermInNames: this.perTermInNames.used().slice(), pairFirst, pairSecond, pairCount };
  }

  static fromParts(parts: ReturnType<SuggestionCounts['toParts']>): SuggestionCounts {
    const counts = new SuggestionCounts();
    for (const [growable, values] of [
      [counts.perTerm, parts.perTerm],
      [counts.perTermInNames, parts.perTermInNames],
    ] as const) {
      growable.reserve(values.length);
      growable.values.set(values);
      growable.length = values.length;
    }
    parts.pairFirst.forEach((first, at) => counts.followersOf(first).set(parts.pairSecond[at] as number, parts.pairCount[at] as number));
    return counts;
  }

  /** The words counted after `first`, made when it has none yet. */
  private followersOf(first: number): Map<number, number> {
    let after = this.pairs.get(first);
    if (!after) {
      after = new Map();
      this.pairs.set(first, after);
    }
    return after;
  }

  /** How many shown products hold the term, in any field. */
  termCount(term: number): number {
    return term < this.perTerm.length ? (this.perTerm.values[term] as number) : 0;
  }

  /** How many shown products hold the term in their name: a word suggestions may offer. */
  namesWith(term: number): number {
    return term < this.perTermInNames.length ? (this.perTermInNames.values[term] as number) : 0;
  }

  /** The words that follow the term in shown products' names, each with how many names hold the two side by side. */
  wordsAfter(term: number): ReadonlyMap<number, number> {
    return this.pairs.get(term) ?? emptyPairs;
  }
}

function bump(counts: Growable<Uint32Array>, term: number, delta: 1 | -1): void {
  if (term >= counts.length) {
    counts.reserve(term + 1);
    counts.length = term + 1;
  }
  counts.values[term] = (counts.values[term] as number) + delta;
}

const emptyPairs: ReadonlyMap<number, number> = new Map();
