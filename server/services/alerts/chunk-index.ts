import type { SavedCriteria } from '../../db/schema';
import { queryWords, stemOf } from '../search/engine/text-analysis';
import { productWords, type AlertProduct, type ProductWords } from './criteria-match';

/**
 * The products of one part of a window, indexed by stem, word and city, so each saved search
 * looks only at the products that could match it instead of at every changed product.
 */
export class ChunkIndex<P extends AlertProduct> {
  readonly words: ProductWords[];
  private readonly byStem = new Map<string, number[]>();
  private readonly byWord = new Map<string, number[]>();
  private readonly byCity = new Map<string, number[]>();
  private readonly sortedWords: string[];
  private readonly everything: number[];

  constructor(readonly products: readonly P[]) {
    this.words = products.map(productWords);
    const add = (map: Map<string, number[]>, key: string, at: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [at]);
      else if (list.at(-1) !== at) list.push(at);
    };
    this.words.forEach((words, at) => {
      for (const stem of words.stems) add(this.byStem, stem, at);
      for (const word of words.words) add(this.byWord, word, at);
      add(this.byCity, (products[at] as P).city, at);
    });
    this.sortedWords = [...this.byWord.keys()].sort();
    this.everything = products.map((_, at) => at);
  }

  /** The products whose words begin with `prefix`. */
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

  /** The smallest list of products a search could match here; each still has to be checked. */
  candidates(criteria: SavedCriteria): readonly number[] {
    const lists: (readonly number[])[] = [];
    const wanted = queryWords(criteria.name);
    wanted.forEach((word, index) => {
      const stemmed = this.byStem.get(stemOf(word)) ?? [];
      if (index < wanted.length - 1 || word.length < 2) lists.push(stemmed);
      else lists.push([...new Set([...stemmed, ...this.startingWith(word)])]);
    });
    if (criteria.city !== 'Toate' && !criteria.filter.includes('DELIVERS_TO_CITY')) lists.push(this.byCity.get(criteria.city) ?? []);
    return lists.reduce((smallest, list) => (list.length < smallest.length ? list : smallest), this.everything);
  }
}
