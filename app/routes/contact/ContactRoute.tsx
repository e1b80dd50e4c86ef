import { Alert, Button, Form, TextArea, TextField } from '../../../design-system';
import { contactSchema } from '../../../openapi/domain/account-rules';
import { Captcha } from '../../captcha/Captcha';
import { contactTexts } from './contact-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';

const t = contactTexts;

/** The contact form with its captcha (docs/product.md §2, §5, §8). */
export default function ContactRoute() {
  usePageTitle(t.title);
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
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {form.succeeded ? (
        <Alert tone="success">{t.success}</Alert>
      ) : (
        <>
          <p className={layout.muted}>{t.lead}</p>
          {form.failureMessage ? <Alert>{form.snapshot.context.failure?.code === 'USER_RECAPTCHA_IS_INVALID' ? form.failureMessage : t.failed}</Alert> : null}
          <Form onSubmit={form.submit} aria-label={t.title}>
            <TextField label={t.name} autoComplete="name" {...form.field('name')} />
            <TextField label={t.email} inputMode="email" autoComplete="email" {...form.field('email')} />
            <TextArea label={t.message} rows={6} {...form.field('message')} />
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
