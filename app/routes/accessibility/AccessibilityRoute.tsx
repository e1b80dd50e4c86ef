import type { AccessibilityFigures } from '../../../scripts/accessibility-figures';
import { accessibilityTexts } from './accessibility-texts';
import { Link } from '../../../design-system';
import { useServices } from '../../runtime/AppServicesProvider';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { staticPageHead } from '../../head/page-head';
import { ProseSections } from '../../shell/ProseSections';
import * as layout from '../../shell/screen.css';

/** The figures of the project's accessibility checks, counted as the app is built (scripts/accessibility-figures.ts). */
declare const __ACCESSIBILITY_FIGURES__: AccessibilityFigures;

/** The accessibility statement (issue #51, Law 232/2022; docs/product.md §2), linked from the footer; its figures and date come from the build. */
export default function AccessibilityRoute() {
  const site = useSite();
  usePageHead(staticPageHead(site, 'accessibility'));
  const { config } = useServices();
  return (
    <article className={`${layout.stack} ${layout.prose}`}>
      <h1 className={layout.heading}>{accessibilityTexts.title}</h1>
      <ProseSections sections={accessibilityTexts.sections(site.name, config.contactEmail, __ACCESSIBILITY_FIGURES__)} />
      <p>
        <Link href="/contact">{accessibilityTexts.contactLink}</Link>
      </p>
    </article>
  );
}
