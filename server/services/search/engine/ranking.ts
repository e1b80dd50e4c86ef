/**
 * How search ranks its matches (decision 014), in one place, as MiniSearch keeps its tuning in
 * one options object.
 *
 * A document's score for a text is the sum, over the text's words, of the best
 * `field weight × match quality` among the terms that satisfy the word in it: the heaviest
 * field the term occurs in (name, brand, description, city), times how well the term meets the word
 * (its own stem, a word it begins, a word it nearly spells). Weights and qualities are small
 * integers, so a score is an exact sum whatever the order of its terms, and ties fall to the
 * newest document.
 *
 * The invariant the early stop rests on (`ordered-text-page.ts`): no document can score more
 * than `maxScore(ranking, words)`, every word met in the heaviest field by its best match.
 * A walk that has a full page of documents at that score can stop, whichever field is heaviest.
 */

/** Where a term occurs in a document: bits beside the document's number in a posting. */
export const inName = 1;
export const inDescription = 2;
export const inCity = 4;
/** The maker's brand (issue #48). */
export const inBrand = 8;

/** The bits a posting keeps for the fields, below the document's number: 2^28 documents fit above them. */
const fieldBits = 4;
const fieldMask = (1 << fieldBits) - 1;

/** A posting: the document's number and the fields the term occurs in, packed in one 32-bit integer. */
export const postingOf = (doc: number, fields: number): number => (doc << fieldBits) | fields;
/** The document a posting names. */
export const postingDoc = (posting: number): number => posting >>> fieldBits;
/** The fields a posting's term occurs in (`inName | inDescription | inCity | inBrand`). */
export const postingFields = (posting: number): number => posting & fieldMask;

/** The tuning of search's ranking. */
export interface Ranking {
  /** How much a term counts in each field. */
  readonly weights: { readonly name: number; readonly brand: number; readonly description: number; readonly city: number };
  /** How well a term meets a word, out of 10: its own stem, a word it begins (the word still being typed), a word it nearly spells. */
  readonly qualities: { readonly exact: number; readonly prefix: number; readonly typo: number };
  /**
   * While a word is being typed it may begin many words; only this many of them count, the
   * ones most documents hold. `ca` then finds cafea, cartofi, cașcaval… but not every rare
   * word that starts with `ca`.
   */
  readonly prefixTermLimit: number;
}

/**
 * The catalogue's ranking: a name counts most, then the brand (a buyer who types a brand means
 * it), then the description, then the city (as PostgreSQL's weights A, B, C did).
 */
export const catalogueRanking: Ranking = {
  weights: { name: 10, brand: 8, description: 4, city: 2 },
  qualities: { exact: 10, prefix: 8, typo: 5 },
  prefixTermLimit: 50,
};

/**
 * The weight of each combination of field bits (0 to 15): the heaviest field present. A table,
 * read in the posting loops, rather than a branch per posting.
 */
export function fieldWeights(ranking: Ranking): Uint8Array {
  const table = new Uint8Array(fieldMask + 1);
  for (let fields = 0; fields <= fieldMask; fields += 1) {
    table[fields] = Math.max(
      fields & inName ? ranking.weights.name : 0,
      fields & inDescription ? ranking.weights.description : 0,
      fields & inCity ? ranking.weights.city : 0,
      fields & inBrand ? ranking.weights.brand : 0,
    );
  }
  return table;
}

/** The best score any document can have for these words: each met in the heaviest field by its best match. */
export function maxScore(ranking: Ranking, words: readonly { qualities: readonly number[] }[]): number {
  const heaviest = Math.max(ranking.weights.name, ranking.weights.brand, ranking.weights.description, ranking.weights.city);
  return words.reduce((sum, word) => sum + heaviest * Math.max(...word.qualities), 0);
}
