import { describe, expect, it } from 'vitest';
import { segments } from './segments';

const joined = (text: string, marks: { start: number; length: number }[]) =>
  segments(text, marks)
    .map((segment) => segment.text)
    .join('');

describe('marking words of a text', () => {
  it('cuts the text into plain and marked runs, in order', () => {
    expect(segments('Merge cu o cafea bună.', [{ start: 11, length: 5 }])).toEqual([
      { text: 'Merge cu o ', marked: false },
      { text: 'cafea', marked: true },
      { text: ' bună.', marked: false },
    ]);
    expect(
      segments('Cafea cafele', [
        { start: 6, length: 6 },
        { start: 0, length: 5 },
      ]),
    ).toEqual([
      { text: 'Cafea', marked: true },
      { text: ' ', marked: false },
      { text: 'cafele', marked: true },
    ]);
  });

  it('drops a mark that leaves the text, is empty or overlaps, and never loses or repeats a letter', () => {
    const text = 'Șervețele albe';
    const wrong = [
      { start: 0, length: 9 },
      { start: 5, length: 3 },
      { start: 12, length: 9 },
      { start: 10, length: 0 },
      { start: -1, length: 2 },
    ];
    expect(segments(text, wrong).filter((segment) => segment.marked)).toEqual([{ text: 'Șervețele', marked: true }]);
    expect(joined(text, wrong)).toBe(text);
    expect(segments(text, [])).toEqual([{ text, marked: false }]);
  });
});
