import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Badge, Button, ConfirmDialog, EmptyState, Pagination, ProductCard, SearchField, Select, Spinner, ZoneNav } from '../../../design-system';
import { isProblem } from '../../../openapi';
import { pagedListMachineOf } from '../../../machines/lists/paged-list.machine';
import { errorMessage } from '../../messages/error-messages';
import { texts } from '../../messages/texts';
import { productsTexts } from './products-texts';
import { usePageTitle, useServices, useSession, useToast } from '../../runtime/AppServicesProvider';
import { mutateWith } from '../../runtime/mutate-with';
import { loadProductPage, type ManagedProduct } from './product-list-effects';
import { unwrap } from '../../runtime/unwrap';
import * as layout from '../../shell/screen.css';
import { ProductFormDialog } from './ProductFormDialog';
import { SellerFilter } from './SellerFilter';

const t = productsTexts;
const perPageOptions = [12, 24, 48].map((size) => ({ id: String(size), label: String(size) }));

/** Product management (docs/product.md §2): search, page size, add, enable/disable, edit, delete, pages. */
export default function ProductsManagementRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const session = useSession();
  const toast = useToast();
  const machine = useMemo(
    () =>
      pagedListMachineOf<ManagedProduct>().provide({
        actors: {
          loadPage: loadProductPage(clients),
          mutateItem: mutateWith(
            async ({ kind, id, payload }) => {
              if (kind === 'delete') {
                await unwrap(clients.product.DELETE('/product/{uuid}', { params: { path: { uuid: id } } }));
                return t.deleted;
              }
              const product = payload as ManagedProduct;
              const { uuid: _uuid, seller: _seller, owner: _owner, updatedAt: _updatedAt, ...input } = product;
              await unwrap(clients.product.PUT('/product/{uuid}', { params: { path: { uuid: id } }, body: { ...input, isEnabled: !product.isEnabled } }));
              return product.isEnabled ? t.disabled : t.enabled;
            },
            (outcome) =>
              outcome.ok
                ? toast('success', outcome.message)
                : toast(
                    'error',
                    `${t.operationFailed} ${errorMessage(isProblem(outcome.error) ? outcome.error.code : 'NETWORK', isProblem(outcome.error) ? outcome.error.params : undefined)}`,
                  ),
          ),
        },
      }),
    [clients, toast],
  );
  const [snapshot, send] = useMachine(machine, { input: { perPage: 12 } });
  const { query, items: products, totalPages } = snapshot.context;
  const [editing, setEditing] = useState<{ product: ManagedProduct | undefined } | undefined>();
  const [deleting, setDeleting] = useState<ManagedProduct | undefined>();
  // Actions wait for the list to settle: a change sent while it loads would be lost.
  const busy = !snapshot.matches('ready');

  return (
    <div className={layout.stack}>
      <ZoneNav zone="seller" currentPath="/products-management" />
      <h1 className={layout.heading}>{t.title}</h1>
      <div className={layout.toolbar}>
        <div className={layout.grow}>
          <SearchField
            label={session.isAdmin ? t.searchAll : t.search}
            placeholder={session.isAdmin ? t.searchAll : t.search}
            value={query.text}
            onChange={(text) => send({ type: 'text.changed', text })}
          />
        </div>
        <Select
          label={t.perPage}
          options={perPageOptions}
          value={String(query.perPage)}
          onChange={(value) => send({ type: 'perPage.changed', perPage: Number(value) })}
        />
        {session.isAdmin ? <SellerFilter value={query.owner} onChange={(owner) => send({ type: 'owner.changed', owner })} /> : null}
        <Button onPress={() => setEditing({ product: undefined })}>{t.add}</Button>
      </div>
      {snapshot.matches('failed') ? (
        <Alert>
          {t.loadFailed}{' '}
          <Button variant="secondary" onPress={() => send({ type: 'reload' })}>
            {texts.app.retry}
          </Button>
        </Alert>
      ) : null}
      {snapshot.hasTag('loading') || snapshot.matches('typing') ? <Spinner label={texts.app.loading} /> : null}
      {snapshot.matches('ready') && products.length === 0 ? <EmptyState>{t.empty}</EmptyState> : null}
      <ul className={layout.cardGrid} aria-label={t.title}>
        {products.map((product) => (
          <li key={product.uuid}>
            <ProductCard
              product={product}
              headingLevel={2}
              actions={
                <>
                  {product.isEnabled ? null : <Badge tone="warning">{t.disabledBadge}</Badge>}
                  <Button
                    variant="secondary"
                    isDisabled={busy}
                    onPress={() => send({ type: 'item.mutate', mutation: { kind: 'toggle', id: product.uuid, payload: product } })}
                  >
                    {product.isEnabled ? `${t.disable}` : `${t.enable}`}
                    <span className={layout.visuallyHidden}> {product.name}</span>
                  </Button>
                  <Button variant="secondary" isDisabled={busy} onPress={() => setEditing({ product })}>
                    {t.edit}
                    <span className={layout.visuallyHidden}> {product.name}</span>
                  </Button>
                  <Button variant="danger" isDisabled={busy} onPress={() => setDeleting(product)}>
                    {t.delete}
                    <span className={layout.visuallyHidden}> {product.name}</span>
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <Pagination page={query.page} totalPages={totalPages} onChange={(page) => send({ type: 'page.changed', page })} label={t.pagination} />
      ) : null}
      <ProductFormDialog
        isOpen={editing !== undefined}
        product={editing?.product}
        onClose={() => setEditing(undefined)}
        onSaved={() => send({ type: 'reload' })}
      />
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={t.confirmDeleteTitle}
        message={t.confirmDelete(deleting?.name ?? '')}
        onConfirm={() => {
          if (deleting) send({ type: 'item.mutate', mutation: { kind: 'delete', id: deleting.uuid } });
          setDeleting(undefined);
        }}
      />
    </div>
  );
}
