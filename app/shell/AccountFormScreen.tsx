import { useRef, type ReactNode } from 'react';
import { Alert, Button, Checkbox, ErrorSummary, Form, Link } from '../../design-system';
import { Captcha, type CaptchaProps } from '../captcha/Captcha';
import { screenTexts } from '../messages/screen-texts';
import { useSuccessFocus } from './FormScreen';
import * as layout from './screen.css';

const texts = screenTexts.register;

/** What the screen reads of `useForm`'s answer: the fields' messages, the terms' value, the captcha and the submit. */
interface AccountForm {
  succeeded: boolean;
  pending: boolean;
  failureMessage: string | undefined;
  values: { acceptTerms?: unknown };
  captcha: CaptchaProps;
  submit: () => void;
  field(name: string): { errorMessage?: string | undefined };
  send(event: { type: 'field.changed'; field: 'acceptTerms'; value: boolean }): void;
}

export interface AccountFormScreenProps {
  /** The page's heading, which also names the form. */
  title: string;
  /** What shows between the heading and the form: a line, or why the form cannot be used. */
  lead?: ReactNode;
  /** Shown instead of the form once the account is created. */
  success: string;
  form: AccountForm;
  /** The fields in the order the form shows them, with the labels the error summary names them by. */
  summaryFields: readonly (readonly [string, string])[];
  submitLabel: string;
  /** The fields before the terms. */
  children: ReactNode;
  /** The links under the form (the other kind of account, the login). */
  links?: ReactNode;
}

/**
 * A page that creates an account (docs/product.md §2, §5): the error summary over the fields,
 * the terms to accept, the captcha and the submit; once created, the success takes the focus
 * and offers the login.
 */
export function AccountFormScreen({ title, lead, success, form, summaryFields, submitLabel, children, links }: AccountFormScreenProps) {
  const summary = useRef<HTMLDivElement>(null);
  const done = useSuccessFocus(form.succeeded);
  if (form.succeeded) {
    return (
      <div className={layout.narrow}>
        <h1 className={layout.heading}>{title}</h1>
        <div ref={done} tabIndex={-1} className={layout.focusTarget}>
          <Alert tone="success">{success}</Alert>
        </div>
        <Link href="/login">{screenTexts.login.title}</Link>
      </div>
    );
  }
  const problems = summaryFields.flatMap(([field, label]) => {
    const message = form.field(field).errorMessage;
    return message ? [{ field, label, message }] : [];
  });
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{title}</h1>
      {lead}
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <ErrorSummary ref={summary} errors={problems} />
      <Form onSubmit={form.submit} aria-label={title} errorSummary={summary}>
        {children}
        <Checkbox
          name="acceptTerms"
          isSelected={form.values.acceptTerms === true}
          isReadOnly={form.pending}
          errorMessage={form.field('acceptTerms').errorMessage}
          onChange={(value) => form.send({ type: 'field.changed', field: 'acceptTerms', value })}
        >
          {texts.acceptTerms}
        </Checkbox>
        <Link href="/terms" isExternal>
          {texts.termsLink}
        </Link>
        <Captcha {...form.captcha} />
        <Button type="submit" isPending={form.pending}>
          {submitLabel}
        </Button>
      </Form>
      {links}
    </div>
  );
}
