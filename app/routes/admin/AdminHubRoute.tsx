import { ZoneNav } from '../../../design-system';
import { adminTexts } from './admin-texts';
import { usePageTitle } from '../../runtime/AppServicesProvider';
import * as layout from '../../shell/screen.css';
import { zoneNavigation } from '../../shell/navigation';

/** The super-admin hub: the seller zone and the super-admin zone (docs/product.md §2). */
export default function AdminHubRoute() {
  usePageTitle(adminTexts.hubTitle);
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{adminTexts.hubTitle}</h1>
      <p className={layout.muted}>{adminTexts.hubLead}</p>
      <h2>{adminTexts.sellerZone}</h2>
      <ZoneNav {...zoneNavigation.seller} currentPath="/admin" />
      <h2>{adminTexts.adminZone}</h2>
      <ZoneNav {...zoneNavigation.admin} currentPath="/admin" />
    </div>
  );
}
