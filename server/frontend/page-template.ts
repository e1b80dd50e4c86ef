import { escapeHtml, headHtml } from '../../app/head/head-html';
import { pageDataHtml, type PageData } from '../../app/head/page-data';
import type { PageHead } from '../../app/head/page-head';
import type { RenderedBody } from './page-render';

const titlePattern = /[ \t]*<title>[^<]*<\/title>\n?/;
const configPreloadPattern = /[ \t]*<!--[^>]*-->\n[ \t]*<link rel="preload" href="\/config.json"[^>]*>\n?/;
const htmlPattern = '<html lang="ro">';
const rootPattern = '<div id="root"></div>';
const noscriptPattern = /[ \t]*<noscript>.*<\/noscript>\n?/;
const appModulePattern = /<meta name="app-module" content="([^"]+)"/;

/** A page the server rendered (decision 033): its body, the screen's code and styles, and the data the browser hydrates from. */
export interface RenderedPage extends RenderedBody {
  data: PageData;
  documentClass: string;
}

const linkTags = (body: RenderedBody): string =>
  [
    ...body.styles.map((href) => `    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    // Named, not preloaded: app/boot.ts fetches them once the page has painted (decision 040).
    ...(body.modules.length > 0 ? [`    <meta name="screen-modules" content="${escapeHtml(body.modules.join(' '))}" />`] : []),
  ].join('\n');

/**
 * The built `index.html` as a function of a page's head (decision 032) and, for a page the
 * server rendered, its body (decision 033): the title makes way for the page's own tags (the
 * shell has no description of its own, each page's head brings one); a rendered page also gets its theme, its screen's styles and code, its HTML in the
 * root and its data after it, and loses what only the empty shell needs (the early
 * /config.json, which the data carries, and the note that the page needs JavaScript). A build
 * without any of these is refused at start-up rather than served wrong.
 */
export function pageTemplate(indexHtml: string, siteName: string): (head: PageHead, rendered?: RenderedPage) => string {
  const missing = [titlePattern, configPreloadPattern, noscriptPattern].some((pattern) => !pattern.test(indexHtml));
  if (missing || !indexHtml.includes(htmlPattern) || !indexHtml.includes(rootPattern)) {
    throw new Error('index.html lacks the title, /config.json preload, root or noscript the page template replaces.');
  }
  const [before, after] = indexHtml.split(titlePattern) as [string, string];
  const renderedBefore = before.replace(configPreloadPattern, '');
  const renderedAfter = after.replace(noscriptPattern, '');
  // The empty shell has nothing to paint before the app: its module is fetched with the HTML (decision 040).
  const appModule = appModulePattern.exec(indexHtml)?.[1];
  const shellPreload = appModule ? `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(appModule)}" />` : '';
  return (head, rendered) => {
    const tags = headHtml(head, siteName);
    if (!rendered) return `${before}${tags}${shellPreload}\n${after}`;
    const top = renderedBefore.replace(htmlPattern, `<html lang="ro" class="${escapeHtml(rendered.documentClass)}">`);
    const links = linkTags(rendered);
    const bottom = renderedAfter.replace(rootPattern, `<div id="root">${rendered.html}</div>\n    ${pageDataHtml(rendered.data)}`);
    return `${top}${tags}\n${links ? `${links}\n` : ''}${bottom}`;
  };
}
