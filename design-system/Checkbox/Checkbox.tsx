import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { box, checkbox } from './Checkbox.css';
import { Icon } from '../Icon/Icon';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  /** The label, which names the checkbox; may hold a link, as the terms checkbox does. */
  children: ReactNode;
}

/** A checkbox on react-aria's Checkbox, such as accepting the terms before registering. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={checkbox}>
      {({ isSelected }) => (
        <>
          <span className={box} aria-hidden="true">
            {isSelected ? <Icon name="check" /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
