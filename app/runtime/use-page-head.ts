import { useEffect, useMemo } from 'react';
import { applyHead } from '../head/apply-head';
import { siteHead, siteOf, type PageHead, type Site } from '../head/page-head';
import { useServices } from './AppServicesProvider';

/** The site as the heads name it: its name and its address without a trailing slash. */
export function useSite(): Site {
  const { config } = useServices();
  return useMemo(() => siteOf(config.siteName, config.publicUrl), [config.siteName, config.publicUrl]);
}

/**
 * Keeps the document's head on this page's (decision 032): given undefined, the head stays as
 * it is (the server's, while the page's data loads); on leaving, the site's own head returns.
 */
export function usePageHead(head: PageHead | undefined): void {
  const site = useSite();
  const written = head ? JSON.stringify(head) : undefined;
  useEffect(() => {
    if (written === undefined) return;
    applyHead(JSON.parse(written) as PageHead, site.name);
  }, [written, site.name]);
  useEffect(() => () => applyHead(siteHead(site, window.location.pathname), site.name), [site]);
}
