import type { PageHead } from './page-head';

/** One element of a page's head, as data: written to HTML by the server, created through the DOM by the browser. */
export interface HeadTag {
  name: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** The attribute that marks a page's own head elements, so the browser can replace them. */
export const pageHeadAttribute = 'data-page-head';

/** Every element of a page's head, in the order they are written. */
export function headTags(head: PageHead, siteName: string): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ name: 'meta', attributes: { [key]: name, content } });
  return [
    { name: 'title', attributes: {}, text: head.title },
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { name: 'link', attributes: { rel: 'canonical', href: head.canonical } },
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'ro_RO'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    ...(head.ogType === 'product' ? [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')] : []),
    meta('property', 'og:image:alt', head.imageAlt),
    ...(head.price ? [meta('property', 'product:price:amount', head.price.amount), meta('property', 'product:price:currency', head.price.currency)] : []),
    meta('name', 'twitter:card', head.ogType === 'product' ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data): HeadTag => ({ name: 'script', attributes: { type: 'application/ld+json' }, text: jsonLdText(data) })),
  ];
}

/**
 * schema.org data as the text of a script element. JSON escapes quotes and controls; `<`, `>`
 * and `&` become `\u003c`, `\u003e` and `\u0026` as well, so no product text can close the
 * element or open a comment in it, and the line separators no parser may take as an end.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
