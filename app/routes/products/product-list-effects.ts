import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { components as ProductSchemas } from '../../../openapi/generated/product';
import type { ListPage, ListQuery } from '../../../machines/lists/paged-list.machine';
import type { DeleteItem } from '../../runtime/use-managed-list';
import { unwrap } from '../../runtime/unwrap';
import { productsTexts } from './products-texts';

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

/** The change the product list makes to one product, besides deleting it: enable or disable it. */
export type ProductMutation = { kind: 'toggle'; id: string; payload: ManagedProduct };

/** Carries out one change to a product and says what was done (docs/product.md §2). */
export const mutateProduct =
  (clients: ApiClients) =>
  async (mutation: ProductMutation | DeleteItem): Promise<string> => {
    if (mutation.kind === 'delete') {
      await unwrap(clients.product.DELETE('/product/{uuid}', { params: { path: { uuid: mutation.id } } }));
      return productsTexts.deleted;
    }
    const { uuid: _uuid, seller: _seller, owner: _owner, updatedAt: _updatedAt, cover: _cover, photos: _photos, ...input } = mutation.payload;
    await unwrap(clients.product.PUT('/product/{uuid}', { params: { path: { uuid: mutation.id } }, body: { ...input, isEnabled: !input.isEnabled } }));
    return input.isEnabled ? productsTexts.disabled : productsTexts.enabled;
  };
