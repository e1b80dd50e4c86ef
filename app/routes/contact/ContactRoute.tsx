import { TextArea, TextField } from '../../../design-system';
import { contactSchema } from '../../../openapi/domain/account-rules';
import { Captcha } from '../../captcha/Captcha';
import { contactTexts } from './contact-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { staticPageHead } from '../../head/page-head';
import { headTexts } from '../../head/head-texts';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { FormScreen } from '../../shell/FormScreen';

const t = contactTexts;

/** The contact form with its captcha (docs/product.md §2, §5, §8). */
export default function ContactRoute() {
  usePageHead(staticPageHead(useSite(), 'contact'));
  const { clients } = useServices();
  const form = useForm({
    schema: contactSchema,
    requiresCaptcha: true,
    successMessage: t.success,
    initialValues: { name: '', email: '', message: '' },
    submit: (values, recaptchaToken) =>
      unwrap(
        clients.auth.POST('/api/contact', {
          body: { name: values.name, email: values.email, message: values.message, recaptchaToken },
        }),
      ),
  });
  const failure = form.failureMessage && (form.snapshot.context.failure?.code === 'USER_RECAPTCHA_IS_INVALID' ? form.failureMessage : t.failed);
  return (
    <FormScreen title={headTexts.pages.contact.title} lead={t.lead} success={t.success} form={form} failure={failure} submitLabel={t.submit}>
      <TextField label={t.name} autoComplete="name" {...form.field('name')} />
      <TextField label={t.email} inputMode="email" autoComplete="email" {...form.field('email')} />
      <TextArea label={t.message} rows={6} {...form.field('message')} />
      <Captcha {...form.captcha} />
    </FormScreen>
  );
}
