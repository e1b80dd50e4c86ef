import { rankingTexts } from './ranking-texts';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { staticPageHead } from '../../head/page-head';
import { ProseSections } from '../../shell/ProseSections';
import * as layout from '../../shell/screen.css';

/** How search orders its results (issue #51, P2B Art. 5; docs/product.md §2), linked from the sort control and each result. */
export default function RankingRoute() {
  const site = useSite();
  usePageHead(staticPageHead(site, 'ranking'));
  return (
    <article className={`${layout.stack} ${layout.prose}`}>
      <h1 className={layout.heading}>{rankingTexts.title}</h1>
      <p>{rankingTexts.intro(site.name)}</p>
      <ProseSections sections={rankingTexts.sections} />
    </article>
  );
}
