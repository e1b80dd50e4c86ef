import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** The sitemap protocol's limit of addresses per file. */
const sitemapFileSize = 50_000;
const batch = 5_000;

const escapeXml = (value: string): string => value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The public product pages, as search shows them (enabled product, enabled and verified seller), in uuid order. */
async function* visibleProducts(db: Kysely<DatabaseSchema>, skip: number, take: number): AsyncGenerator<{ uuid: string; updatedAt: Date }> {
  let after: string | undefined;
  let sent = 0;
  let skipped = false;
  while (sent < take) {
    let query = db
      .selectFrom('search_index as s')
      .innerJoin('users as u', 'u.uuid', 's.owner_uuid')
      .where('s.is_enabled', '=', true)
      .where('u.lists_products', '=', true)
      .select(['s.product_uuid as uuid', 's.updated_at as updatedAt'])
      .orderBy('s.product_uuid')
      .limit(Math.min(batch, take - sent));
    if (after) query = query.where('s.product_uuid', '>', after);
    else if (!skipped && skip > 0) query = query.offset(skip);
    skipped = true;
    const rows = await query.execute();
    for (const row of rows) yield { uuid: row.uuid, updatedAt: new Date(row.updatedAt as unknown as string) };
    sent += rows.length;
    if (rows.length === 0 || rows.length < batch) break;
    after = rows.at(-1)?.uuid;
  }
}

/** The sellers whose pages are public (issue #49): those whose products show, by their page's address. */
const listedSellers = (db: Kysely<DatabaseSchema>) =>
  db.selectFrom('users').select(['slug', 'updated_at']).where('lists_products', '=', true).where('slug', 'is not', null).orderBy('slug');

const urlsetStart = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

async function* sellerUrls(db: Kysely<DatabaseSchema>, publicUrl: string): AsyncGenerator<string> {
  for (const seller of await listedSellers(db).execute()) {
    yield `<url><loc>${escapeXml(`${publicUrl}/seller/${seller.slug as string}`)}</loc><lastmod>${new Date(seller.updated_at).toISOString()}</lastmod></url>\n`;
  }
}

/** A file of product addresses; the first also lists the site's pages and, when the sitemap is one file, the sellers' pages. */
async function* urlset(db: Kysely<DatabaseSchema>, publicUrl: string, part: number, withPages: boolean, withSellers: boolean): AsyncGenerator<string> {
  yield urlsetStart;
  if (withPages)
    for (const page of ['/search', '/terms', '/contact', '/sitemap', '/ranking', '/accessibility', '/privacy'])
      yield `<url><loc>${escapeXml(publicUrl + page)}</loc></url>\n`;
  if (withSellers) yield* sellerUrls(db, publicUrl);
  for await (const product of visibleProducts(db, part * sitemapFileSize, sitemapFileSize)) {
    yield `<url><loc>${escapeXml(`${publicUrl}/product?id=${product.uuid}`)}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>\n`;
  }
  yield '</urlset>\n';
}

/** The sellers' pages alone, a file of their own once the products fill several. */
async function* sellersUrlset(db: Kysely<DatabaseSchema>, publicUrl: string): AsyncGenerator<string> {
  yield urlsetStart;
  yield* sellerUrls(db, publicUrl);
  yield '</urlset>\n';
}

/**
 * `robots.txt` and the XML sitemap for search engines. Up to 50,000 addresses the sitemap is
 * one file; beyond, `/sitemap.xml` is an index of `/sitemap-sellers.xml` (the sellers' pages,
 * issue #49) and `/sitemap-N.xml` files of 50,000 products each.
 * Both stream, so 100,000 products never sit in memory.
 */
export function registerCrawlerFiles(app: FastifyInstance, db: Kysely<DatabaseSchema>, publicUrl: string): void {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /svc/\nDisallow: /admin\nDisallow: /products-management\nDisallow: /upload/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    // The products and the sellers the sitemap lists, counted in one round trip.
    const { total, sellers } = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('search_index as s')
          .innerJoin('users as u', 'u.uuid', 's.owner_uuid')
          .where('s.is_enabled', '=', true)
          .where('u.lists_products', '=', true)
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .as('total'),
        eb
          .selectFrom('users')
          .where('lists_products', '=', true)
          .where('slug', 'is not', null)
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .as('sellers'),
      ])
      .executeTakeFirstOrThrow();
    // One file while the pages, the sellers and the products fit in it; past that an index, the sellers a file of their own.
    if (Number(total) + Number(sellers) + 4 <= sitemapFileSize) return reply.send(Readable.from(urlset(db, publicUrl, 0, true, true)));
    const files = Math.ceil(Number(total) / sitemapFileSize);
    const entries = [
      `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-sellers.xml`)}</loc></sitemap>`,
      ...Array.from({ length: files }, (_, part) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${part + 1}.xml`)}</loc></sitemap>`),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    if (request.params.part === 'sellers') {
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
      return reply.send(Readable.from(sellersUrlset(db, publicUrl)));
    }
    const part = Number(request.params.part);
    if (!Number.isInteger(part) || part < 1 || part > 1_000) return reply.callNotFound();
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return reply.send(Readable.from(urlset(db, publicUrl, part - 1, part === 1, false)));
  });
}
