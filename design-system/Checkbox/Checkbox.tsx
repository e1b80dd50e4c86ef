import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { description as descriptionStyle, error } from '../styles/field.css';
import { box, checkbox } from './Checkbox.css';
import { Icon } from '../Icon/Icon';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  /** The label, which names the checkbox; may hold a link, as the terms checkbox does. */
  children: ReactNode;
  /** What ticking it does, shown under it and read with it (`aria-describedby`). */
  description?: string | undefined;
  /** Why the box must be ticked, once a submit was refused; marks it invalid and describes it. */
  errorMessage?: string | undefined;
}

/** A checkbox on react-aria's Checkbox, such as accepting the terms before registering. */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description !== undefined ? descriptionId : undefined, errorMessage !== undefined ? errorId : undefined].filter(Boolean).join(' ');
  const control = (
    <AriaCheckbox
      {...props}
      isInvalid={errorMessage !== undefined || props.isInvalid}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
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
  if (!describedBy) return control;
  return (
    <div>
      {control}
      {description !== undefined ? (
        <p id={descriptionId} className={descriptionStyle}>
          {description}
        </p>
      ) : null}
      {errorMessage !== undefined ? (
        <p id={errorId} className={error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
