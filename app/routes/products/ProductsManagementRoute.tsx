import { useState } from 'react';
import { Navigate } from 'react-router';
import { Badge, Button, ProductCard, visuallyHidden, ZoneNav } from '../../../design-system';
import { usePageTitle, useSession } from '../../runtime/AppServicesProvider';
import { useManagedList } from '../../runtime/use-managed-list';
import { ManagedList } from '../../shell/ManagedList';
import { ProductFormDialog } from './ProductFormDialog';
import { loadProductPage, mutateProduct, type ManagedProduct } from './product-list-effects';
import { productsTexts } from './products-texts';
import { SellerFilter } from './SellerFilter';
import { zoneNavigation } from '../../shell/navigation';
import { productFacts } from '../../runtime/product-facts';
import { productPricing } from '../../runtime/product-pricing';
import { usePriceBasis } from '../../runtime/use-price-basis';

const t = productsTexts;

/**
 * Product management, where a login lands; a buyer lists nothing, so theirs is their order lists
 * (issue #50), where "Administrare" and a login take them.
 */
export default function ProductsManagementRoute() {
  const session = useSession();
  if (session.roles.includes('BUYER_HORECA')) return <Navigate replace to="/lists" />;
  return <ProductsManagement />;
}

/** Product management (docs/product.md §2): search, page size, add, enable/disable, edit, delete, pages. */
function ProductsManagement() {
  usePageTitle(t.title);
  const session = useSession();
  const [basis] = usePriceBasis();
  const list = useManagedList({ perPage: 12, loadPage: loadProductPage, mutate: mutateProduct, failurePrefix: t.operationFailed });
  const [editing, setEditing] = useState<{ product: ManagedProduct | undefined } | undefined>();
  return (
    <>
      <ManagedList
        title={t.title}
        nav={<ZoneNav {...zoneNavigation.seller} currentPath="/products-management" />}
        list={list}
        searchLabel={session.isAdmin ? t.searchAll : t.search}
        perPageLabel={t.perPage}
        perPageOptions={[12, 24, 48]}
        toolbarExtras={
          <>
            {session.isAdmin ? <SellerFilter value={list.query.owner} onChange={(owner) => list.send({ type: 'owner.changed', owner })} /> : null}
            <Button onPress={() => setEditing({ product: undefined })}>{t.add}</Button>
          </>
        }
        failureText={() => t.loadFailed}
        emptyText={t.empty}
        paginationLabel={t.pagination}
        itemId={(product) => product.uuid}
        confirmDelete={{ title: t.confirmDeleteTitle, message: (product) => t.confirmDelete(product.name) }}
        renderItem={(product, { busy, confirmDelete }) => {
          const which = <span className={visuallyHidden}> {product.name}</span>;
          return (
            <ProductCard
              product={product}
              facts={productFacts(product)}
              pricing={productPricing(product, basis)}
              headingLevel={2}
              actions={
                <>
                  {product.isEnabled ? null : <Badge tone="warning">{t.disabledBadge}</Badge>}
                  <Button
                    variant="secondary"
                    isDisabled={busy}
                    onPress={() => list.send({ type: 'item.mutate', mutation: { kind: 'toggle', id: product.uuid, payload: product } })}
                  >
                    {product.isEnabled ? t.disable : t.enable}
                    {which}
                  </Button>
                  <Button variant="secondary" isDisabled={busy} onPress={() => setEditing({ product })}>
                    {t.edit}
                    {which}
                  </Button>
                  <Button variant="danger" isDisabled={busy} onPress={confirmDelete}>
                    {t.delete}
                    {which}
                  </Button>
                </>
              }
            />
          );
        }}
      />
      <ProductFormDialog
        isOpen={editing !== undefined}
        product={editing?.product}
        onClose={() => setEditing(undefined)}
        onSaved={() => list.send({ type: 'reload' })}
      />
    </>
  );
}
