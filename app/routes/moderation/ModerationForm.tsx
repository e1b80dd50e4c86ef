import type { ReactNode } from 'react';
import { Alert, Button, Form } from '../../../design-system';

export interface ModerationFormProps {
  /** The form's accessible name. */
  label: string;
  /** The form's state, from `useForm`. */
  form: { pending: boolean; submit: () => void; failureMessage: string | undefined };
  submitLabel: string;
  children: ReactNode;
}

/** A form inside a moderation list: its server failure above the fields, then the fields and its pending submit. */
export function ModerationForm({ label, form, submitLabel, children }: ModerationFormProps) {
  return (
    <Form onSubmit={form.submit} aria-label={label}>
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      {children}
      <Button type="submit" isPending={form.pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
