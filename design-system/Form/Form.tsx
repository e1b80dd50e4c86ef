import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import { form } from './Form.css';

export interface FormProps {
  /** The fields and the submit button. */
  children: ReactNode;
  /** Called with the submit event once every field passes the browser's and react-aria's checks. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Server or machine errors by field name; each field shows its own and is marked invalid,
   * and focus goes to the first invalid field when a submit is refused.
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

/**
 * A form on react-aria's Form: errors are announced, and after a refused submit the keyboard goes
 * to the error summary or the first invalid field, whenever the refusal comes: at once (the
 * browser's checks), in the next frame (the screen's rules) or when the server answers.
 */
export function Form({ children, onSubmit, validationErrors, errorSummary, ...props }: FormProps) {
  // Stops watching the submitted form, once a refusal marks a field, the user types, or the form goes.
  const awaiting = useRef<(() => void) | null>(null);
  const stopAwaiting = () => {
    awaiting.current?.();
    awaiting.current = null;
  };
  useEffect(() => stopAwaiting, []);
  const focusFirstProblem = (form: HTMLFormElement): boolean => {
    const problem = errorSummary?.current ?? form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!problem) return false;
    stopAwaiting();
    problem.focus();
    return true;
  };
  return (
    <AriaForm
      {...props}
      className={form}
      validationBehavior="native"
      {...(validationErrors ? { validationErrors } : {})}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        stopAwaiting();
        // Someone typing again keeps the keyboard where it is, however late the refusal comes.
        let observer: MutationObserver | undefined;
        let watching = true;
        form.addEventListener('input', stopAwaiting);
        awaiting.current = () => {
          watching = false;
          observer?.disconnect();
          form.removeEventListener('input', stopAwaiting);
        };
        onSubmit(event);
        // The screen's rules mark fields after this render, the server's once it answers.
        requestAnimationFrame(() => {
          if (!watching || focusFirstProblem(form)) return;
          observer = new MutationObserver(() => focusFirstProblem(form));
          observer.observe(form, { subtree: true, childList: true, attributeFilter: ['aria-invalid'] });
        });
      }}
    >
      {children}
    </AriaForm>
  );
}
