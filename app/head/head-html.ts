import { headTags, pageHeadAttribute, type HeadTag } from './head-tags';
import type { PageHead } from './page-head';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values as HTML, every character that could end them escaped. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => entities[character] as string);

function tagHtml(tag: HeadTag): string {
  const attributes = Object.entries({ ...tag.attributes, [pageHeadAttribute]: '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  if (tag.name === 'meta' || tag.name === 'link') return `<${tag.name}${attributes} />`;
  // A script's text is JSON already escaped for it (`jsonLdText`); a title's is escaped here.
  const text = tag.name === 'script' ? (tag.text ?? '') : escapeHtml(tag.text ?? '');
  return `<${tag.name}${attributes}>${text}</${tag.name}>`;
}

/** A page's head as HTML, for the server's first response. */
export function headHtml(head: PageHead, siteName: string): string {
  return headTags(head, siteName)
    .map((tag) => `    ${tagHtml(tag)}`)
    .join('\n');
}
