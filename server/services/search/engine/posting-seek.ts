import { postingDoc } from './ranking';

/**
 * The first position at or after `from` in a posting list (postings ascend by document) whose
 * document is at least `doc`, or `length` when none is: found by galloping, so a walk that only
 * moves forward pays the log of each move, not the postings it passes.
 */
export function seekForward(values: Uint32Array, length: number, from: number, doc: number): number {
  if (from >= length || postingDoc(values[from] as number) >= doc) return from;
  let before = from;
  let jump = 1;
  let high = from + jump;
  while (high < length && postingDoc(values[high] as number) < doc) {
    before = high;
    jump *= 2;
    high = from + jump;
  }
  let low = before + 1;
  let to = Math.min(high, length - 1);
  if (low > to || postingDoc(values[to] as number) < doc) return length;
  while (low < to) {
    const middle = (low + to) >> 1;
    if (postingDoc(values[middle] as number) < doc) low = middle + 1;
    else to = middle;
  }
  return low;
}

/** The last position at or before `from` whose document is at most `doc`, or -1 when none is: `seekForward` walking towards older documents. */
export function seekBackward(values: Uint32Array, from: number, doc: number): number {
  if (from < 0 || postingDoc(values[from] as number) <= doc) return from;
  let after = from;
  let jump = 1;
  let low = from - jump;
  while (low >= 0 && postingDoc(values[low] as number) > doc) {
    after = low;
    jump *= 2;
    low = from - jump;
  }
  let start = Math.max(low, 0);
  let to = after - 1;
  if (to < start || postingDoc(values[start] as number) > doc) return -1;
  while (start < to) {
    const middle = (start + to + 1) >> 1;
    if (postingDoc(values[middle] as number) > doc) to = middle - 1;
    else start = middle;
  }
  return start;
}
