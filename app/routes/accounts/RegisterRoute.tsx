import { useRef } from 'react';
import { Alert, Button, Checkbox, ErrorSummary, Form, Link, PasswordField, TextArea, TextField } from '../../../design-system';
import { registrationSchema } from '../../../openapi/domain/account-rules';
import { Captcha } from '../../captcha/Captcha';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import { useForm } from '../../runtime/use-form';
import { useSuccessFocus } from '../../shell/FormScreen';
import * as layout from '../../shell/screen.css';

const t = screenTexts.register;

/** The fields in the order the form shows them, with the labels the error summary names them by. */
const summaryFields = [
  ['username', t.username],
  ['email', t.email],
  ['phone', t.phone],
  ['firstName', t.firstName],
  ['lastName', t.lastName],
  ['sellerName', t.sellerName],
  ['sellerIdentifier', t.sellerIdentifier],
  ['description', t.description],
  ['password', t.password],
  ['confirmPassword', t.confirmPassword],
  ['acceptTerms', t.acceptTermsShort],
] as const;

/** Create an account (docs/product.md §2, §5); activation follows by e-mail. */
export default function RegisterRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const form = useForm({
    schema: registrationSchema,
    requiresCaptcha: true,
    successMessage: t.success,
    initialValues: {
      username: '',
      email: '',
      phone: '',
      firstName: '',
      lastName: '',
      sellerName: '',
      sellerIdentifier: '',
      description: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    submit: async (values, recaptchaToken) => {
      const { confirmPassword: _confirm, acceptTerms: _terms, ...profile } = values;
      return unwrap(clients.auth.POST('/api/profile', { body: { ...profile, recaptchaToken } }));
    },
  });

  const { username, email, firstName, lastName, sellerName } = form.values;
  const strength = usePasswordStrength(form.values.password, [username, email, firstName, lastName, sellerName]);
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
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <ErrorSummary ref={summary} errors={problems} />
      <Form onSubmit={form.submit} aria-label={t.title} errorSummary={summary}>
        <TextField label={t.username} autoComplete="username" {...form.field('username')} />
        <TextField label={t.email} inputMode="email" autoComplete="email" {...form.field('email')} />
        <TextField label={t.phone} type="tel" autoComplete="tel" description="07xxxxxxxx sau +407xxxxxxxx" {...form.field('phone')} />
        <TextField label={t.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={t.lastName} autoComplete="family-name" {...form.field('lastName')} />
        <TextField label={t.sellerName} autoComplete="organization" {...form.field('sellerName')} />
        <TextField label={t.sellerIdentifier} {...form.field('sellerIdentifier')} />
        <TextArea label={t.description} {...form.field('description')} />
        <PasswordField label={t.password} autoComplete="new-password" description={t.passwordHint} strength={strength} {...form.field('password')} />
        <PasswordField label={t.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
        <Checkbox
          name="acceptTerms"
          isSelected={form.values.acceptTerms === true}
          isReadOnly={form.pending}
          errorMessage={form.field('acceptTerms').errorMessage}
          onChange={(value) => form.send({ type: 'field.changed', field: 'acceptTerms', value })}
        >
          {t.acceptTerms}
        </Checkbox>
        <Link href="/terms" isExternal>
          {t.termsLink}
        </Link>
        <Captcha {...form.captcha} />
        <Button type="submit" isPending={form.pending}>
          {t.submit}
        </Button>
      </Form>
      <Link href="/register-buyer">{t.buyerInstead}</Link>
      <Link href="/login">{t.haveAccount}</Link>
    </div>
  );
}
