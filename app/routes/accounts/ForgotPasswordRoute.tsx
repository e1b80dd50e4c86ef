import { Alert, Button, Form, TextField } from '../../../design-system';
import { forgotPasswordSchema } from '../../../openapi/domain/account-rules';
import { Captcha } from '../../captcha/Captcha';
import { accountTexts } from './account-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';

const t = accountTexts.forgotPassword;

/** Ask for a password-reset e-mail. The answer is the same whether the address exists or not. */
export default function ForgotPasswordRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const form = useForm({
    schema: forgotPasswordSchema,
    requiresCaptcha: true,
    initialValues: { email: '' },
    submit: (values, recaptchaToken) => unwrap(clients.auth.POST('/api/profile/forgot-password', { body: { email: values.email, recaptchaToken } })),
  });
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {form.succeeded ? (
        <Alert tone="success">{t.success}</Alert>
      ) : (
        <>
          <p className={layout.muted}>{t.lead}</p>
          {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
          <Form onSubmit={form.submit} aria-label={t.title}>
            <TextField label={t.email} inputMode="email" autoComplete="email" {...form.field('email')} />
            <Captcha {...form.captcha} />
            <Button type="submit" isPending={form.pending} isDisabled={form.pending}>
              {t.submit}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
