import { useCallback, useState } from 'react';
import { Button, UserCard, visuallyHidden, ZoneNav } from '../../../design-system';
import { adminRole, normaliseRoles } from '../../../machines/auth/auth.machine';
import { errorMessage } from '../../messages/error-messages';
import type { ApiClients } from '../../../openapi';
import { usePageTitle, useSignedInUsername } from '../../runtime/AppServicesProvider';
import { useRecentSignIn } from '../../runtime/recent-sign-in/use-recent-sign-in';
import { useManagedList } from '../../runtime/use-managed-list';
import { ManagedList } from '../../shell/ManagedList';
import * as layout from '../../shell/screen.css';
import { UserEditDialog } from './UserEditDialog';
import { loadUserPage, mutateUser, type ManagedUser, type UserMutation } from './user-list-effects';
import type { DeleteItem } from '../../runtime/use-managed-list';
import { usersTexts } from './users-texts';
import { zoneNavigation } from '../../shell/navigation';

const t = usersTexts;

/**
 * User administration (docs/product.md §2): search, page size, cards, Valideaza, enable toggle,
 * edit, delete. A change that ends a user's sessions or how they sign in asks the administrator
 * to prove a recent sign-in first (decision 043).
 */
export default function UsersRoute() {
  usePageTitle(t.title);
  const { withRecentSignIn, prompt } = useRecentSignIn(useSignedInUsername());
  const mutate = useCallback(
    (clients: ApiClients) => {
      const change = mutateUser(clients);
      return (mutation: UserMutation | DeleteItem) => withRecentSignIn(() => change(mutation));
    },
    [withRecentSignIn],
  );
  const list = useManagedList({ perPage: 6, loadPage: loadUserPage, mutate });
  const [editing, setEditing] = useState<ManagedUser>();
  return (
    <>
      <ManagedList
        title={t.title}
        nav={<ZoneNav {...zoneNavigation.admin} currentPath="/admin/users" />}
        list={list}
        searchLabel={t.search}
        perPageLabel={t.perPage}
        perPageOptions={[6, 12, 24, 48]}
        failureText={(failure) => `${t.loadFailed} ${errorMessage(failure)}`}
        emptyText={t.empty}
        paginationLabel={t.pagination}
        itemId={(user) => user.uuid}
        confirmDelete={{ title: t.confirmDeleteTitle, message: (user) => t.confirmDelete(user.username) }}
        renderItem={(user, { busy, confirmDelete }) => {
          const roles = normaliseRoles(user.roles);
          const who = <span className={visuallyHidden}> {user.username}</span>;
          return (
            <UserCard
              user={{ ...user, roles }}
              headingLevel={2}
              actions={
                roles.includes(adminRole) ? (
                  <p className={layout.muted}>{t.protected}</p>
                ) : (
                  <>
                    <Button
                      variant="secondary"
                      isDisabled={busy || user.isVerified}
                      onPress={() => list.send({ type: 'item.mutate', mutation: { kind: 'verify', id: user.uuid } })}
                    >
                      {t.validate}
                      {who}
                    </Button>
                    <Button
                      variant="secondary"
                      isDisabled={busy}
                      onPress={() => list.send({ type: 'item.mutate', mutation: { kind: 'enable', id: user.uuid, payload: !user.isEnabled } })}
                    >
                      {user.isEnabled ? t.disable : t.enable}
                      {who}
                    </Button>
                    <Button
                      variant="secondary"
                      isDisabled={busy || user.sellerIdentifierValid === false}
                      onPress={() => list.send({ type: 'item.mutate', mutation: { kind: 'checkCompany', id: user.uuid } })}
                    >
                      {t.checkCompany}
                      {who}
                    </Button>
                    <Button variant="secondary" isDisabled={busy} onPress={() => setEditing(user)}>
                      {t.edit}
                      {who}
                    </Button>
                    <Button variant="danger" isDisabled={busy} onPress={confirmDelete}>
                      {t.delete}
                      {who}
                    </Button>
                  </>
                )
              }
            />
          );
        }}
      />
      <UserEditDialog user={editing} onClose={() => setEditing(undefined)} onSaved={() => list.send({ type: 'reload' })} withRecentSignIn={withRecentSignIn} />
      {prompt}
    </>
  );
}
