import { allCities } from '../../../openapi/domain/cities';
import type { CatalogueChange, ChangedProduct, ListedState } from './catalogue-changes';
import type { WordTerm } from './query-terms';
import { searchWords, type SearchRequest } from './search-plan';

/** What a remembered answer showed, enough to tell whether a change could alter it. */
export interface AnswerShape {
  /** The search asked; undefined for one product's page. */
  request: SearchRequest | undefined;
  /** The products shown, in order. */
  shown: readonly ListedState[];
  /**
   * For a full-text answer, what its text requires of a product's lexemes, word by word.
   * Absent when the text cannot be judged that way (a typo answer).
   */
  words?: readonly WordTerm[] | undefined;
}

/** Where a product stands against a page of results. */
type Place = 'absent' | 'before' | 'on' | 'after';

function admits(request: SearchRequest, state: ListedState): boolean {
  if (!state.isEnabled) return false;
  if (request.city !== allCities && state.city !== request.city) return false;
  if (request.owner && state.owner !== request.owner) return false;
  if (request.filter.includes('IN_STOCK') && !state.inStock) return false;
  if (request.filter.includes('DELIVERABLE') && !state.isDeliverable) return false;
  return true;
}

/** One change is judged against every remembered answer: its lexemes are gathered once. */
const lexemesOfState = new WeakMap<ChangedProduct, Set<string>>();
function lexemesOf(state: ChangedProduct): Set<string> {
  let lexemes = lexemesOfState.get(state);
  if (!lexemes) {
    lexemes = new Set(state.lexemes);
    lexemesOfState.set(state, lexemes);
  }
  return lexemes;
}

/**
 * Whether the product's search document meets every word's terms, as the text search would
 * find it. A product without an index row (no lexemes) is in no search.
 */
function holdsTerms(state: ChangedProduct, words: readonly WordTerm[]): boolean {
  const { lexemes } = state;
  if (!lexemes) return false;
  const held = lexemesOf(state);
  const someStartsWith = (prefix: string) => lexemes.some((lexeme) => lexeme.startsWith(prefix));
  return words.every((word) => word.lexemes.every((lexeme) => held.has(lexeme)) || (word.prefixes?.every(someStartsWith) ?? false));
}

/** A sort that can be judged here; relevance (text) cannot, so text answers are judged coarsely. */
function orderOf(request: SearchRequest): ((a: ListedState, b: ListedState) => number) | undefined {
  if (searchWords(request.name).length > 0) return undefined;
  const date = (state: ListedState) => Date.parse(state.updatedAt);
  switch (request.sort[0]) {
    case 'BY_PRICE_ASC':
      return (a, b) => a.price - b.price;
    case 'BY_PRICE_DESC':
      return (a, b) => b.price - a.price;
    case 'BY_DATE_ASC':
      return (a, b) => date(a) - date(b);
    default:
      return (a, b) => date(b) - date(a);
  }
}

/**
 * Where a product would stand: `before` or `after` only when it sorts strictly outside the
 * page (a tie could fall either side, so it counts as on it). Relevance is not judged here:
 * a product that matches a text search counts as on its page.
 */
function placeOf({ request, shown, words }: AnswerShape & { request: SearchRequest }, state: ChangedProduct): Place {
  if (!admits(request, state)) return 'absent';
  if (words && !holdsTerms(state, words)) return 'absent';
  const order = orderOf(request);
  const first = shown[0];
  const last = shown.at(-1);
  if (!order) return 'on';
  const beforePage = request.page > 0 ? 'before' : 'on';
  if (!first || !last) return beforePage;
  if (order(state, first) < 0) return beforePage;
  if (shown.length === request.perPage && order(state, last) > 0) return 'after';
  return 'on';
}

/**
 * Whether a committed change could make a remembered answer wrong. It errs towards yes: a
 * product shown, or one that could now be shown, or one whose move shifts a later page.
 */
export function changeReaches(answer: AnswerShape, change: CatalogueChange): boolean {
  if (change === 'everything') return true;
  const uuid = (change.before ?? change.after)?.uuid;
  if (answer.shown.some((state) => state.uuid === uuid)) return true;
  const { request } = answer;
  if (!request) return false;
  const search = { ...answer, request };
  const was = change.before ? placeOf(search, change.before) : 'absent';
  const is = change.after ? placeOf(search, change.after) : 'absent';
  return was === 'on' || is === 'on' || (was === 'before') !== (is === 'before');
}
