import { useState } from 'react';
import { Alert, Badge, Button, Form, Link, roleTone, Spinner, TextField } from '../../../design-system';
import type { components } from '../../../openapi/generated/auth';
import { profileUpdateSchema } from '../../../openapi/domain/account-rules';
import { normaliseRoles } from '../../../machines/auth/auth.machine';
import { errorMessage } from '../../messages/error-messages';
import { texts } from '../../messages/texts';
import { screenTexts } from '../../messages/screen-texts';
import { accountTexts } from './account-texts';
import { SessionsSection } from './SessionsSection';
import { AccountDataSection } from './AccountDataSection';
import { DeliveryTermsSection } from './DeliveryTermsSection';
import { usePageTitle, useServices, useSession, useSignedInUsername } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';

type Profile = components['schemas']['Profile'];
const t = accountTexts.profile;

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (saved: Profile) => void }) {
  const { clients } = useServices();
  const form = useForm({
    schema: profileUpdateSchema,
    successMessage: t.success,
    initialValues: { username: profile.username, email: profile.email, phone: profile.phone, firstName: profile.firstName, lastName: profile.lastName },
    onSuccess: (saved) => onSaved(saved as Profile),
    submit: (values) =>
      unwrap(
        clients.auth.PUT('/api/profile/{id}', {
          params: { path: { id: profile.username } },
          body: {
            uuid: profile.uuid,
            username: profile.username,
            email: profile.email,
            sellerName: profile.sellerName,
            sellerIdentifier: profile.sellerIdentifier,
            description: profile.description,
            firstName: values.firstName,
            lastName: values.lastName,
            phone: values.phone,
          },
        }),
      ),
  });
  const readOnly = (name: 'username' | 'email' | 'sellerName' | 'sellerIdentifier', label: string) => (
    <TextField label={label} name={name} value={profile[name]} isReadOnly />
  );
  return (
    <>
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <Form onSubmit={form.submit} aria-label={t.title}>
        <p className={layout.muted}>{t.readOnlyHint}</p>
        {readOnly('username', screenTexts.register.username)}
        {readOnly('email', screenTexts.register.email)}
        {readOnly('sellerName', screenTexts.register.sellerName)}
        {readOnly('sellerIdentifier', screenTexts.register.sellerIdentifier)}
        <TextField label={screenTexts.register.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={screenTexts.register.lastName} autoComplete="family-name" {...form.field('lastName')} />
        <TextField label={screenTexts.register.phone} type="tel" autoComplete="tel" {...form.field('phone')} />
        <Button type="submit" isPending={form.pending}>
          {t.submit}
        </Button>
      </Form>
    </>
  );
}

/** The user's own profile: read-only identity, editable name and phone, a seller's delivery terms (issue #49), and their sessions (docs/product.md §5). */
export default function ProfileRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const username = useSignedInUsername();
  const profile = useResource((signal) => unwrap(clients.auth.GET('/api/profile/{id}', { params: { path: { id: username } }, signal })), {
    failureToast: (error) => `${t.loadFailed} ${errorMessage(error)}`,
  });
  // After a save the form starts again from what the server kept.
  const [saved, setSaved] = useState<{ profile: Profile; version: number }>();
  const shown = saved?.profile ?? profile.data;
  // Saved searches and watched products are a buyer's or a seller's (issue #52).
  const keepsAlerts = useSession().roles.some((role) => role === 'BUYER_HORECA' || role === 'SELLER_HORECA');
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {profile.status === 'loading' ? <Spinner label={texts.app.loading} /> : null}
      {profile.status === 'failed' ? (
        <Alert>
          {t.loadFailed} {errorMessage(profile.error)}
        </Alert>
      ) : null}
      {shown ? (
        <>
          <div className={layout.linkRow} aria-label={t.roles} role="group">
            {normaliseRoles(shown.roles).map((role) => (
              <Badge key={role} tone={roleTone(role)}>
                {role}
              </Badge>
            ))}
          </div>
          <ProfileForm key={saved?.version ?? 0} profile={shown} onSaved={(next) => setSaved({ profile: next, version: (saved?.version ?? 0) + 1 })} />
          {shown.slug ? (
            <DeliveryTermsSection
              key={`terms-${saved?.version ?? 0}`}
              profile={shown}
              onSaved={(next) => setSaved({ profile: next, version: (saved?.version ?? 0) + 1 })}
            />
          ) : null}
        </>
      ) : null}
      <div className={layout.linkRow}>
        <Link href="/password-change">{t.changePassword}</Link>
        <Link href="/security">{accountTexts.security.link}</Link>
        {keepsAlerts ? <Link href="/alerts">{t.alerts}</Link> : null}
        <Link href="/trigger-delete-account">{t.deleteAccount}</Link>
      </div>
      <SessionsSection username={username} />
      <AccountDataSection username={username} />
    </div>
  );
}
