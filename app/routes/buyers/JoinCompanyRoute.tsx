import { useSearchParams } from 'react-router';
import { Alert, PasswordField, TextField } from '../../../design-system';
import { joinCompanySchema } from '../../../openapi/domain/account-rules';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import { useForm } from '../../runtime/use-form';
import { AccountFormScreen } from '../../shell/AccountFormScreen';
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
  return (
    <AccountFormScreen
      title={t.title}
      lead={email && token ? <p className={layout.muted}>{t.lead(email)}</p> : <Alert>{t.missing}</Alert>}
      success={t.success}
      form={form}
      summaryFields={summaryFields}
      submitLabel={t.submit}
    >
      <TextField label={account.firstName} autoComplete="given-name" {...form.field('firstName')} />
      <TextField label={account.lastName} autoComplete="family-name" {...form.field('lastName')} />
      <TextField label={account.phone} type="tel" autoComplete="tel" description="07xxxxxxxx sau +407xxxxxxxx" {...form.field('phone')} />
      <TextField label={account.username} autoComplete="username" {...form.field('username')} />
      <PasswordField label={account.password} autoComplete="new-password" description={account.passwordHint} strength={strength} {...form.field('password')} />
      <PasswordField label={account.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
    </AccountFormScreen>
  );
}
