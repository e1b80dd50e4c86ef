import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('pagination (3 neighbours each side, first, last, ellipses)', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, 4, '…', 20]],
    [10, 20, [1, '…', 7, 8, 9, 10, 11, 12, 13, '…', 20]],
    [20, 20, [1, '…', 17, 18, 19, 20]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [1, 0, []],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(paginationItems(current, total)).toEqual(expected);
  });
});
