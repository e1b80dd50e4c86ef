import { stemmer } from '@orama/stemmers/romanian';

/** A word folded as the catalogue compares words: lower case, diacritics gone (ș, ş and s alike). */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text, folded: runs of letters and digits; everything else separates them. */
function foldedWords(text: string): string[] {
  return foldWord(text.normalize('NFKC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A run of letters and digits as written, with the marks on them: one word, nearly always; its place is the text's own. */
export const writtenRun = /[\p{L}\p{N}\p{M}]+/gu;

/** A word of a text as the catalogue compares it (`folded`) and as a person reads it (`written`: lower case, diacritics kept). */
export interface TextWord {
  folded: string;
  written: string;
}

/**
 * The words of a text, folded and as written, in order: the same folded words as
 * `foldedWords`, each with the lower-case form it was written in (`Ciocolată` → `ciocolata`,
 * `ciocolată`), which suggestions show.
 */
export function textWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const [run] of text.normalize('NFKC').matchAll(writtenRun)) words.push(...wordsWritten(run));
  return words;
}

const written = new Map<string, TextWord[]>();

/** The words one written run of letters holds (nearly always one), remembered: runs repeat from product to product. */
export function wordsWritten(run: string): TextWord[] {
  let words = written.get(run);
  if (words === undefined) {
    if (written.size >= maxRememberedStems) written.clear();
    const pieces = foldedWords(run);
    const lower = run.toLowerCase();
    words = pieces.map((folded) => ({ folded, written: pieces.length === 1 ? lower : folded }));
    written.set(run, words);
  }
  return words;
}

/** At most this many words of a search text count; the rest are ignored. */
export const maxQueryWords = 16;

/** A search text's words, folded; the last is the one being typed. */
export const queryWords = (text: string): string[] => foldedWords(text).slice(0, maxQueryWords);

const stems = new Map<string, string>();
/** Past this many remembered stems the memo starts again, so odd inputs cannot grow it for ever. */
const maxRememberedStems = 500_000;

/**
 * A folded word's Romanian stem: Snowball's Romanian stemmer, the one PostgreSQL's
 * `romanian_stem` runs (`cafea`, `cafele` → `caf`). Words are few and repeat, so each is
 * stemmed once.
 */
export function stemOf(folded: string): string {
  let stem = stems.get(folded);
  if (stem === undefined) {
    if (stems.size >= maxRememberedStems) stems.clear();
    stem = stemmer(folded);
    stems.set(folded, stem);
  }
  return stem;
}
