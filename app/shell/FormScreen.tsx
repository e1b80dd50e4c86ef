import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Form } from '../../design-system';
import * as layout from './screen.css';

export interface FormScreenProps {
  /** The page's heading, which also names the form. */
  title: string;
  /** A line under the heading, while the form shows. */
  lead?: string;
  /** Why the form cannot be used at all (a reset link without its token): shown instead of it. */
  blocked?: string | undefined;
  /** Shown instead of the form once it has succeeded. */
  success: string;
  /** The form's state, from `useForm`. */
  form: { succeeded: boolean; pending: boolean; submit: () => void };
  /** The failure to show above the form, in Romanian. */
  failure: string | undefined;
  /** The submit button's label. */
  submitLabel: string;
  /** The fields (and the captcha). */
  children: ReactNode;
}

/** A one-form page: heading, then the blocked reason, the success, or the lead, the failure and the form with its pending submit. */
export function FormScreen({ title, lead, blocked, success, form, failure, submitLabel, children }: FormScreenProps) {
  const done = useSuccessFocus(form.succeeded);
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{title}</h1>
      {blocked ? (
        <Alert>{blocked}</Alert>
      ) : form.succeeded ? (
        <div ref={done} tabIndex={-1} className={layout.focusTarget}>
          <Alert tone="success">{success}</Alert>
        </div>
      ) : (
        <>
          {lead ? <p className={layout.muted}>{lead}</p> : null}
          {failure ? <Alert>{failure}</Alert> : null}
          <Form onSubmit={form.submit} aria-label={title}>
            {children}
            <Button type="submit" isPending={form.pending}>
              {submitLabel}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}

/**
 * Once a form has succeeded it gives way to its success message, and takes the focused submit
 * button with it: the message takes the focus, so a screen reader reads it and focus is not
 * lost to `<body>` (decision 018). Returns the ref for the message's frame.
 */
export function useSuccessFocus(succeeded: boolean) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (succeeded) frame.current?.focus();
  }, [succeeded]);
  return frame;
}
