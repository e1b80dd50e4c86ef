import { ring, spinner } from './Spinner.css';

export interface SpinnerProps {
  /** What is loading, announced to screen readers. Defaults to 'Se încarcă…'. */
  label?: string;
  /** Shows the label next to the spinner as well as announcing it. Defaults to false. */
  showLabel?: boolean;
}

/**
 * An indeterminate progress indicator: a named `progressbar` without a value, which is all
 * react-aria's ProgressBar renders when indeterminate. Written directly because that wrapper
 * brings a number formatter (2 kB gzip) the search screen's first load cannot afford.
 */
export function Spinner({ label = 'Se încarcă…', showLabel = false }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label} className={spinner}>
      <span className={ring} aria-hidden="true" />
      {showLabel ? <span aria-hidden="true">{label}</span> : null}
    </div>
  );
}
