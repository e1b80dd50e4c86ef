/** A run of a text to mark, by its place in the text (UTF-16 code units, as JavaScript strings count). */
export interface TextMark {
  start: number;
  length: number;
}

export interface Segment {
  text: string;
  marked: boolean;
}

/**
 * The text cut into plain and marked runs, in order, which joined give the text back. Marks
 * are taken in order of their start; one that leaves the text, is empty or overlaps the one
 * before is dropped, so a wrong mark can never lose or repeat a letter.
 */
export function segments(text: string, marks: readonly TextMark[]): Segment[] {
  const result: Segment[] = [];
  let done = 0;
  for (const { start, length } of [...marks].sort((a, b) => a.start - b.start)) {
    const end = start + length;
    if (!Number.isInteger(start) || !Number.isInteger(length) || length < 1 || start < done || end > text.length) continue;
    if (start > done) result.push({ text: text.slice(done, start), marked: false });
    result.push({ text: text.slice(start, end), marked: true });
    done = end;
  }
  if (done < text.length) result.push({ text: text.slice(done), marked: false });
  return result;
}
