import type { IndexReader } from './index-reader';
import type { WordMatch } from './index-query';
import { stemOf } from './text-analysis';

/** A word shorter than this is not corrected: too many words are one edit from it. */
const typoMinLength = 4;
/** Words of this length or more may be two edits off; shorter ones one. */
const twoEditsFrom = 8;
/** A word of digits alone this long is a code (a barcode, an article number): met as typed, never as a typo (issue #48). */
const codeLength = 6;
const isCode = (word: string): boolean => word.length >= codeLength && /^\d+$/.test(word);

/**
 * What satisfies one word of a search text. Its own stem (`cafele` → `caf`) always does;
 * the last word, still being typed, also satisfies words that begin with it (two letters or
 * more; the `prefixTermLimit` most frequent, decision 014); a word that matches nothing is read as a typo of the nearest words in the index,
 * unless the search is `exact`, and the answer names the likeliest of them (fewest edits, then
 * most products). Undefined when nothing could satisfy it.
 */
export function matchWord(index: IndexReader, word: string, last: boolean, exact = false): WordMatch | undefined {
  const { qualities, prefixTermLimit } = index.ranking;
  const quality = new Map<number, number>();
  const exactTerm = index.termOf(stemOf(word));
  if (exactTerm >= 0) quality.set(exactTerm, qualities.exact);
  if (last && word.length >= 2) {
    const begun = index.vocabulary
      .termsWithPrefix(word)
      .filter((term) => !quality.has(term))
      .sort((a, b) => index.frequency(b) - index.frequency(a))
      .slice(0, prefixTermLimit);
    for (const term of begun) quality.set(term, qualities.prefix);
  }
  if (quality.size === 0 && !exact && word.length >= typoMinLength && !isCode(word)) {
    const near = index.vocabulary
      .wordsNear(word, word.length >= twoEditsFrom ? 2 : 1)
      .filter((candidate) => index.frequency(candidate.term) > 0)
      .sort((a, b) => a.edits - b.edits || index.frequency(b.term) - index.frequency(a.term) || (a.word < b.word ? -1 : 1));
    for (const candidate of near) quality.set(candidate.term, qualities.typo);
    if (near[0]) return { terms: [...quality.keys()], qualities: [...quality.values()], correctedTo: near[0].word };
  }
  if (quality.size === 0) return undefined;
  return { terms: [...quality.keys()], qualities: [...quality.values()] };
}
