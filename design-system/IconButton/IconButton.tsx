import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> {
  /** What the button does, for screen readers and as its tooltip: 'Închide', 'Editează'. Required, since the button shows only an icon. */
  label: string;
  /** The icon, hidden from assistive technology. */
  children: ReactNode;
}

/** A button that shows only an icon; its name comes from `label`. */
export function IconButton({ label, children, ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={iconButton}>
      <span aria-hidden="true">{children}</span>
    </AriaButton>
  );
}
