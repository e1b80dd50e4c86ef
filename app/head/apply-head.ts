import { headTags, pageHeadAttribute } from './head-tags';
import type { PageHead } from './page-head';

/**
 * Puts a page's head into the document, in place of the one before it (the server's, or the
 * previous page's): the same tags the server writes, made through the DOM, so no product text
 * is ever parsed as HTML.
 */
export function applyHead(head: PageHead, siteName: string): void {
  for (const old of document.head.querySelectorAll(`[${pageHeadAttribute}], title, meta[name="description"]`)) old.remove();
  for (const tag of headTags(head, siteName)) {
    const element = document.createElement(tag.name);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(pageHeadAttribute, '');
    if (tag.text !== undefined) element.textContent = tag.text;
    document.head.append(element);
  }
}
