import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { label as labelStyle } from '../TextField/field.css';
import { bar, fill, progress, row } from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  /** What is progressing: 'Se importă produsele'. */
  label: string;
}

/**
 * Progress of known size (a value between `minValue` and `maxValue`, 0–100 by default) on
 * react-aria's ProgressBar, with the percentage written the Romanian way. For an unknown
 * duration use the Spinner.
 */
export function ProgressBar({ label, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={progress}>
      {({ percentage, valueText }) => (
        <>
          <div className={row}>
            <Label className={labelStyle}>{label}</Label>
            <span>{valueText}</span>
          </div>
          <div className={bar} aria-hidden="true">
            <div className={fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
