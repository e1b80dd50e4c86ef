import { describe, expect, it } from 'vitest';
import { ImportProgress } from './import-progress';

describe("a seller's import progress", () => {
  it('counts written rows per seller, and a later import of the same seller takes the count over', () => {
    const progress = new ImportProgress();
    const first = progress.start('ana', 100);
    first.advance(40);
    expect(progress.of('ana')).toEqual({ state: 'writing', written: 40, total: 100 });
    expect(progress.of('bob')).toEqual({ state: 'idle', written: 0, total: 0 });
    const second = progress.start('ana', 10);
    first.advance(60);
    first.end();
    expect(progress.of('ana')).toEqual({ state: 'writing', written: 0, total: 10 });
    second.end();
    expect(progress.of('ana')).toEqual({ state: 'idle', written: 0, total: 0 });
  });
});
