import { Link, PasswordField, TextArea, TextField } from '../../../design-system';
import { registrationSchema } from '../../../openapi/domain/account-rules';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import { useForm } from '../../runtime/use-form';
import { AccountFormScreen } from '../../shell/AccountFormScreen';

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
  return (
    <AccountFormScreen
      title={t.title}
      success={t.success}
      form={form}
      summaryFields={summaryFields}
      submitLabel={t.submit}
      links={
        <>
          <Link href="/register-buyer">{t.buyerInstead}</Link>
          <Link href="/login">{t.haveAccount}</Link>
        </>
      }
    >
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
    </AccountFormScreen>
  );
}
