import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../build-app';
import { builtFrontend } from '../testing/built-frontend';
import { testConfig } from '../testing/test-config';
import { testEngines } from '../testing/test-databases';
import type { TestAgent } from '../testing/test-agent';
import { createProductAs, createSeller, loggedIn, startTestServer, type TestServer } from '../testing/test-server';
import * as cards from './preview-card';
import { previewLimits } from './preview-images';

/** How many product cards are being drawn at once, and the most ever. */
const drawing = { now: 0, most: 0 };

vi.mock('./preview-card', async (importOriginal) => {
  const original = await importOriginal<typeof cards>();
  return {
    ...original,
    productCard: vi.fn(async (...args: Parameters<typeof original.productCard>) => {
      drawing.now += 1;
      drawing.most = Math.max(drawing.most, drawing.now);
      try {
        return await original.productCard(...args);
      } finally {
        drawing.now -= 1;
      }
    }),
  };
});

/** Forcing previews to be drawn (issue #47): each version once for every process, one at a time, a budget per client. */
describe('link-preview images under load (embedded PGlite)', () => {
  let server: TestServer;
  let seller: TestAgent;
  let distDir: string;

  beforeAll(async () => {
    distDir = builtFrontend();
    server = await startTestServer(testEngines[0]!, { distDir, env: { TRUST_PROXY: '127.0.0.1' } });
    seller = await loggedIn(server, (await createSeller(server)).username);
  });
  afterAll(async () => server?.close());

  /** The versioned address a product page names for its preview. */
  const previewOf = async (uuid: string) =>
    ((await server.app.inject({ method: 'GET', url: `/preview/product/${uuid}.png?v=0` })).headers.location as string) ?? '';
  const fetchPreview = (url: string, client: string, app = server.app) => app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': client } });

  it('draws a version once for every process, and keeps only the current one', async () => {
    const product = await createProductAs(seller, { name: 'Ulei floarea-soarelui 10 l' });
    vi.mocked(cards.productCard).mockClear();
    const url = await previewOf(product.uuid);
    const first = await fetchPreview(url, '203.0.113.1');
    expect(first.statusCode).toBe(200);
    expect(cards.productCard).toHaveBeenCalledTimes(1);

    // Another process on the same database, its memory empty: the stored image, not a new drawing.
    const other = await buildApp({ config: testConfig({ SERVICES: 'auth,product', DATA_DIR: server.app.config.dataDir }), database: server.database, distDir });
    try {
      const second = await fetchPreview(url, '203.0.113.2', other);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(cards.productCard).toHaveBeenCalledTimes(1);
    } finally {
      await other.close();
    }

    // A new version is drawn and kept; the old one goes.
    expect((await seller.put(`/svc/product/product/${product.uuid}`, { ...productFields, name: 'Ulei floarea-soarelui 5 l' })).statusCode).toBe(200);
    const newer = await previewOf(product.uuid);
    expect(newer).not.toBe(url);
    expect((await fetchPreview(newer, '203.0.113.1')).statusCode).toBe(200);
    const kept = await server.database.db.selectFrom('preview_images').select('address').where('product_uuid', '=', product.uuid).execute();
    expect(kept.map((row) => row.address)).toEqual([newer]);
  });

  it(`draws ${previewLimits.turns} at a time with ${previewLimits.queued} waiting, and asks the rest to come back`, async () => {
    const products = await Promise.all(Array.from({ length: 12 }, (_, index) => createProductAs(seller, { name: `Farfurie desert ${index}` })));
    const urls = await Promise.all(products.map((product) => previewOf(product.uuid)));
    drawing.most = 0;
    const answers = await Promise.all(urls.map((url, index) => fetchPreview(url, `198.51.100.${index + 1}`)));
    expect(drawing.most).toBe(previewLimits.turns);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(previewLimits.turns + previewLimits.queued);
    expect(refused).toHaveLength(12 - previewLimits.turns - previewLimits.queued);
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it(`lets a client have ${previewLimits.drawnPerClientPerMinute} previews drawn a minute, and still serves it those already drawn`, async () => {
    const products = await Promise.all(
      Array.from({ length: previewLimits.drawnPerClientPerMinute + 1 }, (_, index) => createProductAs(seller, { name: `Pahar vin ${index}` })),
    );
    const urls = await Promise.all(products.map((product) => previewOf(product.uuid)));
    for (const url of urls.slice(0, -1)) expect((await fetchPreview(url, '192.0.2.7')).statusCode).toBe(200);
    const refused = await fetchPreview(urls.at(-1) as string, '192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await fetchPreview(urls[0] as string, '192.0.2.7')).statusCode).toBe(200);
    expect((await fetchPreview(urls.at(-1) as string, '192.0.2.8')).statusCode).toBe(200);
  }, 60_000);
});

/** A product's fields as the form sends them. */
const productFields = {
  description: 'Ulei rafinat pentru prăjit.',
  price: 89,
  vatIncluded: true,
  inStock: true,
  negotiable: false,
  isDeliverable: true,
  sellType: 'bucata',
  packageType: 'Bidon',
  city: 'București',
  phone: '0721000111',
  isEnabled: true,
};
