import { Link, PasswordField, Select, TextField } from '../../../design-system';
import { buyerRegistrationSchema } from '../../../openapi/domain/account-rules';
import { cities } from '../../../openapi/domain/cities';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import { useForm } from '../../runtime/use-form';
import { AccountFormScreen } from '../../shell/AccountFormScreen';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';

const t = buyerTexts.register;
const account = screenTexts.register;
const cityOptions = cities.map((city) => ({ id: city, label: city }));

/** The fields in the order the form shows them, with the labels the error summary names them by. */
const summaryFields = [
  ['companyName', t.companyName],
  ['companyIdentifier', t.companyIdentifier],
  ['locationName', t.locationName],
  ['locationCity', t.locationCity],
  ['locationAddress', t.locationAddress],
  ['firstName', account.firstName],
  ['lastName', account.lastName],
  ['phone', account.phone],
  ['email', account.email],
  ['username', account.username],
  ['password', account.password],
  ['confirmPassword', account.confirmPassword],
  ['acceptTerms', account.acceptTermsShort],
] as const;

/** A restaurant, hotel or caterer creates its buyer account (/register-buyer, issue #50): the company, its first location and its contact; activation follows by e-mail. */
export default function BuyerRegisterRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const form = useForm({
    schema: buyerRegistrationSchema,
    requiresCaptcha: true,
    successMessage: t.success,
    initialValues: {
      companyName: '',
      companyIdentifier: '',
      locationName: '',
      locationCity: '',
      locationAddress: '',
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    submit: async (values, recaptchaToken) => {
      const { confirmPassword: _confirm, acceptTerms: _terms, locationName, locationCity, locationAddress, ...account } = values;
      const locations = [{ name: locationName, city: locationCity, address: locationAddress }];
      return unwrap(clients.auth.POST('/api/buyers', { body: { ...account, locations, recaptchaToken } }));
    },
  });

  const { username, email, firstName, lastName, companyName } = form.values;
  const strength = usePasswordStrength(form.values.password, [username, email, firstName, lastName, companyName]);
  const city = form.field('locationCity');
  return (
    <AccountFormScreen
      title={t.title}
      lead={<p className={layout.muted}>{t.lead}</p>}
      success={t.success}
      form={form}
      summaryFields={summaryFields}
      submitLabel={t.submit}
      links={
        <>
          <Link href="/register">{t.sellerInstead}</Link>
          <Link href="/login">{account.haveAccount}</Link>
        </>
      }
    >
      <fieldset className={layout.fieldGroup}>
        <legend className={layout.fieldGroupLegend}>{t.company}</legend>
        <TextField label={t.companyName} autoComplete="organization" {...form.field('companyName')} />
        <TextField label={t.companyIdentifier} {...form.field('companyIdentifier')} />
      </fieldset>
      <fieldset className={layout.fieldGroup}>
        <legend className={layout.fieldGroupLegend}>{t.location}</legend>
        <p className={layout.muted}>{t.locationHint}</p>
        <TextField label={t.locationName} {...form.field('locationName')} />
        <Select
          label={t.locationCity}
          name="locationCity"
          options={cityOptions}
          value={city.value || null}
          isDisabled={city.isReadOnly}
          errorMessage={city.errorMessage}
          onChange={(value) => city.onChange(String(value ?? ''))}
        />
        <TextField label={t.locationAddress} autoComplete="street-address" {...form.field('locationAddress')} />
      </fieldset>
      <fieldset className={layout.fieldGroup}>
        <legend className={layout.fieldGroupLegend}>{t.person}</legend>
        <TextField label={account.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={account.lastName} autoComplete="family-name" {...form.field('lastName')} />
        <TextField label={account.phone} type="tel" autoComplete="tel" description="07xxxxxxxx sau +407xxxxxxxx" {...form.field('phone')} />
        <TextField label={account.email} inputMode="email" autoComplete="email" {...form.field('email')} />
        <TextField label={account.username} autoComplete="username" {...form.field('username')} />
        <PasswordField
          label={account.password}
          autoComplete="new-password"
          description={account.passwordHint}
          strength={strength}
          {...form.field('password')}
        />
        <PasswordField label={account.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
      </fieldset>
    </AccountFormScreen>
  );
}
