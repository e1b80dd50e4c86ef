import { useState } from 'react';
import { Badge, Button, ConfirmDialog, Form, formatDateTime, RadioGroup, Select, Spinner, TextField } from '../../../design-system';
import type { components } from '../../../openapi/generated/auth';
import { cities } from '../../../openapi/domain/cities';
import { invitationSchema, locationSchema } from '../../../openapi/domain/order-rules';
import { usePageTitle, useServices, useSession, useToast } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { useResource } from '../../runtime/use-resource';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';
import * as styles from './buyers.css';
import { useListAction } from './use-list-action';

const t = buyerTexts.company;
type Company = components['schemas']['BuyerCompany'];
type Member = Company['members'][number];
const cityOptions = cities.map((city) => ({ id: city, label: city }));

/** The locations as the server keeps them, each named by its uuid so it stays the same location. */
const keptLocations = (company: Company) => company.locations.map(({ uuid, name, city, address }) => ({ uuid, name, city, address }));

/** An owner adds a location: the whole list goes back with the new one last. */
function AddLocation({ company, onSaved }: { company: Company; onSaved: () => void }) {
  const { clients } = useServices();
  const form = useForm({
    schema: locationSchema,
    initialValues: { name: '', city: '', address: '' },
    successMessage: t.locationsSaved,
    onSuccess: onSaved,
    submit: (values) => unwrap(clients.auth.PUT('/api/buyers/company/locations', { body: { locations: [...keptLocations(company), values] } })),
  });
  const city = form.field('city');
  return (
    <Form onSubmit={form.submit} aria-label={t.addLocation}>
      <TextField label={t.locationName} {...form.field('name')} />
      <Select
        label={t.locationCity}
        name="city"
        options={cityOptions}
        value={city.value || null}
        isDisabled={city.isReadOnly}
        errorMessage={city.errorMessage}
        onChange={(value) => city.onChange(String(value ?? ''))}
      />
      <TextField label={t.locationAddress} autoComplete="street-address" {...form.field('address')} />
      <Button type="submit" variant="secondary" isPending={form.pending}>
        {t.addLocation}
      </Button>
    </Form>
  );
}

/** An owner invites a colleague by e-mail, as an owner or a member. */
function Invite({ onSent }: { onSent: () => void }) {
  const { clients } = useServices();
  const toast = useToast();
  const form = useForm({
    schema: invitationSchema,
    initialValues: { email: '', membership: 'MEMBER' },
    onSuccess: (sent) => {
      toast('success', t.invited((sent as { email: string }).email));
      onSent();
    },
    submit: (values) => unwrap(clients.auth.POST('/api/buyers/company/invitations', { body: values })),
  });
  const role = form.field('membership');
  return (
    <Form onSubmit={form.submit} aria-label={t.invite}>
      <TextField label={t.inviteEmail} inputMode="email" autoComplete="off" {...form.field('email')} />
      <RadioGroup
        label={t.inviteRole}
        choices={[
          { id: 'MEMBER', label: t.inviteMember },
          { id: 'OWNER', label: t.inviteOwner },
        ]}
        value={role.value || null}
        isReadOnly={form.pending}
        errorMessage={role.errorMessage}
        onChange={role.onChange}
      />
      <Button type="submit" variant="secondary" isPending={form.pending}>
        {t.inviteSubmit}
      </Button>
    </Form>
  );
}

/** "Compania mea" (/company, issue #50): the company's locations and members; an owner adds and removes them and invites colleagues. */
export default function CompanyRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const session = useSession();
  const company = useResource((signal) => unwrap(clients.auth.GET('/api/buyers/company', { signal })));
  const action = useListAction(company.reload);
  const [removing, setRemoving] = useState<Member | undefined>();
  if (company.status === 'loading') return <Spinner label={t.title} />;
  if (company.status === 'failed' || !company.data) return <LoadFailure what={t.failed} reason={company.error} onRetry={company.retry} />;
  const data = company.data;
  const owner = data.membership === 'OWNER';
  const removeLocation = (uuid: string, name: string) =>
    void action.run(
      () => unwrap(clients.auth.PUT('/api/buyers/company/locations', { body: { locations: keptLocations(data).filter((place) => place.uuid !== uuid) } })),
      { toast: t.locationsSaved, announce: `${name}: ${t.locationsSaved}` },
    );
  const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`.trim() || member.username;
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{t.title}</h1>
      <p>
        {data.name} · {t.identifier(data.identifier)}
      </p>
      <section className={styles.section} aria-labelledby="company-locations">
        <h2 id="company-locations" className={layout.subheading}>
          {t.locations}
        </h2>
        <ul className={styles.lines}>
          {data.locations.map((place) => (
            <li key={place.uuid} className={layout.toolbar}>
              <span className={layout.grow}>
                {place.name}, {place.address}, {place.city}
              </span>
              {owner ? (
                <Button
                  variant="secondary"
                  aria-label={t.removeLocation(place.name)}
                  isDisabled={action.busy || data.locations.length === 1}
                  onPress={() => removeLocation(place.uuid, place.name)}
                >
                  {buyerTexts.lists.removeShort}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {owner && data.locations.length === 1 ? <p className={layout.muted}>{t.lastLocation}</p> : null}
        {owner ? <AddLocation key={data.locations.length} company={data} onSaved={company.reload} /> : null}
      </section>
      <section className={styles.section} aria-labelledby="company-members">
        <h2 id="company-members" className={layout.subheading}>
          {t.members}
        </h2>
        <ul className={styles.lines}>
          {data.members.map((member) => (
            <li key={member.uuid} className={layout.toolbar}>
              <span className={layout.grow}>
                {nameOf(member)} ({member.email}){' '}
                <Badge tone={member.membership === 'OWNER' ? 'brand' : 'neutral'}>{member.membership === 'OWNER' ? t.owner : t.member}</Badge>
                {member.isVerified ? null : <Badge tone="warning">{t.notActive}</Badge>}
                {member.username === session.username ? <Badge>{t.you}</Badge> : null}
              </span>
              {owner && member.username !== session.username ? (
                <Button variant="secondary" aria-label={t.removeMember(nameOf(member))} isDisabled={action.busy} onPress={() => setRemoving(member)}>
                  {buyerTexts.lists.removeShort}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {owner && data.invitations.length > 0 ? (
          <>
            <h3 className={layout.subheading}>{t.pending}</h3>
            <ul>
              {data.invitations.map((invitation) => (
                <li key={invitation.email}>
                  {invitation.email} ({invitation.membership === 'OWNER' ? t.owner : t.member}, {t.expires(formatDateTime(invitation.expiresAt))})
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {owner ? <Invite key={data.invitations.length} onSent={company.reload} /> : null}
      </section>
      <ConfirmDialog
        isOpen={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        title={removing ? t.removeMember(nameOf(removing)) : ''}
        message={removing ? t.confirmRemove(nameOf(removing)) : ''}
        confirmLabel={buyerTexts.lists.removeShort}
        onConfirm={() => {
          const member = removing;
          setRemoving(undefined);
          if (member)
            void action.run(() => unwrap(clients.auth.DELETE('/api/buyers/company/members/{member}', { params: { path: { member: member.uuid } } })), {
              toast: t.removed(nameOf(member)),
            });
        }}
      />
    </div>
  );
}
