import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Link, ProductDetail, SellerInfo, Spinner, Switch } from '../../../design-system';
import { texts } from '../../messages/texts';
import { productTexts } from './product-texts';
import { errorMessage } from '../../messages/error-messages';
import { useServices, useSession } from '../../runtime/AppServicesProvider';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { missingProductHead, productHead, sellerPath } from '../../head/page-head';
import { sellerInfoProps } from '../../runtime/seller-info';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';
import { productFacts } from '../../runtime/product-facts';
import { productPricing } from '../../runtime/product-pricing';
import { usePriceBasis } from '../../runtime/use-price-basis';

// Only a buyer sees it, so nobody else loads it.
const AddToList = lazy(() => import('../buyers/AddToList'));
// Only a signed-in buyer or seller watches a product.
const WatchProduct = lazy(() => import('../alerts/WatchProduct'));

const notFoundCodes = new Set(['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE', 'NOT_FOUND', 'VALIDATION_FAILED']);

/** Who sells the product, and on what terms (issue #49, DSA Art. 30): the seller's section, loaded with the page or after it. */
function TraderPanel({ slug }: { slug: string }) {
  const { clients, initial } = useServices();
  const seller = useResource((signal) => unwrap(clients.search.GET('/api/seller/{slug}', { params: { path: { slug } }, signal })), initial.seller(slug));
  if (seller.status === 'loading') return <Spinner label={productTexts.loadingSeller} />;
  if (!seller.data) return <Link href={sellerPath(slug)}>{productTexts.sellerPage}</Link>;
  return <SellerInfo {...sellerInfoProps(seller.data, 'product')} />;
}

function ProductView({ id }: { id: string }) {
  const { clients, initial } = useServices();
  const site = useSite();
  const product = useResource((signal) => unwrap(clients.search.GET('/api/search/{id}', { params: { path: { id } }, signal })), initial.product(id));
  const missing = product.status === 'failed' && notFoundCodes.has(product.error ?? '');
  const [basis, setBasis] = usePriceBasis();
  const { roles } = useSession();
  const buyer = roles.includes('BUYER_HORECA');
  const watcher = buyer || roles.includes('SELLER_HORECA');
  usePageHead(product.data ? productHead(site, product.data) : missing ? missingProductHead(site) : undefined);

  if (product.status === 'loading') return <Spinner label={productTexts.loading} />;
  if (product.status === 'failed') {
    if (missing) return <Alert>{productTexts.notFound}</Alert>;
    return (
      <Alert>
        {errorMessage(product.error)}{' '}
        <Button variant="secondary" onPress={product.retry}>
          {texts.app.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <ProductDetail product={product.data!} facts={productFacts(product.data!, 'page')} pricing={productPricing(product.data!, basis)} />
      <Switch label={productTexts.netPrices} isSelected={basis === 'NET'} onChange={(on) => setBasis(on ? 'NET' : 'GROSS')} />
      {buyer ? (
        <Suspense fallback={null}>
          <AddToList product={id} />
        </Suspense>
      ) : null}
      {watcher ? (
        <Suspense fallback={null}>
          <WatchProduct product={id} />
        </Suspense>
      ) : null}
      {product.data!.sellerSlug ? <TraderPanel key={product.data!.sellerSlug} slug={product.data!.sellerSlug} /> : null}
      <p className={layout.muted}>
        {productTexts.reportHint} <Link href={`/report?product=${id}`}>{productTexts.report}</Link>
      </p>
    </>
  );
}

/** The product page (/product?id=…), reached from a result's title. */
export default function ProductRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const site = useSite();
  usePageHead(id ? undefined : missingProductHead(site));
  return (
    <div className={layout.stack}>
      {id ? <ProductView key={id} id={id} /> : <Alert>{productTexts.missingId}</Alert>}
      <Link href="/search">{texts.app.backToSearch}</Link>
    </div>
  );
}
