import { Alert, Button, Checkbox, Disclosure, Form, Link, NumberField } from '../../../design-system';
import type { components } from '../../../openapi/generated/auth';
import { cities } from '../../../openapi/domain/cities';
import { deliveryDayNames, deliveryDays } from '../../../openapi/domain/delivery-terms';
import { deliveryTermsSchema } from '../../../openapi/domain/delivery-terms-rules';
import { sellerPath } from '../../head/page-head';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';
import { accountTexts } from './account-texts';

type Profile = components['schemas']['Profile'];
type Figure = 'cutoffHour' | 'minimumOrder' | 'deliveryCost' | 'freeDeliveryFrom';
const t = accountTexts.deliveryTerms;

/**
 * A seller's delivery terms (issue #49, decision 047): the cities served, the days, the cut-off
 * hour and the money, checked as the server checks them and saved on their own call. Each
 * figure left empty is not said; one past its bound is said on its field rather than cut to it.
 */
export function DeliveryTermsSection({ profile, onSaved }: { profile: Profile; onSaved: (saved: Profile) => void }) {
  const { clients } = useServices();
  const terms = profile.deliveryTerms;
  const form = useForm({
    schema: deliveryTermsSchema,
    successMessage: t.success,
    initialValues: {
      cities: terms?.cities ?? [],
      days: terms?.days ?? [],
      cutoffHour: terms?.cutoffHour ?? Number.NaN,
      minimumOrder: terms?.minimumOrder ?? Number.NaN,
      deliveryCost: terms?.deliveryCost ?? Number.NaN,
      freeDeliveryFrom: terms?.freeDeliveryFrom ?? Number.NaN,
    },
    onSuccess: (saved) => onSaved(saved as Profile),
    submit: (values) => unwrap(clients.auth.PUT('/api/profile/{id}/delivery-terms', { params: { path: { id: profile.uuid } }, body: values })),
  });
  const chosen = (name: 'cities' | 'days') => (form.values[name] ?? []) as string[];
  const toggle = (name: 'cities' | 'days', value: string, on: boolean) =>
    form.send({
      type: 'field.changed',
      field: name,
      value: on ? [...chosen(name).filter((item) => item !== value), value] : chosen(name).filter((item) => item !== value),
    });
  const figure = (name: Figure, label: string, isPrice: boolean, description?: string) => (
    <NumberField
      label={label}
      isPrice={isPrice}
      minValue={0}
      {...(isPrice ? {} : { step: 1 })}
      {...(description ? { description } : {})}
      value={form.values[name] as number}
      isReadOnly={form.pending}
      errorMessage={form.field(name).errorMessage}
      onChange={(value) => form.send({ type: 'field.changed', field: name, value })}
    />
  );
  return (
    <section aria-labelledby="delivery-terms-title" className={layout.stack}>
      <h2 id="delivery-terms-title" className={layout.heading}>
        {t.title}
      </h2>
      <p className={layout.muted}>{t.lead}</p>
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <Form onSubmit={form.submit} aria-label={t.title}>
        <fieldset className={layout.fieldGroup}>
          <legend className={layout.fieldGroupLegend}>{t.days}</legend>
          <div className={layout.checkGrid}>
            {deliveryDays.map((day) => (
              <Checkbox key={day} isSelected={chosen('days').includes(day)} isReadOnly={form.pending} onChange={(on) => toggle('days', day, on)}>
                {deliveryDayNames[day]}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <Disclosure title={t.cities} count={t.citiesChosen(chosen('cities').length)}>
          <fieldset className={layout.fieldGroup}>
            <legend className={layout.fieldGroupLegend}>{t.cities}</legend>
            <div className={layout.checkGrid}>
              {cities.map((city) => (
                <Checkbox key={city} isSelected={chosen('cities').includes(city)} isReadOnly={form.pending} onChange={(on) => toggle('cities', city, on)}>
                  {city}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        </Disclosure>
        {figure('cutoffHour', t.cutoffHour, false, t.cutoffHint)}
        {figure('minimumOrder', t.minimumOrder, true)}
        {figure('deliveryCost', t.deliveryCost, true)}
        {figure('freeDeliveryFrom', t.freeDeliveryFrom, true)}
        <Button type="submit" isPending={form.pending}>
          {t.submit}
        </Button>
      </Form>
      {profile.slug ? <Link href={sellerPath(profile.slug)}>{t.page}</Link> : null}
    </section>
  );
}
