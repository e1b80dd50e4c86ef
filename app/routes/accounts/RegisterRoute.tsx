import { Alert, Button, Checkbox, Form, Link, PasswordField, TextArea, TextField } from '../../../design-system';
import { registrationSchema } from '../../../openapi/domain/account-rules';
import { Captcha } from '../../captcha/Captcha';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';

const t = screenTexts.register;

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

  if (form.succeeded) {
    return (
      <div className={layout.narrow}>
        <h1 className={layout.heading}>{t.title}</h1>
        <Alert tone="success">{t.success}</Alert>
        <Link href="/login">{screenTexts.login.title}</Link>
      </div>
    );
  }

  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <Form onSubmit={form.submit} aria-label={t.title}>
        <TextField label={t.username} autoComplete="username" {...form.field('username')} />
        <TextField label={t.email} inputMode="email" autoComplete="email" {...form.field('email')} />
        <TextField label={t.phone} type="tel" autoComplete="tel" description="07xxxxxxxx sau +407xxxxxxxx" {...form.field('phone')} />
        <TextField label={t.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={t.lastName} autoComplete="family-name" {...form.field('lastName')} />
        <TextField label={t.sellerName} autoComplete="organization" {...form.field('sellerName')} />
        <TextField label={t.sellerIdentifier} {...form.field('sellerIdentifier')} />
        <TextArea label={t.description} {...form.field('description')} />
        <PasswordField label={t.password} autoComplete="new-password" description={t.passwordHint} {...form.field('password')} />
        <PasswordField label={t.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
        <Checkbox
          isSelected={form.values.acceptTerms === true}
          isDisabled={form.pending}
          onChange={(value) => form.send({ type: 'field.changed', field: 'acceptTerms', value })}
        >
          {t.acceptTerms}
        </Checkbox>
        <Link href="/terms" isExternal>
          {t.termsLink}
        </Link>
        <Captcha {...form.captcha} />
        <Button type="submit" isPending={form.pending} isDisabled={form.pending || form.values.acceptTerms !== true}>
          {t.submit}
        </Button>
      </Form>
      <Link href="/login">{t.haveAccount}</Link>
    </div>
  );
}
