import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { components as AuthSchemas } from '../../../openapi/generated/auth';
import type { ListPage, ListQuery } from '../../../machines/lists/paged-list.machine';
import type { DeleteItem } from '../../runtime/use-managed-list';
import { unwrap } from '../../runtime/unwrap';
import { usersTexts } from './users-texts';

export type ManagedUser = AuthSchemas['schemas']['Profile'];

/** A page of the user list (GET /api/profile). */
export const loadUserPage = (clients: ApiClients) =>
  fromPromise<ListPage<ManagedUser>, ListQuery>(async ({ input, signal }) => {
    const page = await unwrap(
      clients.auth.GET('/api/profile', {
        params: {
          query: { perPage: input.perPage as 6 | 12 | 24 | 48, page: input.page - 1, ...(input.text.trim() ? { identifier: input.text.trim() } : {}) },
        },
        signal,
      }),
    );
    return { items: page.profiles, totalPages: page.totalPages };
  });

/** The changes the user list makes to one user, besides deleting it. */
export type UserMutation = { kind: 'verify'; id: string } | { kind: 'enable'; id: string; payload: boolean } | { kind: 'checkCompany'; id: string };

/** Carries out one change to a user and says what was done (docs/product.md §2). */
export const mutateUser =
  (clients: ApiClients) =>
  async (mutation: UserMutation | DeleteItem): Promise<string> => {
    const path = { params: { path: { id: mutation.id } } };
    switch (mutation.kind) {
      case 'delete':
        await unwrap(clients.auth.DELETE('/api/profile/{id}', path));
        return usersTexts.deleted;
      case 'verify':
        await unwrap(clients.auth.POST('/api/profile/{id}/verified', { ...path, body: { state: true } }));
        return usersTexts.verified;
      case 'checkCompany':
        await unwrap(clients.auth.POST('/api/profile/{id}/company-check', path));
        return usersTexts.companyChecked;
      case 'enable':
        await unwrap(clients.auth.POST('/api/profile/{id}/enabled', { ...path, body: { state: mutation.payload } }));
        return mutation.payload ? usersTexts.enabled : usersTexts.disabled;
    }
  };
