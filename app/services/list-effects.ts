import { fromPromise } from 'xstate';
import type { ApiClients } from '../../openapi';
import type { components as AuthSchemas } from '../../openapi/generated/auth';
import type { components as ProductSchemas } from '../../openapi/generated/product';
import type { ItemMutation, ListPage, ListQuery } from '../../machines/lists/paged-list.machine';
import { unwrap } from './unwrap';

export type ManagedProduct = ProductSchemas['schemas']['Product'];
export type ManagedUser = AuthSchemas['schemas']['Profile'];

/** A page of the product list (GET /product; the call's page is zero-based). */
export const loadProductPage = (clients: ApiClients) =>
  fromPromise<ListPage<unknown>, ListQuery>(async ({ input, signal }) => {
    const page = await unwrap(
      clients.product.GET('/product', {
        params: {
          query: {
            perPage: input.perPage as 12 | 24 | 48,
            page: input.page - 1,
            ...(input.text.trim() ? { productName: input.text.trim() } : {}),
            ...(input.owner ? { userUuid: input.owner } : {}),
          },
        },
        signal,
      }),
    );
    return { items: page.products, totalPages: page.totalPages };
  });

/** A page of the user list (GET /api/profile). */
export const loadUserPage = (clients: ApiClients) =>
  fromPromise<ListPage<unknown>, ListQuery>(async ({ input, signal }) => {
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

/** Runs one change to a listed item, reporting the outcome before the list reloads. */
export const mutateWith = (
  run: (mutation: ItemMutation) => Promise<string>,
  report: (outcome: { ok: true; message: string } | { ok: false; error: unknown }) => void,
) =>
  fromPromise<void, ItemMutation>(async ({ input }) => {
    try {
      report({ ok: true, message: await run(input) });
    } catch (error) {
      report({ ok: false, error });
      throw error;
    }
  });
