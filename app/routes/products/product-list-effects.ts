import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { components as ProductSchemas } from '../../../openapi/generated/product';
import type { ListPage, ListQuery } from '../../../machines/lists/paged-list.machine';
import { unwrap } from '../../runtime/unwrap';

export type ManagedProduct = ProductSchemas['schemas']['Product'];

/** A page of the product list (GET /product; the call's page is zero-based). */
export const loadProductPage = (clients: ApiClients) =>
  fromPromise<ListPage<ManagedProduct>, ListQuery>(async ({ input, signal }) => {
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
