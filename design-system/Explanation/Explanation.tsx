import type { ReactNode } from 'react';
import { details, list, summary as summaryStyle } from './Explanation.css';
import { visuallyHidden } from '../styles/visually-hidden.css';

export interface ExplanationProps {
  /** The question the explanation answers, the line that opens it: 'De ce apare acest rezultat?'. */
  summary: string;
  /** What it is about, read after the question by screen readers only, so a page of them can be told apart: the product's name. */
  about?: string | undefined;
  /** The explanation, one sentence a line. */
  lines: readonly string[];
  /** What follows the lines, such as a link to where the whole story is told. */
  children?: ReactNode;
}

/**
 * A short explanation that opens under its question: the browser's own `details` and
 * `summary`, so Enter and Space open it, screen readers say whether it is open, and it costs no
 * script. Closed, its lines are hidden from everyone.
 */
export function Explanation({ summary, about, lines, children }: ExplanationProps) {
  return (
    <details className={details}>
      <summary className={summaryStyle}>
        {summary}
        {about ? <span className={visuallyHidden}> {about}</span> : null}
      </summary>
      <ul className={list}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </details>
  );
}
