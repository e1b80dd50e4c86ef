import { useSyncExternalStore } from 'react';
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

/**
 * The page's QR code, drawn once the page runs in the browser: it is there to be downloaded,
 * which takes the script, and drawing it twice (the picture and the PNG's canvas) took a third
 * of the server's render of the page. Its place is kept meanwhile, so nothing moves.
 */
const nothingToFollow = () => () => undefined;

function PageQrCode({ url, slug, name }: { url: string; slug: string; name: string }) {
  // False on the server and while the server's HTML is hydrated; true in the browser after.
  const live = useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
  return <div className={layout.qrSlot}>{live ? <QRCodePanel value={url} fileName={`cod-qr-${slug}`} label={sellerTexts.qrLabel(name)} /> : null}</div>;
}

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
      <PageQrCode url={`${config.publicUrl}${sellerPath(shown.slug)}`} slug={shown.slug} name={shown.name} />
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
