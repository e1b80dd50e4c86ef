import { describe, expect, it } from 'vitest';
import { nextPosition } from './grid-keys';

const extent = { rows: 100, cols: 14, pageRows: 10 };

describe('grid keys (the ARIA grid pattern)', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(nextPosition('ArrowRight', false, { row: 5, col: 3 }, extent)).toEqual({ row: 5, col: 4 });
    expect(nextPosition('ArrowLeft', false, { row: 5, col: 0 }, extent)).toEqual({ row: 5, col: 0 });
    expect(nextPosition('ArrowDown', false, { row: 99, col: 2 }, extent)).toEqual({ row: 99, col: 2 });
    expect(nextPosition('ArrowUp', false, { row: 5, col: 2 }, extent)).toEqual({ row: 4, col: 2 });
    expect(nextPosition('ArrowRight', false, { row: 5, col: 13 }, extent)).toEqual({ row: 5, col: 13 });
  });

  it('goes to the row’s ends with Home and End, and the grid’s with Ctrl', () => {
    expect(nextPosition('Home', false, { row: 5, col: 7 }, extent)).toEqual({ row: 5, col: 0 });
    expect(nextPosition('End', false, { row: 5, col: 7 }, extent)).toEqual({ row: 5, col: 13 });
    expect(nextPosition('Home', true, { row: 50, col: 7 }, extent)).toEqual({ row: 0, col: 0 });
    expect(nextPosition('End', true, { row: 5, col: 7 }, extent)).toEqual({ row: 99, col: 13 });
  });

  it('moves a screenful with PageDown and PageUp', () => {
    expect(nextPosition('PageDown', false, { row: 5, col: 1 }, extent)).toEqual({ row: 15, col: 1 });
    expect(nextPosition('PageDown', false, { row: 95, col: 1 }, extent)).toEqual({ row: 99, col: 1 });
    expect(nextPosition('PageUp', false, { row: 5, col: 1 }, extent)).toEqual({ row: 0, col: 1 });
  });

  it('leaves every other key to the cell (Enter and F2 edit, Tab leaves the grid)', () => {
    for (const key of ['Enter', 'F2', 'Tab', 'Escape', 'a', ' ']) expect(nextPosition(key, false, { row: 1, col: 1 }, extent)).toBeUndefined();
  });
});
