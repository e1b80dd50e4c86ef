import { useSearchParams } from 'react-router';
import { Alert, Button, Form, PasswordField } from '../../../design-system';
import { passwordChangeSchema } from '../../../openapi/domain/account-rules';
import { ruleMessages } from '../../../openapi/domain/field-rules';
import { delays } from '../../../machines/delays';
import { screenTexts } from '../../messages/screen-texts';
import { accountTexts } from './account-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';

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
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {form.snapshot.matches('blocked') ? (
        <Alert>{ruleMessages.resetLinkIncomplete}</Alert>
      ) : form.succeeded ? (
        <Alert tone="success">{t.success}</Alert>
      ) : (
        <>
          {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
          <Form onSubmit={form.submit} aria-label={t.title}>
            <PasswordField label={t.password} autoComplete="new-password" description={screenTexts.register.passwordHint} {...form.field('password')} />
            <PasswordField label={t.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
            <Button type="submit" isPending={form.pending} isDisabled={form.pending}>
              {t.submit}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
