import { Fragment } from 'react';
import { mark } from './MarkedText.css';
import { segments, type TextMark } from './segments';

export type { TextMark } from './segments';

export interface MarkedTextProps {
  /** The text, shown as it is: it is never read as HTML. */
  text: string;
  /** The words to mark, by their place in `text`; marks out of the text or over another are left out. Defaults to none. */
  marks?: readonly TextMark[] | undefined;
}

/** A text with some of its words marked (`<mark>`), such as the words a search matched in a product's name (docs/product.md §2). */
export function MarkedText({ text, marks = [] }: MarkedTextProps) {
  if (marks.length === 0) return text;
  return segments(text, marks).map((segment, position) =>
    segment.marked ? (
      <mark key={position} className={mark}>
        {segment.text}
      </mark>
    ) : (
      <Fragment key={position}>{segment.text}</Fragment>
    ),
  );
}
