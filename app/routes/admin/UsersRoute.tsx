import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, ConfirmDialog, EmptyState, Pagination, SearchField, Select, Spinner, UserCard, ZoneNav } from '../../../design-system';
import { isProblem } from '../../../openapi';
import { adminRole, normaliseRoles } from '../../../machines/auth/auth.machine';
import { pagedListMachineOf } from '../../../machines/lists/paged-list.machine';
import { errorMessage } from '../../messages/error-messages';
import { texts } from '../../messages/texts';
import { usersTexts } from './users-texts';
import { usePageTitle, useServices, useToast } from '../../runtime/AppServicesProvider';
import { mutateWith } from '../../runtime/mutate-with';
import { loadUserPage, type ManagedUser } from './user-list-effects';
import { unwrap } from '../../runtime/unwrap';
import * as layout from '../../shell/screen.css';
import { UserEditDialog } from './UserEditDialog';

const t = usersTexts;
const perPageOptions = [6, 12, 24, 48].map((size) => ({ id: String(size), label: String(size) }));

/** User administration (docs/product.md §2): search, page size, cards, Valideaza, enable toggle, edit, delete. */
export default function UsersRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const toast = useToast();
  const machine = useMemo(
    () =>
      pagedListMachineOf<ManagedUser>().provide({
        actors: {
          loadPage: loadUserPage(clients),
          mutateItem: mutateWith(
            async ({ kind, id, payload }) => {
              const path = { params: { path: { id } } };
              if (kind === 'delete') {
                await unwrap(clients.auth.DELETE('/api/profile/{id}', path));
                return t.deleted;
              }
              if (kind === 'verify') {
                await unwrap(clients.auth.POST('/api/profile/{id}/verified', { ...path, body: { state: true } }));
                return t.verified;
              }
              const enable = payload as boolean;
              await unwrap(clients.auth.POST('/api/profile/{id}/enabled', { ...path, body: { state: enable } }));
              return enable ? t.enabled : t.disabled;
            },
            (outcome) =>
              outcome.ok
                ? toast('success', outcome.message)
                : toast(
                    'error',
                    errorMessage(isProblem(outcome.error) ? outcome.error.code : 'NETWORK', isProblem(outcome.error) ? outcome.error.params : undefined),
                  ),
          ),
        },
      }),
    [clients, toast],
  );
  const [snapshot, send] = useMachine(machine, { input: { perPage: 6 } });
  const { query, items: users, totalPages } = snapshot.context;
  const [editing, setEditing] = useState<ManagedUser>();
  const [deleting, setDeleting] = useState<ManagedUser>();
  // Actions wait for the list to settle: a change sent while it loads would be lost.
  const busy = !snapshot.matches('ready');

  return (
    <div className={layout.stack}>
      <ZoneNav zone="admin" currentPath="/admin/users" />
      <h1 className={layout.heading}>{t.title}</h1>
      <div className={layout.toolbar}>
        <div className={layout.grow}>
          <SearchField label={t.search} placeholder={t.search} value={query.text} onChange={(text) => send({ type: 'text.changed', text })} />
        </div>
        <Select
          label={t.perPage}
          options={perPageOptions}
          value={String(query.perPage)}
          onChange={(value) => send({ type: 'perPage.changed', perPage: Number(value) })}
        />
      </div>
      {snapshot.matches('failed') ? (
        <Alert>
          {t.loadFailed} {errorMessage(snapshot.context.error)}
        </Alert>
      ) : null}
      {snapshot.hasTag('loading') || snapshot.matches('typing') ? <Spinner label={texts.app.loading} /> : null}
      {snapshot.matches('ready') && users.length === 0 ? <EmptyState>{t.empty}</EmptyState> : null}
      <ul className={layout.cardGrid} aria-label={t.title}>
        {users.map((user) => {
          const roles = normaliseRoles(user.roles);
          const isProtected = roles.includes(adminRole);
          const who = <span className={layout.visuallyHidden}> {user.username}</span>;
          return (
            <li key={user.uuid}>
              <UserCard
                user={{ ...user, roles }}
                headingLevel={2}
                actions={
                  isProtected ? (
                    <p className={layout.muted}>{t.protected}</p>
                  ) : (
                    <>
                      <Button
                        variant="secondary"
                        isDisabled={busy || user.isVerified}
                        onPress={() => send({ type: 'item.mutate', mutation: { kind: 'verify', id: user.uuid } })}
                      >
                        {t.validate}
                        {who}
                      </Button>
                      <Button
                        variant="secondary"
                        isDisabled={busy}
                        onPress={() => send({ type: 'item.mutate', mutation: { kind: 'enable', id: user.uuid, payload: !user.isEnabled } })}
                      >
                        {user.isEnabled ? t.disable : t.enable}
                        {who}
                      </Button>
                      <Button variant="secondary" isDisabled={busy} onPress={() => setEditing(user)}>
                        {t.edit}
                        {who}
                      </Button>
                      <Button variant="danger" isDisabled={busy} onPress={() => setDeleting(user)}>
                        {t.delete}
                        {who}
                      </Button>
                    </>
                  )
                }
              />
            </li>
          );
        })}
      </ul>
      {totalPages > 1 ? (
        <Pagination page={query.page} totalPages={totalPages} onChange={(page) => send({ type: 'page.changed', page })} label={t.pagination} />
      ) : null}
      <UserEditDialog user={editing} onClose={() => setEditing(undefined)} onSaved={() => send({ type: 'reload' })} />
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={t.confirmDeleteTitle}
        message={t.confirmDelete(deleting?.username ?? '')}
        onConfirm={() => {
          if (deleting) send({ type: 'item.mutate', mutation: { kind: 'delete', id: deleting.uuid } });
          setDeleting(undefined);
        }}
      />
    </div>
  );
}
