import type { Ref } from 'react';
import { counted } from './counted-problems';
import { item, link, list, summary, title } from './ErrorSummary.css';

export interface ErrorSummaryEntry {
  /** The field's `name`, which the entry's link leads to. */
  field: string;
  /** The field's label, as the form shows it. */
  label: string;
  /** What is wrong with it. */
  message: string;
}

export interface ErrorSummaryProps {
  /** Every problem of the form, in the order of its fields. Nothing is shown for none. */
  errors: readonly ErrorSummaryEntry[];
  /** The summary's box, which the form focuses after a refused submit. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Every problem of a refused form at once, above it (the GOV.UK error summary pattern): a
 * heading that counts them, then one link per field, which moves the focus to that field.
 * The form moves focus here after a refused submit, so a screen reader reads the whole list.
 */
export function ErrorSummary({ errors, ref }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const focusField = (field: string) => document.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus();
  return (
    <div ref={ref} tabIndex={-1} className={summary} aria-labelledby="rezumat-erori">
      <h2 id="rezumat-erori" className={title}>
        {counted(errors.length)}
      </h2>
      <ul className={list}>
        {errors.map((entry) => (
          <li key={entry.field} className={item}>
            <a
              href={`#${entry.field}`}
              className={link}
              onClick={(event) => {
                event.preventDefault();
                focusField(entry.field);
              }}
            >
              {entry.label}: {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
