import { describe, expect, it } from 'vitest';
import { changeReaches, type AnswerShape } from './answer-reach';
import { listedProduct } from '../../testing/listed-product';
import type { ListedState } from './catalogue-changes';
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
    const shown = newest.shown[1] as ListedState;
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

  it('a full-text answer is reached only by products that may contain every word it requires', () => {
    const coffee: AnswerShape = { request: request({ name: 'cafea boabe' }), shown: [product()], words: ['cafea', 'boabe'] };
    expect(changeReaches(coffee, { after: product({ text: 'Zahăr plic Bax de 1000 plicuri București' }) })).toBe(false);
    expect(changeReaches(coffee, { after: product({ text: 'Cafea măcinată Pentru filtru Cluj-Napoca' }) })).toBe(false);
    // Stems keep their first two letters: "cafele boabă" may match, so it reaches.
    expect(changeReaches(coffee, { after: product({ text: 'Cafele în boabă Iași' }) })).toBe(true);
    // Diacritics and case are folded, and words are cut where letters meet digits.
    const cup: AnswerShape = { request: request({ name: 'CEASCA kg' }), shown: [], words: ['ceasca', 'kg'] };
    expect(changeReaches(cup, { after: product({ text: 'Ceașcă de 1.5kg Iași' }) })).toBe(true);
  });

  it('a text answer that cannot be judged word by word (a typo answer) is reached by any product its filters admit', () => {
    const typo: AnswerShape = { request: request({ name: 'cafae' }), shown: [product()] };
    expect(changeReaches(typo, { after: product({ text: 'Zahăr plic București' }) })).toBe(true);
  });

  it("a product page is reached only by changes to its product", () => {
    const page: AnswerShape = { request: undefined, shown: [product()] };
    expect(changeReaches(page, { after: product() })).toBe(false);
    expect(changeReaches(page, { before: page.shown[0] })).toBe(true);
  });
});
