import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { lightTheme } from '../design-system';
import { AppTree } from './AppTree';
import type { PageData } from './head/page-data';
import { AppRoutes } from './router';
import { createAppServices, type AppServices } from './runtime/app-services';
import { initialData } from './runtime/initial-data';
import { priceBasisStore } from './runtime/price-basis';

/** The class the document element carries, so the page is themed before any script runs. */
export const documentClass = lightTheme;

const noCalls: typeof fetch = () => Promise.reject(new Error('A server render makes no calls; its data comes in PageData.'));

/**
 * The services of a server render but its page's data, built once per configuration: nothing
 * in them runs on the server (no call, no started machine), so every render can read the same.
 * Building them (three clients, the session machine) cost each render a tenth of its time.
 */
const sharedServices = new Map<string, AppServices>();

function servicesFor(data: PageData): AppServices {
  const key = JSON.stringify(data.config);
  let shared = sharedServices.get(key);
  if (!shared) {
    shared = createAppServices({ config: data.config, fetch: noCalls, readCookies: () => '', live: false });
    sharedServices.set(key, shared);
  }
  return { ...shared, initial: initialData(data), priceBasis: priceBasisStore(data.priceBasis) };
}

/** The page's tree: the same routes, the machines started from the data the server loaded, nothing running. */
const pageTree = (url: string, data: PageData) => (
  <AppTree services={servicesFor(data)}>
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>
  </AppTree>
);

/** The markers React leaves where a part of the page was not rendered: a boundary still waiting (`$?`) or left to the browser (`$!`). */
const unfinished = (html: string): boolean => html.includes('<!--$?-->') || html.includes('<!--$!-->');

/** The page rendered as a stream that waits for every lazy part, so the HTML holds the screen itself, never its spinner. */
async function prerendered(url: string, data: PageData): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    pageTree(url, data),
    // Every boundary inline, however large: an outlined one is put in place by an inline script, which the CSP refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that failed would be left to the browser, by an inline script the CSP refuses: the page is not rendered at all.
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${url} failed`);
  return text(prelude);
}

/**
 * A public page's body as the browser will hydrate it (decision 033). Once the lazy parts a
 * page uses have loaded, React renders it in one pass, to a string: the same HTML as the
 * stream's, for about a quarter less (no bytes to encode and decode again). A page that meets
 * a part not loaded yet (the first of its kind since the worker started) or that fails is
 * rendered again as the stream, which waits for it, or says what failed.
 */
export async function renderPage(url: string, data: PageData): Promise<string> {
  const html = renderToString(pageTree(url, data));
  return unfinished(html) ? prerendered(url, data) : html;
}

/**
 * The public pages the server renders (docs/product.md §2), each with its screen's module as
 * the client build's manifest names it, when the screen loads lazily: the server links its
 * styles in the head, so the page is styled at first paint, and names its code, which
 * app/boot.ts fetches with the app's once the page has painted (decision 040).
 * Private screens keep the empty shell.
 */
export const renderedPages: Readonly<Record<string, string | null>> = {
  '/search': null,
  '/product': 'routes/product/ProductRoute.tsx',
  '/seller': 'routes/search/SellerRoute.tsx',
  '/terms': 'routes/terms/TermsRoute.tsx',
  '/ranking': 'routes/ranking/RankingRoute.tsx',
  '/accessibility': 'routes/accessibility/AccessibilityRoute.tsx',
  '/privacy': 'routes/privacy/PrivacyRoute.tsx',
  '/contact': 'routes/contact/ContactRoute.tsx',
  '/sitemap': 'routes/sitemap/SitemapRoute.tsx',
};
