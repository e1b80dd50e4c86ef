import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Checkbox, Link, RadioGroup, Spinner, TextArea, TextField } from '../../../design-system';
import { reportReasons } from '../../../openapi/domain/moderation-texts';
import { reportSchema } from '../../../openapi/domain/moderation-rules';
import type { components } from '../../../openapi/generated/product';
import { Captcha } from '../../captcha/Captcha';
import { errorMessage } from '../../messages/error-messages';
import { useServices } from '../../runtime/AppServicesProvider';
import { useSite } from '../../runtime/use-page-head';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { useResource } from '../../runtime/use-resource';
import { FormScreen } from '../../shell/FormScreen';
import * as layout from '../../shell/screen.css';
import { reportTexts } from './report-texts';

const t = reportTexts;
const reasonChoices = Object.entries(reportReasons).map(([id, label]) => ({ id, label }));

/** The report form for one product, once its name is known. */
function ReportForm({ id, name }: { id: string; name: string }) {
  const { clients } = useServices();
  const address = `${useSite().publicUrl}/product?id=${id}`;
  const [receipt, setReceipt] = useState<components['schemas']['ReportReceipt'] | undefined>();
  const form = useForm({
    schema: reportSchema,
    requiresCaptcha: true,
    initialValues: { reason: '', explanation: '', name: '', email: '', goodFaith: false },
    onSuccess: (result) => setReceipt(result as components['schemas']['ReportReceipt']),
    submit: (values, recaptchaToken) =>
      unwrap(
        clients.product.POST('/product/{uuid}/reports', {
          params: { path: { uuid: id } },
          body: {
            reason: values.reason,
            explanation: values.explanation,
            address,
            ...(values.name ? { name: values.name } : {}),
            ...(values.email ? { email: values.email } : {}),
            goodFaith: true,
            recaptchaToken,
          },
        }),
      ),
  });
  const reason = form.field('reason');
  const success = receipt ? t.success(receipt.reference) + (form.values.email ? t.successMailed : '') : '';
  return (
    <FormScreen title={t.title} lead={t.lead(name)} success={success} form={form} failure={form.failureMessage} submitLabel={t.submit}>
      <RadioGroup
        label={t.reason}
        choices={reasonChoices}
        value={reason.value || null}
        isReadOnly={form.pending}
        errorMessage={reason.errorMessage}
        onChange={reason.onChange}
      />
      <TextArea label={t.explanation} description={t.explanationHint} rows={5} {...form.field('explanation')} />
      <TextField label={t.address} description={t.addressHint} value={address} isReadOnly name="address" />
      <TextField label={t.name} autoComplete="name" description={t.anonymousHint} {...form.field('name')} />
      <TextField label={t.email} inputMode="email" autoComplete="email" description={t.contactHint} {...form.field('email')} />
      <Checkbox
        name="goodFaith"
        isSelected={form.values.goodFaith === true}
        isReadOnly={form.pending}
        errorMessage={form.field('goodFaith').errorMessage}
        onChange={(value) => form.send({ type: 'field.changed', field: 'goodFaith', value })}
      >
        {t.goodFaith}
      </Checkbox>
      <Captcha {...form.captcha} />
    </FormScreen>
  );
}

/** The page's heading and why nothing can be reported from this address. */
function Unreportable({ reason }: { reason: string }) {
  return (
    <>
      <h1 className={layout.heading}>{t.title}</h1>
      <Alert>{reason}</Alert>
    </>
  );
}

/** The product being reported: its name, from search, so the sender sees what they report. */
function ReportedProduct({ id }: { id: string }) {
  const { clients } = useServices();
  const product = useResource((signal) => unwrap(clients.search.GET('/api/search/{id}', { params: { path: { id } }, signal })));
  if (product.status === 'loading') return <Spinner label={t.loading} />;
  if (product.status === 'failed' || !product.data) return <Unreportable reason={errorMessage(product.error)} />;
  return <ReportForm id={id} name={product.data.name} />;
}

/** "Raportează" (/report?product=…, issue #51, DSA Art. 16): open to visitors and users alike. */
export default function ReportRoute() {
  const [params] = useSearchParams();
  const id = params.get('product');
  return (
    <div className={layout.stack}>
      {id ? <ReportedProduct key={id} id={id} /> : <Unreportable reason={t.missingId} />}
      {id ? <Link href={`/product?id=${id}`}>{t.backToProduct}</Link> : null}
    </div>
  );
}
