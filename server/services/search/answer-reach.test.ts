import { describe, expect, it } from 'vitest';
import { changeReaches, type AnswerShape } from './answer-reach';
import { listedProduct } from '../../testing/listed-product';
import type { ChangedProduct } from './catalogue-changes';
import type { SearchRequest } from './search-plan';

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({ name: '', city: 'Toate', page: 0, perPage: 3, filter: [], sort: [], ...overrides });

const product = listedProduct;
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** Three products, newest first: the first page of "newest" over a larger catalogue. */
const newest: AnswerShape = { request: request(), shown: [product({ updatedAt: at(20) }), product({ updatedAt: at(18) }), product({ updatedAt: at(16) })] };

describe('which changes reach a remembered search answer', () => {
  it('every answer is reached by a change to everything', () => {
    expect(changeReaches(newest, 'everything')).toBe(true);
  });

  it('a product shown is reached by any change to it, even one that keeps its place', () => {
    const shown = newest.shown[1] as ChangedProduct;
    expect(changeReaches(newest, { before: shown, after: { ...shown, price: 99 } })).toBe(true);
    expect(changeReaches(newest, { before: shown })).toBe(true);
  });

  it('a product that now sorts onto the page reaches it; one that stays behind it does not', () => {
    expect(changeReaches(newest, { after: product({ updatedAt: at(21) }) })).toBe(true);
    expect(changeReaches(newest, { after: product({ updatedAt: at(17) }) })).toBe(true);
    expect(changeReaches(newest, { after: product({ updatedAt: at(10) }) })).toBe(false);
    expect(changeReaches(newest, { before: product({ updatedAt: at(9) }), after: product({ updatedAt: at(10) }) })).toBe(false);
  });

  it('a tie with the last row shown counts as on the page', () => {
    expect(changeReaches(newest, { after: product({ updatedAt: at(16) }) })).toBe(true);
  });

  it('a page that is not full takes any product the filters admit', () => {
    const short: AnswerShape = { request: request(), shown: newest.shown.slice(0, 2) };
    expect(changeReaches(short, { after: product({ updatedAt: at(1) }) })).toBe(true);
  });

  it('a product the filters refuse, before and after, reaches nothing', () => {
    const inCluj: AnswerShape = { request: request({ city: 'Cluj-Napoca' }), shown: [] };
    expect(changeReaches(inCluj, { after: product({ city: 'Iași' }) })).toBe(false);
    expect(changeReaches(inCluj, { after: product({ city: 'Cluj-Napoca' }) })).toBe(true);
    const inStock: AnswerShape = { request: request({ filter: ['IN_STOCK', 'DELIVERABLE'] }), shown: [] };
    expect(changeReaches(inStock, { after: product({ inStock: false }) })).toBe(false);
    expect(changeReaches(inStock, { after: product({ isDeliverable: false }) })).toBe(false);
    expect(changeReaches(inStock, { after: product({ isEnabled: false }) })).toBe(false);
    const owned: AnswerShape = { request: request({ owner: 'b0000000-0000-4000-8000-000000000002' }), shown: [] };
    expect(changeReaches(owned, { after: product() })).toBe(false);
  });

  it('a product leaving the filters reaches a page it was on or ahead of', () => {
    const page2: AnswerShape = { request: request({ page: 1 }), shown: newest.shown };
    expect(changeReaches(page2, { before: product({ updatedAt: at(25) }), after: product({ updatedAt: at(25), isEnabled: false }) })).toBe(true);
  });

  it('on a later page, a move ahead of the page leaves it alone; a move past it shifts it', () => {
    const page2: AnswerShape = { request: request({ page: 1 }), shown: newest.shown };
    expect(changeReaches(page2, { before: product({ updatedAt: at(24) }), after: product({ updatedAt: at(25) }) })).toBe(false);
    expect(changeReaches(page2, { before: product({ updatedAt: at(24) }), after: product({ updatedAt: at(2) }) })).toBe(true);
    expect(changeReaches(page2, { after: product({ updatedAt: at(25) }) })).toBe(true);
  });

  it('orders by price when asked', () => {
    const cheapest: AnswerShape = { request: request({ sort: ['BY_PRICE_ASC'] }), shown: [product({ price: 1 }), product({ price: 2 }), product({ price: 3 })] };
    expect(changeReaches(cheapest, { after: product({ price: 2.5 }) })).toBe(true);
    expect(changeReaches(cheapest, { after: product({ price: 80 }) })).toBe(false);
    const dearest: AnswerShape = { request: request({ sort: ['BY_PRICE_DESC'] }), shown: [product({ price: 300 }), product({ price: 200 }), product({ price: 100 })] };
    expect(changeReaches(dearest, { after: product({ price: 80 }) })).toBe(false);
    expect(changeReaches(dearest, { after: product({ price: 150 }) })).toBe(true);
  });

  it('a text search is reached by any product its filters admit, since relevance is not judged here', () => {
    const text: AnswerShape = { request: request({ name: 'cafea', sort: ['BY_PRICE_ASC'] }), shown: [product({ price: 1 }), product({ price: 2 }), product({ price: 3 })] };
    expect(changeReaches(text, { after: product({ price: 900 }) })).toBe(true);
    expect(changeReaches({ ...text, request: request({ name: 'cafea', city: 'Iași' }) }, { after: product() })).toBe(false);
  });

  it('a full-text answer is reached only by products whose lexemes meet every word it requires', () => {
    // "cafea boabe" as ro_unaccent stems it; the last word may also be a prefix still being typed.
    const coffee: AnswerShape = { request: request({ name: 'cafea boabe' }), shown: [product()], words: [{ lexemes: ['caf'] }, { lexemes: ['boab'], prefixes: ['boabe'] }] };
    expect(changeReaches(coffee, { after: product({ lexemes: ['1000', 'bax', 'bucurest', 'de', 'plic', 'plicur', 'zahar'] }) })).toBe(false);
    expect(changeReaches(coffee, { after: product({ lexemes: ['caf', 'cluj', 'filtru', 'macin', 'napoc', 'pentru'] }) })).toBe(false);
    // "Cafele în boabă": other forms of the same words, the same stems.
    expect(changeReaches(coffee, { after: product({ lexemes: ['boab', 'caf', 'ias', 'in'] }) })).toBe(true);
    // A word sharing only its first letters with the query's does not match it.
    expect(changeReaches(coffee, { after: product({ lexemes: ['boabel', 'cafetier'] }) })).toBe(false);
    // The word being typed matches as a prefix: "boabele" holds "boabe".
    expect(changeReaches(coffee, { after: product({ lexemes: ['boabel', 'caf'] }) })).toBe(true);
    // A word with several lexemes ("1.5kg") needs them all.
    const cup: AnswerShape = { request: request({ name: 'ceasca 1.5kg' }), shown: [], words: [{ lexemes: ['ceasc'] }, { lexemes: ['1.5', 'kg'], prefixes: ['1.5kg'] }] };
    expect(changeReaches(cup, { after: product({ lexemes: ['1.5', 'ceasc', 'de', 'ias', 'kg'] }) })).toBe(true);
    expect(changeReaches(cup, { after: product({ lexemes: ['ceasc', 'kg'] }) })).toBe(false);
  });

  it('a product with no index row was in no text answer', () => {
    const coffee: AnswerShape = { request: request({ name: 'cafea' }), shown: [], words: [{ lexemes: ['caf'], prefixes: ['cafea'] }] };
    expect(changeReaches(coffee, { before: product({ lexemes: undefined }) })).toBe(false);
  });

  it('a text answer that cannot be judged word by word (a typo answer) is reached by any product its filters admit', () => {
    const typo: AnswerShape = { request: request({ name: 'cafae' }), shown: [product()] };
    expect(changeReaches(typo, { after: product({ lexemes: ['bucurest', 'plic', 'zahar'] }) })).toBe(true);
  });

  it("a product page is reached only by changes to its product", () => {
    const shown = product();
    const page: AnswerShape = { request: undefined, shown: [shown] };
    expect(changeReaches(page, { after: product() })).toBe(false);
    expect(changeReaches(page, { before: shown })).toBe(true);
  });
});
