import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Checkbox, ErrorSummary, Form, Link, PasswordField, TextField } from '../../../design-system';
import { joinCompanySchema } from '../../../openapi/domain/account-rules';
import { Captcha } from '../../captcha/Captcha';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import { useForm } from '../../runtime/use-form';
import { useSuccessFocus } from '../../shell/FormScreen';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';

const t = buyerTexts.join;
const account = screenTexts.register;

const summaryFields = [
  ['firstName', account.firstName],
  ['lastName', account.lastName],
  ['phone', account.phone],
  ['username', account.username],
  ['password', account.password],
  ['confirmPassword', account.confirmPassword],
  ['acceptTerms', account.acceptTermsShort],
] as const;

/** Someone invited to a buyer's company creates their account from the mailed link (/join-company, issue #50): active at once. */
export default function JoinCompanyRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const form = useForm({
    schema: joinCompanySchema,
    requiresCaptcha: true,
    successMessage: t.success,
    blockedReason: email && token ? undefined : t.missing,
    initialValues: { firstName: '', lastName: '', phone: '', username: '', password: '', confirmPassword: '', acceptTerms: false },
    submit: async (values, recaptchaToken) => {
      const { confirmPassword: _confirm, acceptTerms: _terms, ...person } = values;
      return unwrap(clients.auth.POST('/api/buyers/join', { body: { ...person, email, token, recaptchaToken } }));
    },
  });
  const strength = usePasswordStrength(form.values.password, [form.values.username, email, form.values.firstName, form.values.lastName]);
  const summary = useRef<HTMLDivElement>(null);
  const done = useSuccessFocus(form.succeeded);
  const problems = summaryFields.flatMap(([field, label]) => {
    const message = form.field(field).errorMessage;
    return message ? [{ field, label, message }] : [];
  });

  if (form.succeeded) {
    return (
      <div className={layout.narrow}>
        <h1 className={layout.heading}>{t.title}</h1>
        <div ref={done} tabIndex={-1} className={layout.focusTarget}>
          <Alert tone="success">{t.success}</Alert>
        </div>
        <Link href="/login">{screenTexts.login.title}</Link>
      </div>
    );
  }
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {email && token ? <p className={layout.muted}>{t.lead(email)}</p> : <Alert>{t.missing}</Alert>}
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <ErrorSummary ref={summary} errors={problems} />
      <Form onSubmit={form.submit} aria-label={t.title} errorSummary={summary}>
        <TextField label={account.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={account.lastName} autoComplete="family-name" {...form.field('lastName')} />
        <TextField label={account.phone} type="tel" autoComplete="tel" description="07xxxxxxxx sau +407xxxxxxxx" {...form.field('phone')} />
        <TextField label={account.username} autoComplete="username" {...form.field('username')} />
        <PasswordField
          label={account.password}
          autoComplete="new-password"
          description={account.passwordHint}
          strength={strength}
          {...form.field('password')}
        />
        <PasswordField label={account.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
        <Checkbox
          name="acceptTerms"
          isSelected={form.values.acceptTerms === true}
          isReadOnly={form.pending}
          errorMessage={form.field('acceptTerms').errorMessage}
          onChange={(value) => form.send({ type: 'field.changed', field: 'acceptTerms', value })}
        >
          {account.acceptTerms}
        </Checkbox>
        <Link href="/terms" isExternal>
          {account.termsLink}
        </Link>
        <Captcha {...form.captcha} />
        <Button type="submit" isPending={form.pending}>
          {t.submit}
        </Button>
      </Form>
    </div>
  );
}
