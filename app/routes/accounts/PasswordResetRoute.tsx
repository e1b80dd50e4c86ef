import { useSearchParams } from 'react-router';
import { PasswordField } from '../../../design-system';
import { passwordChangeSchema } from '../../../openapi/domain/account-rules';
import { ruleMessages } from '../../../openapi/domain/rule-messages';
import { delays } from '../../../machines/delays';
import { screenTexts } from '../../messages/screen-texts';
import { accountTexts } from './account-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import { FormScreen } from '../../shell/FormScreen';

const t = accountTexts.passwordReset;

/** A new password from the e-mailed link (/password-reset?email&token); login 2 s later. */
export default function PasswordResetRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const form = useForm({
    schema: passwordChangeSchema,
    initialValues: { password: '', confirmPassword: '' },
    blockedReason: email && token ? undefined : ruleMessages.resetLinkIncomplete,
    redirect: { to: '/login', afterMs: delays.passwordResetRedirect },
    successMessage: t.success,
    failureToast: true,
    submit: (values) => unwrap(clients.auth.POST('/api/profile/reset-password', { body: { email, token, password: values.password } })),
  });
  const strength = usePasswordStrength(form.values.password, [email]);
  return (
    <FormScreen
      title={t.title}
      blocked={form.snapshot.matches('blocked') ? ruleMessages.resetLinkIncomplete : undefined}
      success={t.success}
      form={form}
      failure={form.failureMessage}
      submitLabel={t.submit}
    >
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        description={screenTexts.register.passwordHint}
        strength={strength}
        {...form.field('password')}
      />
      <PasswordField label={t.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
    </FormScreen>
  );
}
