import type { components } from '../../../../openapi/generated/search';
import type { CatalogueIndex } from './catalogue-index';
import { exactQuality, prefixQuality } from './query-words';
import type { WordMatch } from './run-query';
import { foldedWords, stemOf } from './text-analysis';

export type MatchedWord = components['schemas']['MatchedWord'];
export type ProductMatches = components['schemas']['ProductMatches'];
type Kind = MatchedWord['kind'];

/** A term two search words stand for is marked as the closer reading: its own stem, then a begun word, then a correction. */
const closeness: Record<Kind, number> = { stem: 3, prefix: 2, correction: 1 };

/** The words of a product's text as written: letters, digits and the marks on them, so offsets are the text's own. */
const writtenWord = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * How each index term the search's words stand for satisfies them (docs/product.md §7):
 * `stem` for a word's own stem, `prefix` for a word the last one begins, `correction` for a
 * word a misspelt one was read as. Built once per search.
 */
export function termKinds(words: WordMatch[]): Map<number, Kind> {
  const kinds = new Map<number, Kind>();
  for (const word of words) {
    word.terms.forEach((term, position) => {
      const quality = word.qualities[position];
      const kind: Kind = quality === exactQuality ? 'stem' : quality === prefixQuality ? 'prefix' : 'correction';
      const known = kinds.get(term);
      if (!known || closeness[kind] > closeness[known]) kinds.set(term, kind);
    });
  }
  return kinds;
}

/** The words of `text` whose stem is a term of `kinds`, with their place in `text` as sent. */
export function matchedWords(index: CatalogueIndex, text: string, kinds: Map<number, Kind>): MatchedWord[] {
  const matched: MatchedWord[] = [];
  for (const written of text.matchAll(writtenWord)) {
    let kind: Kind | undefined;
    for (const word of foldedWords(written[0])) {
      const found = kinds.get(index.termOf(stemOf(word)));
      if (found && (!kind || closeness[found] > closeness[kind])) kind = found;
    }
    if (kind) matched.push({ start: written.index, length: written[0].length, kind });
  }
  return matched;
}

/** Why each product of a page matched, for those with a marked word; `products` are the page's, as the answer sends them. */
export function pageMatches(index: CatalogueIndex, products: { uuid: string; name: string; description: string }[], words: WordMatch[]): ProductMatches[] {
  const kinds = termKinds(words);
  return products
    .map((product) => ({
      product: product.uuid,
      name: matchedWords(index, product.name, kinds),
      description: matchedWords(index, product.description, kinds),
    }))
    .filter((matches) => matches.name.length > 0 || matches.description.length > 0);
}
