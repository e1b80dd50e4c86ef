import { Alert, QRCodePanel, Spinner, ZoneNav } from '../../../design-system';
import { errorMessage } from '../../messages/error-messages';
import { texts } from '../../messages/texts';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices, useSession } from '../../services/AppServicesProvider';
import { unwrap } from '../../services/unwrap';
import { useResource } from '../../services/use-resource';
import * as layout from '../../shell/screen.css';
import { sellerSearchUrl } from './seller-search-url';

/** The seller's QR code (level H, 256 px) with PNG and SVG downloads. */
export default function MyQrRoute() {
  usePageTitle(screenTexts.qr.title);
  const { clients, config } = useServices();
  const { username } = useSession();
  const profile = useResource((signal) => unwrap(clients.auth.GET('/api/profile/{id}', { params: { path: { id: username as string } }, signal })));
  return (
    <div className={layout.stack}>
      <ZoneNav zone="seller" currentPath="/myQr" />
      <h1 className={layout.heading}>{screenTexts.qr.title}</h1>
      <p className={layout.muted}>{screenTexts.qr.lead}</p>
      {profile.status === 'loading' ? <Spinner label={texts.app.loading} /> : null}
      {profile.status === 'failed' ? (
        <Alert>
          {screenTexts.qr.loadFailed} {errorMessage(profile.error)}
        </Alert>
      ) : null}
      {profile.data ? (
        <QRCodePanel
          value={sellerSearchUrl(config.publicUrl, profile.data.uuid, profile.data.sellerName)}
          fileName={`cod-qr-${profile.data.username}`}
          label={screenTexts.qr.label(profile.data.sellerName)}
        />
      ) : null}
    </div>
  );
}
