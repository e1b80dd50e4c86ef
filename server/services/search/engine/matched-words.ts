import type { components } from '../../../../openapi/generated/search';
import type { CatalogueIndex } from './catalogue-index';
import type { Ranking } from './ranking';
import type { WordMatch } from './run-query';
import { stemOf, wordsWritten, writtenRun } from './text-analysis';

type MatchedWord = components['schemas']['MatchedWord'];
export type ProductMatches = components['schemas']['ProductMatches'];
type Kind = MatchedWord['kind'];

/** A term two search words stand for is marked as the closer reading: its own stem, then a begun word, then a correction. */
const closeness: Record<Kind, number> = { stem: 3, prefix: 2, correction: 1 };

/**
 * How each index term the search's words stand for satisfies them (docs/product.md §7):
 * `stem` for a word's own stem, `prefix` for a word the last one begins, `correction` for a
 * word a misspelt one was read as. Built once per search.
 */
function termKinds(words: WordMatch[], qualities: Ranking['qualities']): Map<number, Kind> {
  const kinds = new Map<number, Kind>();
  for (const word of words) {
    word.terms.forEach((term, position) => {
      const quality = word.qualities[position];
      const kind: Kind = quality === qualities.exact ? 'stem' : quality === qualities.prefix ? 'prefix' : 'correction';
      const known = kinds.get(term);
      if (!known || closeness[kind] > closeness[known]) kinds.set(term, kind);
    });
  }
  return kinds;
}

/** The words of `text` whose stem is a term of `kinds`, with their place in `text` as sent. */
function matchedWords(index: CatalogueIndex, text: string, kinds: Map<number, Kind>): MatchedWord[] {
  const matched: MatchedWord[] = [];
  for (const written of text.matchAll(writtenRun)) {
    let kind: Kind | undefined;
    for (const word of wordsWritten(written[0])) {
      const found = kinds.get(index.termOf(stemOf(word.folded)));
      if (found && (!kind || closeness[found] > closeness[kind])) kind = found;
    }
    if (kind) matched.push({ start: written.index, length: written[0].length, kind });
  }
  return matched;
}

/** Why each product of a page matched, for those with a marked word; `ids` are the page's documents. */
export function pageMatches(index: CatalogueIndex, ids: number[], words: WordMatch[]): ProductMatches[] {
  const kinds = termKinds(words, index.ranking.qualities);
  return ids
    .map((id) => {
      const { name, description } = index.textFields(id);
      return { product: index.uuids.uuidOf(id), name: matchedWords(index, name, kinds), description: matchedWords(index, description, kinds) };
    })
    .filter((matches) => matches.name.length > 0 || matches.description.length > 0);
}
