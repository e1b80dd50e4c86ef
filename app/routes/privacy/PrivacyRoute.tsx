import { privacyTexts } from './privacy-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { staticPageHead } from '../../head/page-head';
import { ProseSections } from '../../shell/ProseSections';
import * as layout from '../../shell/screen.css';

/** The privacy and cookies page (issue #51, GDPR; docs/product.md §2), linked from the footer and the cookie notice. */
export default function PrivacyRoute() {
  const site = useSite();
  usePageHead(staticPageHead(site, 'privacy'));
  const { config } = useServices();
  return (
    <article className={`${layout.stack} ${layout.prose}`}>
      <h1 className={layout.heading}>{privacyTexts.title}</h1>
      <p className={layout.muted}>{privacyTexts.updated}</p>
      <ProseSections sections={privacyTexts.sections(site.name, config.contactEmail)} />
    </article>
  );
}
