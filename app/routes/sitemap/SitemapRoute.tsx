import { Alert, Button, Spinner, VirtualLinkList } from '../../../design-system';
import { texts } from '../../messages/texts';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices } from '../../services/AppServicesProvider';
import { unwrap } from '../../services/unwrap';
import { useResource } from '../../services/use-resource';
import * as layout from '../../shell/screen.css';

/** The sitemap's call (SPEC §7): empty text, every city, newest first, one page of a million. */
const sitemapRequest = { name: '', city: 'Toate', page: 0, perPage: 1_000_000 };

/** Every product as a link to its page, in a virtualised list. */
export default function SitemapRoute() {
  usePageTitle(screenTexts.sitemap.title);
  const { clients } = useServices();
  const products = useResource(async (signal) => {
    const { products: found } = await unwrap(clients.search.POST('/api/search', { body: { ...sitemapRequest, filter: [], sort: ['BY_DATE_DESC'] }, signal }));
    return found.map((product) => ({ id: product.uuid, label: `${product.name} (${product.city})`, href: `/product?id=${product.uuid}` }));
  });
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{screenTexts.sitemap.title}</h1>
      {products.status === 'loading' ? <Spinner label={screenTexts.sitemap.loading} showLabel /> : null}
      {products.status === 'failed' ? (
        <Alert>
          {screenTexts.sitemap.failed}{' '}
          <Button variant="secondary" onPress={products.retry}>
            {texts.search.retry}
          </Button>
        </Alert>
      ) : null}
      {products.data ? (
        <>
          <p className={layout.muted}>{screenTexts.sitemap.lead(products.data.length)}</p>
          <VirtualLinkList label={screenTexts.sitemap.list} items={products.data} />
        </>
      ) : null}
    </div>
  );
}
