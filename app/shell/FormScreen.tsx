import type { ReactNode } from 'react';
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
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{title}</h1>
      {blocked ? (
        <Alert>{blocked}</Alert>
      ) : form.succeeded ? (
        <Alert tone="success">{success}</Alert>
      ) : (
        <>
          {lead ? <p className={layout.muted}>{lead}</p> : null}
          {failure ? <Alert>{failure}</Alert> : null}
          <Form onSubmit={form.submit} aria-label={title}>
            {children}
            <Button type="submit" isPending={form.pending} isDisabled={form.pending}>
              {submitLabel}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
