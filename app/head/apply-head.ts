import { headTags, pageHeadAttribute, type HeadTag } from './head-tags';
import type { PageHead } from './page-head';

const pageHeadElements = `[${pageHeadAttribute}], title, meta[name="description"]`;

/** Whether the document's head already holds exactly these tags, in this order. */
function holds(elements: Element[], tags: HeadTag[]): boolean {
  return (
    elements.length === tags.length &&
    tags.every((tag, index) => {
      const element = elements[index] as Element;
      const names = element.getAttributeNames().filter((name) => name !== pageHeadAttribute);
      return (
        element.localName === tag.name &&
        names.length === Object.keys(tag.attributes).length &&
        Object.entries(tag.attributes).every(([name, value]) => element.getAttribute(name) === value) &&
        element.textContent === (tag.text ?? '')
      );
    })
  );
}

/**
 * Puts a page's head into the document, in place of the one before it (the server's, or the
 * previous page's): the same tags the server writes, made through the DOM, so no product text
 * is ever parsed as HTML. A head that is already this page's (the server's, as the page
 * hydrates) is left as it is: drawing it again cost the app's first task several milliseconds.
 */
export function applyHead(head: PageHead, siteName: string): void {
  const tags = headTags(head, siteName);
  const current = [...document.head.querySelectorAll(pageHeadElements)];
  if (holds(current, tags)) return;
  for (const old of current) old.remove();
  for (const tag of tags) {
    const element = document.createElement(tag.name);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(pageHeadAttribute, '');
    if (tag.text !== undefined) element.textContent = tag.text;
    document.head.append(element);
  }
}
