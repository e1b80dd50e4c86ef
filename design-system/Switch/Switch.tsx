import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { CountSuffix } from '../Select/CountSuffix';
import { switchRoot, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  /** The visible label, which names the switch: 'Livrabil', 'În stoc'. */
  label: string;
  /** How many results the switch turned on would show, after the label: 'Livrabil (42)'. */
  count?: number | undefined;
}

/** An on/off switch on react-aria's Switch: a labelled checkbox with role switch. */
export function Switch({ label, count, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={switchRoot}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {count === undefined ? (
        label
      ) : (
        // One inline run, so the space before the count stays in the name: "Livrabil (42)".
        <span>
          {label} <CountSuffix count={count} />
        </span>
      )}
    </AriaSwitch>
  );
}
