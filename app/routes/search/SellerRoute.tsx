import { useParams } from 'react-router';
import { Alert, Button, Link, QRCodePanel, SellerInfo, Spinner } from '../../../design-system';
import { texts } from '../../messages/texts';
import { errorMessage } from '../../messages/error-messages';
import { useServices } from '../../runtime/AppServicesProvider';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { missingSellerHead, sellerHead, sellerPath } from '../../head/page-head';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';
import { SearchRoute } from './SearchRoute';
import { sellerInfoProps } from '../../runtime/seller-info';
import { sellerTexts } from './seller-texts';

const notFoundCodes = new Set(['NOT_FOUND', 'VALIDATION_FAILED']);

function SellerView({ slug }: { slug: string }) {
  const { clients, initial, config } = useServices();
  const site = useSite();
  const seller = useResource((signal) => unwrap(clients.search.GET('/api/seller/{slug}', { params: { path: { slug } }, signal })), initial.seller(slug));
  const missing = seller.status === 'failed' && notFoundCodes.has(seller.error ?? '');
  usePageHead(seller.data ? sellerHead(site, seller.data) : missing ? missingSellerHead(site) : undefined);

  if (seller.status === 'loading') return <Spinner label={sellerTexts.loading} />;
  if (seller.status === 'failed' || !seller.data) {
    if (missing) return <Alert>{sellerTexts.notFound}</Alert>;
    return (
      <Alert>
        {errorMessage(seller.error)}{' '}
        <Button variant="secondary" onPress={seller.retry}>
          {texts.app.retry}
        </Button>
      </Alert>
    );
  }
  const shown = seller.data;
  return (
    <>
      <h1 className={layout.heading}>{shown.name}</h1>
      <SellerInfo {...sellerInfoProps(shown, 'page')} />
      <QRCodePanel value={`${config.publicUrl}${sellerPath(shown.slug)}`} fileName={`cod-qr-${shown.slug}`} label={sellerTexts.qrLabel(shown.name)} />
      <SearchRoute scope={{ path: sellerPath(shown.slug), owner: shown.uuid, seller: shown.name }} />
    </>
  );
}

/** A seller's public page (/seller/{slug}, issue #49): who sells, on what terms, and their products, searchable. */
export default function SellerRoute() {
  const { slug = '' } = useParams();
  return (
    <div className={layout.stack}>
      <SellerView key={slug} slug={slug} />
      <Link href="/search">{texts.app.backToSearch}</Link>
    </div>
  );
}
