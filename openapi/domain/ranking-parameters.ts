import type { components } from '../generated/search';

/**
 * What the site tells its users about how search orders its results (issue #51, P2B Regulation
 * Art. 5; docs/product.md §7): the page "Cum ordonăm rezultatele" and each result's "De ce apare
 * acest rezultat?" are written from these, and a server test holds them to the engine's own
 * ranking (`server/services/search/engine/ranking.ts`) and to what its searches answer.
 */

/** A product field a search's words are looked for in, as a search's answer names it (`ProductMatches`). */
export type RankedField = 'name' | 'brand' | 'description' | 'city';

/** The fields, the one a matched word counts most in first. */
export const rankedFields: readonly RankedField[] = ['name', 'brand', 'description', 'city'];

/** How a field is named in a sentence: "în numele produsului". */
export const fieldNames: Record<RankedField, string> = {
  name: 'numele produsului',
  brand: 'marcă',
  description: 'descriere',
  city: 'oraș',
};

/** How a product's word meets a search word (`MatchedWord.kind`). */
export type MatchKind = components['schemas']['MatchedWord']['kind'];

/** The ways a word can match, the one that counts most first. */
export const matchKinds: readonly MatchKind[] = ['stem', 'prefix', 'correction'];

/** What each way of matching means, after the word: "«cafele» (aceeași rădăcină)". */
export const matchKindNames: Record<MatchKind, string> = {
  stem: 'același cuvânt sau aceeași rădăcină',
  prefix: 'cuvânt început în căutare',
  correction: 'corectura unei greșeli de scriere',
};

/** Two results that count the same come in this order. */
export const tieOrder = 'newest' as const;

/** Nothing a seller pays for, or anything else outside these parameters, moves a result. */
export const paidPlacement = false as const;
