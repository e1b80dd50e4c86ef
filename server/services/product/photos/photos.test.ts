import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../../openapi/generated/product';
import { describeOnEachEngine } from '../../../testing/each-engine';
import type { TestAgent } from '../../../testing/test-agent';
import { gifPicture, hasGps, jpegPhoto, jpegWithGpsTurned, pngBomb, pngPhoto, webpPhoto } from '../../../testing/test-images';
import {
  adminPassword,
  auth,
  bulkRow,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  search,
  searchService,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';
import { productInput } from '../../../testing/product-input';

type Photo = components['schemas']['Photo'];

describeOnEachEngine('product photos on $engine', (engine) => {
  let server: TestServer;
  let admin: TestAgent;
  let owner: TestAgent;
  let stranger: TestAgent;
  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await loggedIn(server, (await createAdmin(server, 'adminfotografii')).username, adminPassword);
    owner = await loggedIn(server, (await createSeller(server)).username);
    stranger = await loggedIn(server, (await createSeller(server)).username);
  });
  afterAll(async () => server?.close());

  const upload = (agent: TestAgent, product: string, bytes: Buffer, type = 'image/jpeg') =>
    agent.request({ method: 'POST', url: `${productService}/product/${product}/photos`, payload: bytes, headers: { 'content-type': type } });
  const added = async (agent: TestAgent, product: string, bytes: Buffer, type?: string): Promise<Photo> => {
    const response = await upload(agent, product, bytes, type);
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const photoRows = async (product: string) =>
    server.database.db.selectFrom('product_photos').select(['id', 'position', 'alt']).where('product_uuid', '=', product).orderBy('position').execute();
  const renditionCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('photo_renditions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const fetched = async (url: string) => server.agent().get(url);
  const productPage = async (product: string) => (await server.agent().get(`${searchService}/api/search/${product}`)).json();

  it('keeps a JPEG, PNG and WebP as AVIF and WebP renditions at content-hashed, immutable addresses', async () => {
    const product = await createProductAs(owner, { name: 'Farfurie întinsă 27 cm' });
    for (const [bytes, type] of [
      [await jpegPhoto(1600, 1200), 'image/jpeg'],
      [await pngPhoto(500, 500), 'image/png'],
      [await webpPhoto(300, 200), 'application/octet-stream'],
    ] as const) {
      const photo = await added(owner, product.uuid, bytes, type);
      expect(photo).toMatchObject({ alt: 'Farfurie întinsă 27 cm', altIsName: true });
      expect(new Set(photo.renditions.map((rendition) => rendition.type))).toEqual(new Set(['image/avif', 'image/webp']));
      for (const rendition of photo.renditions) {
        const served = await fetched(rendition.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(rendition.type);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const hash = createHash('sha256').update(served.rawPayload).digest('hex').slice(0, 32);
        expect(rendition.url).toBe(`${productService}/photos/${hash}.${rendition.type.slice('image/'.length)}`);
        const seen = await sharp(served.rawPayload).metadata();
        expect([seen.width, seen.height, `image/${seen.format === 'heif' ? 'avif' : seen.format}`]).toEqual([
          rendition.width,
          rendition.height,
          rendition.type,
        ]);
      }
    }
    const widths = (await productPage(product.uuid)).photos.map((photo: Photo) => photo.renditions.filter((r) => r.type === 'image/webp').map((r) => r.width));
    // 1600 wide: 320, 640 and 1280; 500: 320 and its own 500; 300: only its own.
    expect(widths).toEqual([[320, 640, 1280], [320, 500], [300]]);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata, GPS included', async () => {
    const product = await createProductAs(owner);
    const original = await jpegWithGpsTurned(600, 400);
    expect(await hasGps(original)).toBe(true);
    const photo = await added(owner, product.uuid, original);
    expect([photo.width, photo.height]).toEqual([400, 600]);
    for (const rendition of photo.renditions) {
      const served = await sharp((await fetched(rendition.url)).rawPayload).metadata();
      expect(served.exif).toBeUndefined();
      expect(served.orientation ?? 1).toBe(1);
      expect(served.height).toBeGreaterThan(served.width as number);
    }
  });

  it.each([
    ['a GIF declared as JPEG', async () => gifPicture(), 'image/jpeg', 400, 'PHOTO_TYPE_NOT_ACCEPTED'],
    ['text declared as PNG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', 400, 'PHOTO_TYPE_NOT_ACCEPTED'],
    ['a JPEG cut short', async () => (await jpegPhoto()).subarray(0, 3000), 'image/jpeg', 400, 'PHOTO_UNREADABLE'],
    ['a PNG bomb of 20000 × 20000 pixels', async () => pngBomb(20_000), 'image/png', 400, 'PHOTO_TOO_MANY_PIXELS'],
    ['more than 10 MB', async () => Buffer.concat([await jpegPhoto(), Buffer.alloc(10 * 1024 * 1024)]), 'image/jpeg', 413, 'PHOTO_TOO_LARGE'],
  ])('refuses %s with a Romanian message and stores nothing', async (_case, bytes, type, status, code) => {
    const product = await createProductAs(owner);
    const before = await renditionCount();
    const rssBefore = process.memoryUsage().rss;
    const response = await upload(owner, product.uuid, await bytes(), type);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code, title: expect.stringMatching(/Fotografia/) });
    expect(await photoRows(product.uuid)).toEqual([]);
    expect(await renditionCount()).toBe(before);
    // A decoded bomb would take 400 MB at one byte a pixel; refused from its header, it takes none of that.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('refuses a body declared as another media type before reading it', async () => {
    const product = await createProductAs(owner);
    const response = await upload(owner, product.uuid, await jpegPhoto(), 'text/plain');
    expect(response.json()).toMatchObject({ status: 415, code: 'PHOTO_TYPE_NOT_ACCEPTED' });
    expect(await photoRows(product.uuid)).toEqual([]);
  });

  it("stops serving a disabled product's photos to anyone but its owner and administrators, and serves them again once shown (decision 043)", async () => {
    const product = await createProductAs(owner, { name: 'Tigaie fontă 28 cm' });
    const photo = await added(owner, product.uuid, await jpegPhoto(320, 240));
    const url = (photo.renditions[0] as { url: string }).url;
    expect((await fetched(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await owner.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Tigaie fontă 28 cm', isEnabled: false }))).statusCode).toBe(200);
    expect((await fetched(url)).statusCode).toBe(404);
    expect((await stranger.get(url)).statusCode).toBe(404);
    for (const allowed of [owner, admin]) {
      const seen = await allowed.get(url);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['cache-control']).toBe('private, no-store');
    }

    expect((await owner.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Tigaie fontă 28 cm', isEnabled: true }))).statusCode).toBe(200);
    expect((await fetched(url)).statusCode).toBe(200);
  });

  it('holds eight photos at most; the ninth is refused', async () => {
    const product = await createProductAs(owner);
    const small = await jpegPhoto(64, 48);
    for (let n = 0; n < 8; n += 1) await added(owner, product.uuid, small);
    const ninth = await upload(owner, product.uuid, small);
    expect(ninth.json()).toMatchObject({ status: 400, code: 'PHOTO_LIMIT_REACHED', params: { maxPhotos: 8 } });
    expect(await photoRows(product.uuid)).toHaveLength(8);
  });

  it('lets no other seller add, reorder, describe or remove the photos, and no one without a session', async () => {
    const product = await createProductAs(owner);
    const photo = await added(owner, product.uuid, await jpegPhoto(64, 48));
    const base = `${productService}/product/${product.uuid}/photos`;
    const attempts = [
      () => upload(stranger, product.uuid, Buffer.alloc(0)),
      () => stranger.put(`${base}/order`, { photos: [photo.id] }),
      () => stranger.request({ method: 'PATCH', url: `${base}/${photo.id}`, payload: { alt: 'Furat' } }),
      () => stranger.delete(`${base}/${photo.id}`),
    ];
    for (const attempt of attempts) expect((await attempt()).json()).toMatchObject({ status: 403, code: 'USER_IS_NOT_AUTHORIZED' });
    expect((await upload(server.agent(), product.uuid, await jpegPhoto())).statusCode).toBe(401);
    expect(await photoRows(product.uuid)).toEqual([{ id: photo.id, position: 0, alt: null }]);
    // An administrator may.
    expect((await admin.request({ method: 'PATCH', url: `${base}/${photo.id}`, payload: { alt: 'Corectat de admin' } })).statusCode).toBe(200);
  });

  it('reorders the photos: the first is the cover, in search answers and on the product page', async () => {
    const product = await createProductAs(owner, { name: 'Pahar vin roșu 450 ml' });
    const [first, second, third] = [
      await added(owner, product.uuid, await jpegPhoto(90, 60)),
      await added(owner, product.uuid, await pngPhoto(80, 60)),
      await added(owner, product.uuid, await webpPhoto(70, 60)),
    ];
    const found = async () =>
      (await search(server.agent(), { name: 'pahar vin roșu' })).find((shown) => shown.uuid === product.uuid) as unknown as {
        cover?: Photo;
        photos?: Photo[];
      };
    expect((await found()).cover?.id).toBe(first!.id);
    expect((await found()).photos).toBeUndefined();

    const partial = await owner.put(`${productService}/product/${product.uuid}/photos/order`, { photos: [third!.id, first!.id] });
    expect(partial.json()).toMatchObject({ status: 400, code: 'PHOTO_ORDER_MISMATCH' });
    const reordered = await owner.put(`${productService}/product/${product.uuid}/photos/order`, { photos: [third!.id, first!.id, second!.id] });
    expect(reordered.json().photos.map((photo: Photo) => photo.id)).toEqual([third!.id, first!.id, second!.id]);
    expect((await found()).cover?.id).toBe(third!.id);
    expect((await productPage(product.uuid)).photos.map((photo: Photo) => photo.id)).toEqual([third!.id, first!.id, second!.id]);

    expect((await owner.delete(`${productService}/product/${product.uuid}/photos/${third!.id}`)).statusCode).toBe(204);
    expect((await found()).cover?.id).toBe(first!.id);
    expect((await owner.delete(`${productService}/product/${product.uuid}/photos/${third!.id}`)).json().code).toBe('PHOTO_NOT_FOUND');
    expect((await fetched(third!.renditions[0]!.url)).json()).toMatchObject({ status: 404, code: 'PHOTO_NOT_FOUND' });
  });

  it("gives each photo the product's name as its text alternative until the seller writes one, and follows a rename", async () => {
    const product = await createProductAs(owner, { name: 'Tavă inox GN 1/1' });
    const photo = await added(owner, product.uuid, await jpegPhoto(64, 48));
    const describe = (alt: string) => owner.request({ method: 'PATCH', url: `${productService}/product/${product.uuid}/photos/${photo.id}`, payload: { alt } });
    expect((await describe('Tava văzută de sus, cu mânerele laterale')).json()).toMatchObject({
      alt: 'Tava văzută de sus, cu mânerele laterale',
      altIsName: false,
    });
    expect((await productPage(product.uuid)).cover.alt).toBe('Tava văzută de sus, cu mânerele laterale');
    expect((await describe('   ')).json()).toMatchObject({ alt: 'Tavă inox GN 1/1', altIsName: true });
    await owner.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Tavă inox GN 1/2' }));
    expect((await productPage(product.uuid)).cover).toMatchObject({ alt: 'Tavă inox GN 1/2', altIsName: true });
    const listed = (await search(server.agent(), { name: 'tavă inox' })).find((shown) => shown.uuid === product.uuid) as unknown as { cover: Photo };
    expect(listed.cover).toMatchObject({ id: photo.id, alt: 'Tavă inox GN 1/2' });
    expect((await describe('x'.repeat(301))).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it("shows each product an import's preview matches, or a wipe would remove, with its cover", async () => {
    const account = await createSeller(server);
    const seller = await loggedIn(server, account.username);
    await seller.post(`${productService}/product/bulk`, { products: [bulkRow(1), bulkRow(2), bulkRow(3), bulkRow(4)], wipePreviousData: false });
    const products = (await search(server.agent(), { name: 'Farfurie întinsă porțelan' })).filter((product) => product.owner === account.uuid);
    const named = (n: number) => products.find((product) => product.name === `Farfurie întinsă porțelan ${n}`)?.uuid as string;
    const covers = new Map<number, Photo>();
    for (const n of [1, 2, 3]) covers.set(n, await added(seller, named(n), await jpegPhoto(640 + n * 10, 480)));

    const file = [bulkRow(1, { price: 12 }), bulkRow(2), bulkRow(4), bulkRow(5)];
    const preview = (await seller.post(`${productService}/product/bulk/preview`, { products: file, wipePreviousData: true })).json();
    expect(preview.changed.rows).toEqual([expect.objectContaining({ name: 'Farfurie întinsă porțelan 1', cover: covers.get(1) })]);
    expect(preview.unchanged.rows).toEqual([
      expect.objectContaining({ name: 'Farfurie întinsă porțelan 2', cover: covers.get(2) }),
      // The fourth product has no photo: no cover, and no placeholder data either.
      { index: 2, name: 'Farfurie întinsă porțelan 4' },
    ]);
    expect(preview.created.rows).toEqual([{ index: 3, name: 'Farfurie întinsă porțelan 5' }]);
    expect(preview.removedIfWiped.products).toEqual([{ uuid: named(3), name: 'Farfurie întinsă porțelan 3', cover: covers.get(3) }]);
  });

  it('leaves no photo behind when a product, a seller or an account goes', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const kept = await createProductAs(owner);
    await added(owner, kept.uuid, await jpegPhoto(64, 48));
    const [first, second] = [await createProductAs(agent), await createProductAs(agent)];
    await added(agent, first.uuid, await jpegPhoto(64, 48));
    await added(agent, second.uuid, await pngPhoto(64, 48));
    const renditionsOf = async (products: string[]) =>
      Number(
        (
          await server.database.db
            .selectFrom('photo_renditions')
            .innerJoin('product_photos', 'product_photos.id', 'photo_renditions.photo_id')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('product_photos.product_uuid', 'in', products)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await renditionsOf([first.uuid, second.uuid])).toBeGreaterThan(0);
    const orphans = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('photo_renditions')
            .leftJoin('product_photos', 'product_photos.id', 'photo_renditions.photo_id')
            .leftJoin('products', 'products.uuid', 'product_photos.product_uuid')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('products.uuid', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );

    expect((await agent.delete(`${productService}/product/${first.uuid}`)).statusCode).toBe(204);
    expect(await photoRows(first.uuid)).toEqual([]);
    expect((await admin.delete(`${auth}/api/profile/${seller.username}`)).statusCode).toBe(204);
    expect(await photoRows(second.uuid)).toEqual([]);
    expect(await renditionsOf([first.uuid, second.uuid])).toBe(0);
    expect(await orphans()).toBe(0);
    expect(await photoRows(kept.uuid)).toHaveLength(1);
  });
});
