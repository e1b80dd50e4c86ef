import { Alert, Button, Form, PasswordField } from '../../../design-system';
import { passwordChangeWithCurrentSchema } from '../../../openapi/domain/account-rules';
import { delays } from '../../../machines/delays';
import { screenTexts } from '../../messages/screen-texts';
import { accountTexts } from './account-texts';
import { usePageTitle, useServices, useSignedInUsername } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import * as layout from '../../shell/screen.css';

const t = accountTexts.passwordChange;

/** Change the password while logged in, proving the current one; back to the profile 1 s later. */
export default function PasswordChangeRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const username = useSignedInUsername();
  const form = useForm({
    schema: passwordChangeWithCurrentSchema,
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    redirect: { to: '/profile', afterMs: delays.passwordChangeRedirect },
    successMessage: t.success,
    submit: (values) =>
      unwrap(
        clients.auth.PUT('/api/profile/{id}/change-password', {
          params: { path: { id: username } },
          body: { password: values.password, currentPassword: values.currentPassword },
        }),
      ),
  });
  const strength = usePasswordStrength(form.values.password, [username]);
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {form.succeeded ? <Alert tone="success">{t.success}</Alert> : null}
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <Form onSubmit={form.submit} aria-label={t.title}>
        <PasswordField label={t.currentPassword} autoComplete="current-password" {...form.field('currentPassword')} />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          description={screenTexts.register.passwordHint}
          strength={strength}
          {...form.field('password')}
        />
        <PasswordField label={t.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" isPending={form.pending} isDisabled={form.pending || form.succeeded}>
          {t.submit}
        </Button>
      </Form>
    </div>
  );
}
