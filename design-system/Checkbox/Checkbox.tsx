import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { error } from '../styles/field.css';
import { box, checkbox } from './Checkbox.css';
import { Icon } from '../Icon/Icon';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  /** The label, which names the checkbox; may hold a link, as the terms checkbox does. */
  children: ReactNode;
  /** Why the box must be ticked, once a submit was refused; marks it invalid and describes it. */
  errorMessage?: string | undefined;
}

/** A checkbox on react-aria's Checkbox, such as accepting the terms before registering. */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const errorId = useId();
  const control = (
    <AriaCheckbox
      {...props}
      isInvalid={errorMessage !== undefined || props.isInvalid}
      {...(errorMessage !== undefined ? { 'aria-describedby': errorId } : {})}
      className={checkbox}
    >
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
  if (errorMessage === undefined) return control;
  return (
    <div>
      {control}
      <p id={errorId} className={error}>
        {errorMessage}
      </p>
    </div>
  );
}
