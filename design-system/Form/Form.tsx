import type { FormEvent, ReactNode, RefObject } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import { form } from './Form.css';

export interface FormProps {
  /** The fields and the submit button. */
  children: ReactNode;
  /** Called with the submit event once every field passes the browser's and react-aria's checks. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Server or machine errors by field name; each field shows its own and is marked invalid,
   * and react-aria moves focus to the first invalid field on submit.
   */
  validationErrors?: Record<string, string>;
  /** The form's accessible name, when no heading names it. */
  'aria-label'?: string;
  /**
   * The form's error summary (`ErrorSummary`): when it shows after a refused submit, focus goes
   * to it, so every problem is read at once, instead of to the first invalid field.
   */
  errorSummary?: RefObject<HTMLElement | null>;
}

/** A form on react-aria's Form: errors are announced, and focus goes to the first invalid field. */
export function Form({ children, onSubmit, validationErrors, errorSummary, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      className={form}
      validationBehavior="native"
      {...(validationErrors ? { validationErrors } : {})}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        onSubmit(event);
        // Rules checked by the screen's machine mark fields invalid after this render: the
        // keyboard goes to the first of them, as it does for the browser's own checks.
        requestAnimationFrame(() => (errorSummary?.current ?? form.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus());
      }}
    >
      {children}
    </AriaForm>
  );
}
