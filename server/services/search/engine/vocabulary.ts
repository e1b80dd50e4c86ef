/**
 * The folded words (`cafetiera`) the catalogue holds, each with the id of its stem's term
 * (`cafetier`): for the word being typed (its prefix) and for typos (near words). Words are
 * never removed: one left behind by a deleted product only costs a candidate that finds nothing.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  /** Each word as first written (lower case, diacritics kept), which suggestions show. */
  private readonly written: string[] = [];
  private readonly termOf: number[] = [];
  /** Word ids in alphabetical order, and those added since it was last sorted. */
  private sorted: number[] = [];
  private unsorted: number[] = [];
  /** For each trigram, the ids of the words that hold it. */
  private readonly trigrams = new Map<string, number[]>();

  /** Its words, their terms, their alphabetical order and the trigram lists, for a snapshot of the index. */
  toParts(): {
    words: string[];
    written: string[];
    termOf: Uint32Array;
    sorted: Uint32Array;
    trigramKeys: string[];
    trigramSizes: Uint32Array;
    trigramIds: Uint32Array;
  } {
    const sorted = Uint32Array.from(this.alphabetical());
    const trigramKeys = [...this.trigrams.keys()];
    const holders = trigramKeys.map((key) => this.trigrams.get(key) as number[]);
    const trigramIds = new Uint32Array(holders.reduce((total, list) => total + list.length, 0));
    let at = 0;
    for (const list of holders) {
      trigramIds.set(list, at);
      at += list.length;
    }
    return {
      words: [...this.words],
      written: [...this.written],
      termOf: Uint32Array.from(this.termOf),
      sorted,
      trigramKeys,
      trigramSizes: Uint32Array.from(holders, (list) => list.length),
      trigramIds,
    };
  }

  static fromParts(parts: ReturnType<Vocabulary['toParts']>): Vocabulary {
    const vocabulary = new Vocabulary();
    parts.words.forEach((word, id) => {
      vocabulary.ids.set(word, id);
      vocabulary.words.push(word);
      vocabulary.written.push(parts.written[id] ?? word);
      vocabulary.termOf.push(parts.termOf[id] as number);
    });
    vocabulary.sorted = Array.from(parts.sorted);
    let at = 0;
    parts.trigramKeys.forEach((key, index) => {
      const size = parts.trigramSizes[index] as number;
      vocabulary.trigrams.set(key, Array.from(parts.trigramIds.subarray(at, at + size)));
      at += size;
    });
    return vocabulary;
  }

  /** Adds a folded word of the term, as `written`; returns its id (the one it had, if known). */
  add(word: string, term: number, written = word): number {
    const known = this.ids.get(word);
    if (known !== undefined) return known;
    const id = this.words.length;
    this.ids.set(word, id);
    this.words.push(word);
    this.written.push(written);
    this.termOf.push(term);
    this.unsorted.push(id);
    for (const trigram of trigramsOf(word)) {
      const holders = this.trigrams.get(trigram);
      if (holders) holders.push(id);
      else this.trigrams.set(trigram, [id]);
    }
    return id;
  }

  /** A word as first written. */
  writtenOf(id: number): string {
    return this.written[id] as string;
  }

  /** A folded word, by id. */
  wordOf(id: number): string {
    return this.words[id] as string;
  }

  /** The term a word, by id, belongs to. */
  termOfWord(id: number): number {
    return this.termOf[id] as number;
  }

  /** The terms of every word that starts with `prefix`. */
  termsWithPrefix(prefix: string): number[] {
    const terms = new Set<number>();
    this.eachWithPrefix(prefix, (id) => terms.add(this.termOf[id] as number));
    return [...terms];
  }

  /** Visits the id of every word that starts with `prefix`, in alphabetical order. */
  eachWithPrefix(prefix: string, visit: (id: number) => void): void {
    const sorted = this.alphabetical();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.words[sorted[middle] as number] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < sorted.length; at += 1) {
      const id = sorted[at] as number;
      if (!(this.words[id] as string).startsWith(prefix)) return;
      visit(id);
    }
  }

  /**
   * The words within `maxEdits` edits of `word` (a letter added, dropped, changed, or two
   * swapped), each with its term and how many edits away it is: candidates share most of its
   * trigrams, then the edit distance decides, so the search never measures distance to every word.
   */
  wordsNear(word: string, maxEdits: number): { word: string; term: number; edits: number }[] {
    const own = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of own) {
      for (const id of this.trigrams.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    // Each edit spoils at most three of the word's trigrams (a swap, four).
    const needed = Math.max(1, own.size - 4 * maxEdits);
    const near: { word: string; term: number; edits: number }[] = [];
    for (const [id, count] of shared) {
      const candidate = this.words[id] as string;
      if (count < needed || Math.abs(candidate.length - word.length) > maxEdits) continue;
      const edits = editDistance(word, candidate, maxEdits);
      if (edits <= maxEdits) near.push({ word: candidate, term: this.termOf[id] as number, edits });
    }
    return near;
  }

  private alphabetical(): number[] {
    if (this.unsorted.length > 0) {
      const byWord = (a: number, b: number) => ((this.words[a] as string) < (this.words[b] as string) ? -1 : 1);
      const added = this.unsorted.sort(byWord);
      const merged: number[] = [];
      let i = 0;
      let j = 0;
      while (i < this.sorted.length || j < added.length) {
        if (j >= added.length || (i < this.sorted.length && byWord(this.sorted[i] as number, added[j] as number) < 0)) merged.push(this.sorted[i++] as number);
        else merged.push(added[j++] as number);
      }
      this.sorted = merged;
      this.unsorted = [];
    }
    return this.sorted;
  }
}

/** A word's trigrams, padded as pg_trgm pads them: `  caf`, ` ca`, `caf`, `afe`… `ea `. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at += 1) trigrams.add(padded.slice(at, at + 3));
  return trigrams;
}

/** Optimal string alignment distance (edits, counting a swap of neighbours as one), stopping past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}
