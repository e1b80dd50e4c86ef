import { ZoneNav } from '../../../design-system';
import { texts } from '../../messages/texts';
import { usePageTitle } from '../../services/AppServicesProvider';
import * as layout from '../../shell/screen.css';

/** The super-admin hub: the seller zone and the super-admin zone (SPEC §2). */
export default function AdminHubRoute() {
  usePageTitle(texts.admin.hubTitle);
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{texts.admin.hubTitle}</h1>
      <p className={layout.muted}>{texts.admin.hubLead}</p>
      <h2>{texts.admin.sellerZone}</h2>
      <ZoneNav zone="seller" currentPath="/admin" />
      <h2>{texts.admin.adminZone}</h2>
      <ZoneNav zone="admin" currentPath="/admin" />
    </div>
  );
}
