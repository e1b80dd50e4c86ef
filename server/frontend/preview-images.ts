import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { headTexts } from '../../app/head/head-texts';
import { deliverySentence, previewPhoto, productImagePath, productImageVersion, sellerImagePath, siteImagePath } from '../../app/head/page-head';
import { companyBadgeText } from '../../openapi/domain/company-badge';
import { uuidPattern } from '../../openapi/domain/patterns';
import type { DatabaseSchema } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { BoundedLine, MinuteBudget } from '../security/bounded-line';
import { clientOf } from '../security/client-address';
import type { CatalogueReads } from './catalogue-reads';
import { productCard, productPhotoCard, sellerCard, siteCard } from './preview-card';

type Db = Kysely<DatabaseSchema>;

/** Rendered product previews kept in memory, the least recently asked first out: about 60 kB each. */
const keptPreviews = 256;
const forGood = 'public, max-age=31536000, immutable';

/**
 * What drawing previews may cost (issue #47): about 85 ms of this process's main thread each,
 * so one at a time with four more waiting, and a client may have 30 drawn a minute; a preview
 * already drawn, by any process, is read from the database at no such cost.
 */
export const previewLimits = { turns: 1, queued: 4, drawnPerClientPerMinute: 30 } as const;

/** A small least-recently-used cache of renders, each started once however many ask at the same moment. */
class RenderCache {
  private readonly renders = new Map<string, Promise<Buffer>>();
  constructor(private readonly size: number) {}

  /** The render kept or on its way for `key`, now the most recently asked; undefined when there is none. */
  peek(key: string): Promise<Buffer> | undefined {
    const kept = this.renders.get(key);
    if (kept) {
      this.renders.delete(key);
      this.renders.set(key, kept);
    }
    return kept;
  }

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.peek(key);
    if (kept) return kept;
    const started = render();
    this.renders.set(key, started);
    // A failed render is not kept: the next request tries again.
    started.catch(() => this.renders.delete(key));
    if (this.renders.size > this.size) this.renders.delete(this.renders.keys().next().value as string);
    return started;
  }
}

/** A product's preview as kept in the database, by its versioned address, or undefined. */
async function keptPreview(db: Db, address: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('preview_images').select('bytes').where('address', '=', address).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}

/** Keeps a product's preview at its address; the product's older versions go, as no page names them any more. */
async function keepPreview(db: Db, product: string, address: string, bytes: Buffer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('preview_images').where('product_uuid', '=', product).where('address', '!=', address).execute();
    await trx
      .insertInto('preview_images')
      .values({ address, product_uuid: product, bytes })
      .onConflict((conflict) => conflict.column('address').doNothing())
      .execute();
  });
}

/**
 * The link previews' images (decision 032), drawn on the server with no browser: each shown
 * product's name, price, city and seller at `/preview/product/{uuid}.png?v={version}`, with its
 * cover beside them as `/preview/product/{uuid}.jpg?v={version}` when it has one, and the
 * site's own at `/preview/site.png`, and each seller's at `/preview/seller/{slug}.png?v={version}`
 * (issue #49). A product's address changes with each version, so its image
 * is cached for good; an older version's address is sent on to the current one. A product's
 * image is drawn once for every process (decision 043): kept in memory, then in the database;
 * drawing is bounded by `previewLimits`, beyond which the answer says when to come back.
 */
export function registerPreviewImages(app: FastifyInstance, db: Db, catalogue: CatalogueReads, siteName: string): void {
  const cache = new RenderCache(keptPreviews);
  const line = new BoundedLine(
    previewLimits.turns,
    previewLimits.queued,
    (retryAfterSeconds) =>
      new HttpProblem(503, 'SERVICE_UNAVAILABLE', { detail: 'Se desenează acum prea multe imagini de previzualizare.', params: { retryAfterSeconds } }),
  );
  const drawn = new MinuteBudget(previewLimits.drawnPerClientPerMinute);

  app.get(siteImagePath, async (_request, reply) => {
    const image = await cache.get('site', () => siteCard(siteName, headTexts.siteDescription));
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(image);
  });

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>('/preview/product/:file', async (request, reply) => {
    const [, uuid = '', extension] = /^(.+)\.(png|jpg)$/.exec(request.params.file) ?? [];
    const product = uuidPattern.test(uuid) ? await catalogue.shownProduct(uuid) : undefined;
    if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE');
    const current = productImagePath(product);
    const photo = previewPhoto(product);
    if (request.query.v !== productImageVersion(product) || extension !== (photo ? 'jpg' : 'png')) {
      return reply.header('Cache-Control', 'no-cache').redirect(current, 302);
    }
    const draw = async () => {
      const bytes = await line.run(async () => {
        if (!photo) return productCard(product, siteName);
        const rendition = await catalogue.rendition(photo.url.split('/').pop() ?? '');
        return productPhotoCard(product, rendition.bytes, siteName);
      });
      await keepPreview(db, product.uuid, current, bytes);
      return bytes;
    };
    const kept = cache.peek(current) ?? (await keptPreview(db, current).then((bytes) => (bytes ? cache.get(current, async () => bytes) : undefined)));
    let image: Buffer;
    if (kept) image = await kept;
    else {
      // Only a preview that must be drawn counts against the client's budget.
      const retryAfterSeconds = drawn.spend(clientOf(request));
      if (retryAfterSeconds !== undefined) throw new HttpProblem(429, 'TOO_MANY_REQUESTS', { params: { retryAfterSeconds } });
      image = await cache.get(current, draw);
    }
    return reply
      .type(photo ? 'image/jpeg' : 'image/png')
      .header('Cache-Control', forGood)
      .send(image);
  });

  // A seller's card (issue #49): drawn under the same bounds, kept in this process's memory (sellers are few beside products).
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>('/preview/seller/:file', async (request, reply) => {
    const slug = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/.exec(request.params.file)?.[1];
    const seller = slug ? await catalogue.sellerPage(slug) : undefined;
    if (!seller) throw new HttpProblem(404, 'NOT_FOUND');
    const current = sellerImagePath(seller);
    if (current !== `/preview/seller/${seller.slug}.png?v=${request.query.v ?? ''}`) return reply.header('Cache-Control', 'no-cache').redirect(current, 302);
    let image = cache.peek(current);
    if (!image) {
      const retryAfterSeconds = drawn.spend(clientOf(request));
      if (retryAfterSeconds !== undefined) throw new HttpProblem(429, 'TOO_MANY_REQUESTS', { params: { retryAfterSeconds } });
      image = cache.get(current, () =>
        line.run(() => sellerCard({ name: seller.name, badge: companyBadgeText(seller.company), delivery: deliverySentence(seller.deliveryTerms) }, siteName)),
      );
    }
    return reply
      .type('image/png')
      .header('Cache-Control', forGood)
      .send(await image);
  });
}
