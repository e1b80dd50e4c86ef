import type { components } from '../../../../openapi/generated/search';
import type { IndexReader } from './index-reader';
import { maxQueryWords, stemOf, textWords, writtenRun } from './text-analysis';

export type Suggestion = components['schemas']['Suggestion'];

/** At most this many suggestions answer one text. */
const suggestionLimit = 8;
/** A word being typed alone also offers the phrases its likeliest completions begin: this many completions, this many phrases each. */
const phrasesFrom = { words: 3, each: 2 };

const collator = new Intl.Collator('ro-RO');
/** The last word of a text, when the text ends inside it (still being typed). */
const wordBeingTyped = new RegExp(`${writtenRun.source}$`, 'u');

/** The best of each term's words that begin `prefix`, for terms product names hold: the shortest, then the first alphabetically. */
function completions(index: IndexReader, prefix: string): Map<number, number> {
  const best = new Map<number, number>();
  index.vocabulary.eachWithPrefix(prefix, (word) => {
    const term = index.vocabulary.termOfWord(word);
    if (index.suggestionCounts.namesWith(term) === 0 || !worthOffering(index.vocabulary.wordOf(word))) return;
    const known = best.get(term);
    if (known === undefined || index.vocabulary.wordOf(word).length < index.vocabulary.wordOf(known).length) best.set(term, word);
  });
  return best;
}

/** A word worth offering: three letters or more, with a letter (`cafea 1` and `cm`, from `Cafea 1 kg` and `30 cm`, guide nobody). */
const hasLetter = /\p{L}/u;
const shortest = 3;
/** Romanian words that join others, folded: no suggestion ends in one (`cafea pentru`, `din`). */
const joiningWords = new Set([
  'a',
  'al',
  'ale',
  'ai',
  'cu',
  'de',
  'din',
  'fara',
  'in',
  'la',
  'o',
  'ori',
  'pe',
  'pentru',
  'peste',
  'sau',
  'si',
  'sub',
  'un',
  'unei',
  'unui',
]);
const worthOffering = (folded: string) => folded.length >= shortest && hasLetter.test(folded) && !joiningWords.has(folded);

/** The words after `term` in names that begin `prefix` (any, when empty), each with how many names hold the two side by side. */
function followers(index: IndexReader, term: number, prefix: string): [word: number, count: number][] {
  const found: [number, number][] = [];
  for (const [word, count] of index.suggestionCounts.wordsAfter(term)) {
    const folded = index.vocabulary.wordOf(word);
    if (folded.startsWith(prefix) && worthOffering(folded)) found.push([word, count]);
  }
  return found;
}

const byCountThenText = (a: Suggestion, b: Suggestion) => b.count - a.count || collator.compare(a.text, b.text);

/**
 * Up to 8 completions of the text being typed (decision 030), most products first. A word
 * typed alone completes to the catalogue's words that begin it, each counted by how many shown
 * products hold it (in name, description or city), and to the two-word phrases of product
 * names its likeliest completions begin, each counted by how many names hold the two side by
 * side. After a word, the last word completes to the words that follow that word in names,
 * as phrases counted the same way; a text ending in a space, to any word that follows. The
 * words typed before the completed one are kept as typed.
 */
export function suggest(index: IndexReader, text: string): Suggestion[] {
  const words = textWords(text).slice(0, maxQueryWords);
  const typed = wordBeingTyped.exec(text);
  const typing = typed !== null && words.length > 0;
  const prefix = typing ? (words.at(-1)?.folded ?? '') : '';
  const before = typing ? words.slice(0, -1) : words;
  const kept = typing ? text.slice(0, typed.index) : `${text.trimEnd()} `;
  const found: Suggestion[] = [];
  const written = (word: number) => index.vocabulary.writtenOf(word);

  const previous = before.at(-1);
  if (previous) {
    const term = index.termOf(stemOf(previous.folded));
    if (term < 0) return [];
    for (const [word, count] of followers(index, term, prefix)) found.push({ text: `${kept}${written(word)}`, count });
  } else if (prefix) {
    const ranked = [...completions(index, prefix)]
      .map(([term, word]) => ({ term, word, count: index.suggestionCounts.termCount(term) }))
      .filter((completion) => completion.count > 0)
      .sort((a, b) => b.count - a.count || collator.compare(written(a.word), written(b.word)));
    for (const completion of ranked.slice(0, suggestionLimit)) found.push({ text: `${kept}${written(completion.word)}`, count: completion.count });
    for (const completion of ranked.slice(0, phrasesFrom.words)) {
      const after = followers(index, completion.term, '')
        .sort((a, b) => b[1] - a[1])
        .slice(0, phrasesFrom.each);
      for (const [word, count] of after) found.push({ text: `${kept}${written(completion.word)} ${written(word)}`, count });
    }
  }
  const seen = new Set<string>();
  return found
    .sort(byCountThenText)
    .filter((suggestion) => !seen.has(suggestion.text) && seen.add(suggestion.text))
    .slice(0, suggestionLimit);
}
