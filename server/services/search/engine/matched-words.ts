import type { components } from '../../../../openapi/generated/search';
import type { IndexReader } from './index-reader';
import type { Ranking } from './ranking';
import type { WordMatch } from './index-query';
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

/** Past this many remembered runs an index's memo starts again, so odd texts cannot grow it for ever. */
const maxRememberedRuns = 200_000;

/**
 * Each written run's terms (-1 for a word no document holds), per index: runs repeat from
 * product to product, and reading one costs three lookups a word. Kept while the index gains
 * no term, since a new term may be a word that read -1.
 */
const runTermMemos = new WeakMap<IndexReader, { terms: number; runs: Map<string, number[]> }>();

/** The index's memo of runs' terms, started again when it has gained a term or grown too large. */
function runTermsMemo(index: IndexReader): Map<string, number[]> {
  const memo = runTermMemos.get(index);
  if (memo && memo.terms === index.postings.length && memo.runs.size < maxRememberedRuns) return memo.runs;
  const runs = new Map<string, number[]>();
  runTermMemos.set(index, { terms: index.postings.length, runs });
  return runs;
}

/** The words of `text` whose stem is a term of `kinds`, with their place in `text` as sent. */
function matchedWords(index: IndexReader, runs: Map<string, number[]>, text: string, kinds: Map<number, Kind>): MatchedWord[] {
  const matched: MatchedWord[] = [];
  for (const written of text.matchAll(writtenRun)) {
    const run = written[0];
    let terms = runs.get(run);
    if (terms === undefined) {
      terms = wordsWritten(run).map((word) => index.termOf(stemOf(word.folded)));
      runs.set(run, terms);
    }
    let kind: Kind | undefined;
    for (const term of terms) {
      const found = kinds.get(term);
      if (found && (!kind || closeness[found] > closeness[kind])) kind = found;
    }
    if (kind) matched.push({ start: written.index, length: run.length, kind });
  }
  return matched;
}

/**
 * Why each product of a page matched, for those with a marked word; `ids` are the page's
 * documents. Every field the ranking weighs is read (`ranking.ts`), so a result can say where
 * its words were found (issue #51).
 */
export function pageMatches(index: IndexReader, ids: number[], words: WordMatch[]): ProductMatches[] {
  const kinds = termKinds(words, index.ranking.qualities);
  const runs = runTermsMemo(index);
  return ids
    .map((id) => {
      const { name, description, brand, city } = index.textFields(id);
      const marked = (text: string) => matchedWords(index, runs, text, kinds);
      return { product: index.uuids.uuidOf(id), name: marked(name), description: marked(description), brand: marked(brand ?? ''), city: marked(city) };
    })
    .filter((matches) => matches.name.length + matches.description.length + matches.brand.length + matches.city.length > 0);
}
