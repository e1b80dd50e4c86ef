import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Link, LinkList, Spinner, type LinkListItem } from '../../../design-system';
import { slicedListMachine } from '../../../machines/sliced-list/sliced-list.machine';
import { texts } from '../../messages/texts';
import { sitemapTexts } from './sitemap-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { staticPageHead } from '../../head/page-head';
import { headTexts } from '../../head/head-texts';
import * as layout from '../../shell/screen.css';
import { sitemapPageOf, sliceSize, slicesPerPage } from '../../head/sitemap-slices';
import { fetchSitemapSlice, sitemapLinks } from './sitemap-slices';

const t = sitemapTexts;

/** One page of the sitemap: its links load a slice at a time as the list scrolls. */
function SitemapPage({ page }: { page: number }) {
  const { clients, initial } = useServices();
  const [machine] = useState(() => slicedListMachine.provide({ actors: { fetchSlice: fetchSitemapSlice(clients, page) } }));
  const served = initial.sitemap(page);
  const [snapshot, send] = useMachine(machine, { input: { sliceSize, maxSlices: slicesPerPage, firstSlice: served && sitemapLinks(served) } });
  const links = snapshot.context.items as LinkListItem[];
  const loading = snapshot.hasTag('loading');
  const first = (page - 1) * sliceSize * slicesPerPage;
  return (
    <>
      <p className={layout.muted} role="status">
        {snapshot.matches('exhausted')
          ? t.complete(first + links.length)
          : loading
            ? t.loadingSlice(first + links.length + 1, first + links.length + sliceSize)
            : t.progress(first + 1, first + links.length)}
      </p>
      {snapshot.matches('failed') ? (
        <Alert>
          {t.failed}{' '}
          <Button variant="secondary" onPress={() => send({ type: 'retry' })}>
            {texts.app.retry}
          </Button>
        </Alert>
      ) : null}
      {links.length === 0 && loading ? <Spinner label={t.loading} showLabel /> : null}
      {links.length > 0 ? (
        <LinkList
          label={t.list}
          items={links}
          isLoading={loading}
          loadMoreLabel={t.loadMore}
          onLoadMore={snapshot.can({ type: 'more' }) || loading ? () => send({ type: 'more' }) : undefined}
        />
      ) : null}
      <nav aria-label={t.pages} className={layout.linkRow}>
        {page > 1 ? <Link href={`/sitemap?pagina=${page - 1}`}>{t.previous}</Link> : null}
        {snapshot.matches('bounded') ? <Link href={`/sitemap?pagina=${page + 1}`}>{t.next}</Link> : null}
      </nav>
    </>
  );
}

/**
 * Every product as a link to its page (docs/product.md §2), 10,000 to a page of the sitemap, each page
 * loaded in slices of 500 as the list scrolls (decision 014): the first links show at once
 * and the browser never holds a million products.
 */
export default function SitemapRoute() {
  usePageHead(staticPageHead(useSite(), 'sitemap'));
  const [params] = useSearchParams();
  const page = sitemapPageOf(params);
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{headTexts.pages.sitemap.title}</h1>
      <SitemapPage key={page} page={page} />
    </div>
  );
}
