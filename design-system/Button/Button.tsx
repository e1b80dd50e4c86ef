import { useState, type Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** How much the button stands out: `primary` for the main action, `danger` for deleting. Defaults to `primary`. */
  variant?: ButtonVariants['variant'];
  /**
   * Keeps a disabled button in the tab order as `aria-disabled`, so a keyboard or screen-reader
   * user can reach it and hear why it is unavailable (give the reason with `aria-describedby`).
   * Defaults to false.
   */
  isFocusableWhenDisabled?: boolean;
  /** The button element, for a screen that moves focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button on react-aria's Button: keyboard, focus and the pending state come from it.
 *
 * A button never drops the focus it holds (WCAG 2.4.3). A pending button stays focusable, as
 * react-aria makes it, even when it is also disabled. A button disabled while it holds the
 * focus (the one just pressed, while the list it acts on reloads) stays focusable as
 * `aria-disabled` and ignores presses; a native `disabled` would throw the focus to `<body>`.
 * Once focus leaves it, it is disabled as asked (docs/decisions/018).
 */
export function Button({ variant = 'primary', isDisabled, isPending, isFocusableWhenDisabled = false, onFocusChange, ...props }: ButtonProps) {
  const [focused, setFocused] = useState(false);
  const holdsFocus = isDisabled === true && (focused || isFocusableWhenDisabled) && isPending !== true;
  const inert = holdsFocus
    ? { onPress: undefined, onPressStart: undefined, onPressEnd: undefined, onPressUp: undefined, onClick: undefined, type: 'button' as const }
    : {};
  return (
    <AriaButton
      {...props}
      {...inert}
      aria-disabled={holdsFocus ? true : props['aria-disabled']}
      isDisabled={isPending === true || holdsFocus ? false : isDisabled}
      isPending={isPending}
      onFocusChange={(isFocused) => {
        setFocused(isFocused);
        onFocusChange?.(isFocused);
      }}
      className={button({ variant })}
    />
  );
}
