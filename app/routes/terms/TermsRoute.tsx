import { terms } from './terms';
import { useServices } from '../../runtime/AppServicesProvider';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { staticPageHead } from '../../head/page-head';
import { headTexts } from '../../head/head-texts';
import { ProseSections } from '../../shell/ProseSections';
import * as layout from '../../shell/screen.css';

/** Terms and conditions (docs/product.md §2), in Romanian, last updated 18 April 2025. */
export default function TermsRoute() {
  usePageHead(staticPageHead(useSite(), 'terms'));
  const { config } = useServices();
  return (
    <article className={`${layout.stack} ${layout.prose}`}>
      <h1 className={layout.heading}>{headTexts.pages.terms.title}</h1>
      <p className={layout.muted}>{terms.updated}</p>
      <ProseSections sections={terms.sections(config.siteName, config.contactEmail)} />
    </article>
  );
}
