import { useState } from 'react';
import { Button, RadioGroup, TextField } from '../../../design-system';
import { digestFrequencies, savedSearchSchema, visitorSavedSearchSchema } from '../../../openapi/domain/alert-rules';
import type { components } from '../../../openapi/generated/product';
import { Captcha } from '../../captcha/Captcha';
import { useServices, useSession } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { EditDialog } from '../../shell/EditDialog';
import { alertTexts } from './alert-texts';

const t = alertTexts.save;
const frequencyChoices = Object.entries(digestFrequencies).map(([id, label]) => ({ id, label }));
type Criteria = components['schemas']['SavedSearchCriteria'];
type SearchRequest = Criteria & { page: number; perPage: number };

/** The dialog's form: a name and how often, and for a visitor an e-mail and the captcha. */
function SaveSearchForm({ criteria, visitor, onClose }: { criteria: Criteria; visitor: boolean; onClose: () => void }) {
  const { clients } = useServices();
  const form = useForm({
    // The same fields either way; only a visitor's address is checked and sent.
    schema: (visitor ? visitorSavedSearchSchema : savedSearchSchema) as typeof visitorSavedSearchSchema,
    requiresCaptcha: visitor,
    initialValues: { name: t.defaultName(criteria.name, criteria.city).slice(0, 80), frequency: 'DAILY', email: '' },
    submit: (values, recaptchaToken) =>
      unwrap(
        clients.product.POST('/saved-searches', {
          body: {
            name: values.name,
            frequency: values.frequency,
            criteria,
            ...(visitor ? { email: values.email, recaptchaToken } : {}),
          },
        }),
      ),
    successMessage: visitor ? t.confirmSent : t.saved,
    onSuccess: () => onClose(),
  });
  const frequency = form.field('frequency');
  return (
    <EditDialog title={t.title} onClose={onClose} form={form} failure={form.failureMessage} saveLabel={t.submit} cancelLabel={t.cancel}>
      <p>{t.lead}</p>
      <TextField label={t.name} {...form.field('name')} />
      <RadioGroup
        label={t.frequency}
        choices={frequencyChoices}
        value={frequency.value || null}
        isReadOnly={form.pending}
        errorMessage={frequency.errorMessage}
        onChange={frequency.onChange}
      />
      {visitor ? (
        <>
          <TextField label={t.email} inputMode="email" autoComplete="email" description={t.emailHint} {...form.field('email')} />
          <Captcha {...form.captcha} />
        </>
      ) : null}
    </EditDialog>
  );
}

/**
 * "Salvează căutarea" on the search screen (issue #52): keeps what the address holds (text,
 * city, filters, sort) with a name and how often; a visitor gives an address that confirms it.
 * The dialog opens once the session is known, so a signed-in user who presses before it is (a
 * server-rendered page on a slow line) gets their own form, not a visitor's they cannot send;
 * a form whose session changes under it starts again as the other kind.
 */
export default function SaveSearch({ request }: { request: SearchRequest }) {
  const { page: _page, perPage: _perPage, ...criteria } = request;
  const { status, roles } = useSession();
  const [open, setOpen] = useState(false);
  const visitor = status === 'unauthenticated';
  if (roles.includes('ADMIN_HORECA')) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t.open}
      </Button>
      {open && status !== 'unknown' ? (
        <SaveSearchForm key={visitor ? 'visitor' : 'member'} criteria={criteria} visitor={visitor} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
