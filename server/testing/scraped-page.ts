import { Parser } from 'htmlparser2';

/** A page as a scraper that runs no JavaScript reads it: its head's tags, the scripts' texts, what the root holds. */
export interface ScrapedPage {
  title: string;
  meta: Map<string, string>;
  links: Map<string, string>;
  jsonLd: Record<string, unknown>[];
  /** Every element the page holds, by name, so an injected one shows. */
  elements: string[];
  /** Each executable script's source or text. */
  scripts: string[];
  /** The data the page hands the browser to hydrate from (decision 033). */
  data: Record<string, unknown> | undefined;
  /** The text a reader sees: everything outside the head's title and the scripts. */
  text: string;
  /** The classes of the document element. */
  documentClass: string;
}

export function scrape(html: string): ScrapedPage {
  const page: ScrapedPage = {
    title: '',
    meta: new Map(),
    links: new Map(),
    jsonLd: [],
    elements: [],
    scripts: [],
    data: undefined,
    text: '',
    documentClass: '',
  };
  let inside: { name: string; type: string; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        page.elements.push(name);
        if (name === 'html') page.documentClass = attributes.class ?? '';
        if (name === 'meta' && attributes.content !== undefined) page.meta.set(attributes.property ?? attributes.name ?? '', attributes.content);
        if (name === 'link' && attributes.rel)
          page.links.set(attributes.rel, [page.links.get(attributes.rel), attributes.href ?? ''].filter(Boolean).join(' '));
        if (name === 'title' || name === 'script') inside = { name, type: attributes.type ?? '', text: attributes.src ?? '' };
      },
      ontext(text) {
        if (inside) inside.text += text;
        else page.text += text;
      },
      onclosetag(name) {
        if (!inside || inside.name !== name) return;
        // The document's title is the head's, the first; a drawing's own (an SVG's `<title>`) names the drawing.
        if (name === 'title') page.title ||= inside.text;
        else if (inside.type === 'application/ld+json') page.jsonLd.push(JSON.parse(inside.text) as Record<string, unknown>);
        else if (inside.type === 'application/json') page.data = JSON.parse(inside.text) as Record<string, unknown>;
        else page.scripts.push(inside.text);
        inside = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return page;
}
