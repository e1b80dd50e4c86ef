import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** How much the button stands out: `primary` for the main action, `danger` for deleting. Defaults to `primary`. */
  variant?: ButtonVariants['variant'];
}

/** A button on react-aria's Button: keyboard, focus and the pending state come from it. */
export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={button({ variant })} />;
}
