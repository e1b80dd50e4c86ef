import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { components as AuthSchemas } from '../../../openapi/generated/auth';
import type { ListPage, ListQuery } from '../../../machines/lists/paged-list.machine';
import { unwrap } from '../../runtime/unwrap';

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
