import { headHtml } from '../../app/head/head-html';
import type { PageHead } from '../../app/head/page-head';

const titlePattern = /[ \t]*<title>[^<]*<\/title>\n?/;
const descriptionPattern = /[ \t]*<meta name="description"[^>]*>\n?/;

/**
 * The built `index.html` as a function of a page's head: its title and description make way
 * for the page's own tags, written where the title was (decision 032). A build without either
 * is refused at start-up rather than served with two titles.
 */
export function pageTemplate(indexHtml: string, siteName: string): (head: PageHead) => string {
  if (!titlePattern.test(indexHtml) || !descriptionPattern.test(indexHtml)) {
    throw new Error('index.html has no <title> or description to replace; the page heads cannot be written.');
  }
  const [before, after] = indexHtml.replace(descriptionPattern, '').split(titlePattern) as [string, string];
  return (head) => `${before}${headHtml(head, siteName)}\n${after}`;
}
