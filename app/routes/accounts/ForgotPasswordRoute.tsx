import { TextField } from '../../../design-system';
import { forgotPasswordSchema } from '../../../openapi/domain/account-rules';
import { Captcha } from '../../captcha/Captcha';
import { accountTexts } from './account-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { FormScreen } from '../../shell/FormScreen';

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
    <FormScreen title={t.title} lead={t.lead} success={t.success} form={form} failure={form.failureMessage} submitLabel={t.submit}>
      <TextField label={t.email} inputMode="email" autoComplete="email" {...form.field('email')} />
      <Captcha {...form.captcha} />
    </FormScreen>
  );
}
