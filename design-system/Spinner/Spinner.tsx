import { ProgressBar } from 'react-aria-components';
import { ring, spinner } from './Spinner.css';

export interface SpinnerProps {
  /** What is loading, announced to screen readers. Defaults to 'Se încarcă…'. */
  label?: string;
  /** Shows the label next to the spinner as well as announcing it. Defaults to false. */
  showLabel?: boolean;
}

/** An indeterminate progress indicator on react-aria's ProgressBar (role progressbar, named). */
export function Spinner({ label = 'Se încarcă…', showLabel = false }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={spinner}>
      <span className={ring} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : null}
    </ProgressBar>
  );
}
