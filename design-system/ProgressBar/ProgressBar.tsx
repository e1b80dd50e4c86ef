import { useId } from 'react';
import { label as labelStyle } from '../styles/field.css';
import { bar, fill, progress, row, sweepingFill } from './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing: 'Se importă produsele'. It names the progress bar. */
  label: string;
  value?: number | undefined;
  minValue?: number;
  maxValue?: number;
  /** The value as words, shown and announced instead of the percentage: '7.500 din 10.000'. */
  valueLabel?: string | undefined;
  /** A step of unknown size: no value is claimed, a band sweeps across. */
  isIndeterminate?: boolean;
}

const percent = new Intl.NumberFormat('ro-RO', { style: 'percent', maximumFractionDigits: 0 });

/**
 * Progress of known size (`value` between `minValue` and `maxValue`, 0–100 by default),
 * written as a Romanian percentage or as `valueLabel`; `isIndeterminate` shows a step of
 * unknown size within a longer piece of work (sending a file) with a sweeping band. The
 * `progressbar` role and its values are written directly, as the Spinner's are: react-aria's
 * ProgressBar brings a number formatter (2 kB gzip), and a component that two lazy screens
 * share lands in the search screen's first load.
 */
export function ProgressBar({ label, value = 0, minValue = 0, maxValue = 100, valueLabel, isIndeterminate = false }: ProgressBarProps) {
  const labelId = useId();
  const share = maxValue > minValue ? Math.min(1, Math.max(0, (value - minValue) / (maxValue - minValue))) : 0;
  const valueText = valueLabel ?? percent.format(share);
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      className={progress}
      {...(isIndeterminate ? {} : { 'aria-valuenow': value, 'aria-valuemin': minValue, 'aria-valuemax': maxValue, 'aria-valuetext': valueText })}
    >
      <div className={row}>
        <span id={labelId} className={labelStyle}>
          {label}
        </span>
        {isIndeterminate ? null : <span>{valueText}</span>}
      </div>
      <div className={bar} aria-hidden="true">
        {isIndeterminate ? <div className={sweepingFill} /> : <div className={fill} style={{ inlineSize: `${share * 100}%` }} />}
      </div>
    </div>
  );
}
