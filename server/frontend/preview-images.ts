import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { headTexts } from '../../app/head/head-texts';
import { previewPhoto, productImagePath, productImageVersion, siteImagePath } from '../../app/head/page-head';
import { uuidPattern } from '../../openapi/domain/patterns';
import type { DatabaseSchema } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { storedRendition } from '../services/product/photo-writes';
import { shownProducts } from '../services/search/product-rows';
import { productCard, productPhotoCard, siteCard } from './preview-card';

/** Rendered product previews kept in memory, the least recently asked first out: about 60 kB each. */
const keptPreviews = 256;
const forGood = 'public, max-age=31536000, immutable';

/** A small least-recently-used cache of renders, each started once however many ask at the same moment. */
class RenderCache {
  private readonly renders = new Map<string, Promise<Buffer>>();
  constructor(private readonly size: number) {}

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.renders.get(key);
    if (kept) {
      this.renders.delete(key);
      this.renders.set(key, kept);
      return kept;
    }
    const started = render();
    this.renders.set(key, started);
    // A failed render is not kept: the next request tries again.
    started.catch(() => this.renders.delete(key));
    if (this.renders.size > this.size) this.renders.delete(this.renders.keys().next().value as string);
    return started;
  }
}

/**
 * The link previews' images (decision 032), drawn on the server with no browser: each shown
 * product's name, price, city and seller at `/preview/product/{uuid}.png?v={version}`, with its
 * cover beside them as `/preview/product/{uuid}.jpg?v={version}` when it has one, and the
 * site's own at `/preview/site.png`. A product's address changes with each version, so its image
 * is cached for good; an older version's address is sent on to the current one.
 */
export function registerPreviewImages(app: FastifyInstance, db: Kysely<DatabaseSchema>, siteName: string): void {
  const cache = new RenderCache(keptPreviews);

  app.get(siteImagePath, async (_request, reply) => {
    const image = await cache.get('site', () => siteCard(siteName, headTexts.siteDescription));
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(image);
  });

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>('/preview/product/:file', async (request, reply) => {
    const [, uuid = '', extension] = /^(.+)\.(png|jpg)$/.exec(request.params.file) ?? [];
    const [product] = uuidPattern.test(uuid) ? await shownProducts(db, [uuid]) : [];
    if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE');
    const current = productImagePath(product);
    const photo = previewPhoto(product);
    if (request.query.v !== productImageVersion(product) || extension !== (photo ? 'jpg' : 'png')) {
      return reply.header('Cache-Control', 'no-cache').redirect(current, 302);
    }
    const image = await cache.get(current, async () => {
      if (!photo) return productCard(product, siteName);
      const rendition = await storedRendition(db, photo.url.split('/').pop() ?? '');
      return productPhotoCard(product, rendition.bytes, siteName);
    });
    return reply
      .type(photo ? 'image/jpeg' : 'image/png')
      .header('Cache-Control', forGood)
      .send(image);
  });
}
