import { ZoneNav } from '../../../design-system';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle } from '../../services/AppServicesProvider';
import * as layout from '../../shell/screen.css';

/** The super-admin hub: the seller zone and the super-admin zone (SPEC §2). */
export default function AdminHubRoute() {
  usePageTitle(screenTexts.admin.hubTitle);
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{screenTexts.admin.hubTitle}</h1>
      <p className={layout.muted}>{screenTexts.admin.hubLead}</p>
      <h2>{screenTexts.admin.sellerZone}</h2>
      <ZoneNav zone="seller" currentPath="/admin" />
      <h2>{screenTexts.admin.adminZone}</h2>
      <ZoneNav zone="admin" currentPath="/admin" />
    </div>
  );
}
