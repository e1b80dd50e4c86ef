import { compareProduct, type AlertProduct, type ComparedProduct, type CompiledSearch } from './criteria-match';

/** Whether a sorted list holds `value`. */
function holds(sorted: readonly number[], value: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle] as number;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle;
  }
  return false;
}

/**
 * The products of one part of a window, each read once (compareProduct) and indexed by stem,
 * word and city, so each saved search looks only at the products every one of its words and its
 * city could match instead of at every changed product.
 */
export class ChunkIndex<P extends AlertProduct> {
  readonly compared: ComparedProduct<P>[];
  private readonly byStem = new Map<string, number[]>();
  private readonly byWord = new Map<string, number[]>();
  private readonly byCity = new Map<string, number[]>();
  private readonly sortedWords: string[];
  private readonly everything: number[];

  constructor(products: readonly P[]) {
    this.compared = products.map(compareProduct);
    const add = (map: Map<string, number[]>, key: string, at: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [at]);
      else if (list.at(-1) !== at) list.push(at);
    };
    this.compared.forEach((compared, at) => {
      for (const stem of compared.stems) add(this.byStem, stem, at);
      for (const word of compared.words) add(this.byWord, word, at);
      add(this.byCity, compared.product.city, at);
    });
    this.sortedWords = [...this.byWord.keys()].sort();
    this.everything = products.map((_, at) => at);
  }

  /** The products whose words begin with `prefix`, in order. */
  private startingWith(prefix: string): number[] {
    let low = 0;
    let high = this.sortedWords.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sortedWords[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const found = new Set<number>();
    for (let at = low; at < this.sortedWords.length && (this.sortedWords[at] as string).startsWith(prefix); at += 1)
      for (const product of this.byWord.get(this.sortedWords[at] as string) ?? []) found.add(product);
    return [...found];
  }

  /** The products that hold every word of a search (the last also as a word's start) and are in its city; each still has to be checked. */
  candidates(search: CompiledSearch): readonly number[] {
    const lists: (readonly number[])[] = [];
    const last = search.wanted.length - 1;
    search.wanted.forEach(({ word, stem }, index) => {
      const stemmed = this.byStem.get(stem) ?? [];
      if (index < last || word.length < 2) lists.push(stemmed);
      else lists.push([...new Set([...stemmed, ...this.startingWith(word)])].sort((a, b) => a - b));
    });
    const { city, filter } = search.criteria;
    if (city !== 'Toate' && !filter.includes('DELIVERS_TO_CITY')) lists.push(this.byCity.get(city) ?? []);
    if (lists.length === 0) return this.everything;
    lists.sort((a, b) => a.length - b.length);
    const [smallest, ...others] = lists as [readonly number[], ...(readonly number[])[]];
    return others.length === 0 ? smallest : smallest.filter((at) => others.every((list) => holds(list, at)));
  }
}
