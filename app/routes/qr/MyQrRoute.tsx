import { Alert, QRCodePanel, Spinner, ZoneNav } from '../../../design-system';
import { errorMessage } from '../../messages/error-messages';
import { texts } from '../../messages/texts';
import { qrTexts } from './qr-texts';
import { usePageTitle, useServices, useSignedInUsername } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';
import { sellerSearchUrl } from './seller-search-url';
import { zoneNavigation } from '../../shell/navigation';

/** The seller's QR code (level H, 256 px) with PNG and SVG downloads. */
export default function MyQrRoute() {
  usePageTitle(qrTexts.title);
  const { clients, config } = useServices();
  const username = useSignedInUsername();
  const profile = useResource((signal) => unwrap(clients.auth.GET('/api/profile/{id}', { params: { path: { id: username } }, signal })));
  return (
    <div className={layout.stack}>
      <ZoneNav {...zoneNavigation.seller} currentPath="/myQr" />
      <h1 className={layout.heading}>{qrTexts.title}</h1>
      <p className={layout.muted}>{qrTexts.lead}</p>
      {profile.status === 'loading' ? <Spinner label={texts.app.loading} /> : null}
      {profile.status === 'failed' ? (
        <Alert>
          {qrTexts.loadFailed} {errorMessage(profile.error)}
        </Alert>
      ) : null}
      {profile.data ? (
        <QRCodePanel
          value={sellerSearchUrl(config.publicUrl, profile.data.uuid, profile.data.sellerName)}
          fileName={`cod-qr-${profile.data.username}`}
          label={qrTexts.label(profile.data.sellerName)}
        />
      ) : null}
    </div>
  );
}
