import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  /** The visible label, which names the switch: 'Livrabil', 'În stoc'. */
  label: string;
}

/** An on/off switch on react-aria's Switch: a labelled checkbox with role switch. */
export function Switch({ label, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={switchRoot}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {label}
    </AriaSwitch>
  );
}
