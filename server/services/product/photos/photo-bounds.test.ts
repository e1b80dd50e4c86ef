import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { maxPhotosPerProduct } from '../../../../openapi/domain/photo-rules';
import type { TestAgent } from '../../../testing/test-agent';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { jpegPhoto } from '../../../testing/test-images';
import { createProductAs, createSeller, loggedIn, productService, startTestServer, type TestServer } from '../../../testing/test-server';
import * as processing from './photo-processing';
import { photoUploadsPerMinute } from './photo-admission';

vi.mock('./photo-processing', async (importOriginal) => {
  const original = await importOriginal<typeof processing>();
  return { ...original, processPhoto: vi.fn(original.processPhoto) };
});

/** Uploads that arrive at once (issue #47): what is encoded, what waits, what is refused before its bytes are read. */
describeOnEachEngine('photo uploads in a burst on $engine', (engine) => {
  let server: TestServer;
  let photo: Buffer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    photo = await jpegPhoto(2400, 1600);
  });
  afterAll(async () => server?.close());

  const upload = (agent: TestAgent, product: string, bytes = photo) =>
    agent.request({ method: 'POST', url: `${productService}/product/${product}/photos`, payload: bytes, headers: { 'content-type': 'image/jpeg' } });

  it('encodes no more photos than a product may still hold, however many arrive at once', async () => {
    const seller = await loggedIn(server, (await createSeller(server)).username);
    const product = await createProductAs(seller);
    const small = await jpegPhoto(64, 48);
    for (let stored = 0; stored < maxPhotosPerProduct - 2; stored += 1) expect((await upload(seller, product.uuid, small)).statusCode).toBe(201);
    vi.mocked(processing.processPhoto).mockClear();

    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(seller, product.uuid)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(refused.json().code).toBe('PHOTO_LIMIT_REACHED');
    // Only the two that could be kept were encoded.
    expect(vi.mocked(processing.processPhoto)).toHaveBeenCalledTimes(2);
  });

  it('keeps two photos in work and six in line; the rest are refused at once with when to come back', async () => {
    const sellers = await Promise.all(Array.from({ length: 3 }, async () => loggedIn(server, (await createSeller(server)).username)));
    const products = await Promise.all(sellers.map((seller) => createProductAs(seller)));
    vi.mocked(processing.processPhoto).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => upload(sellers[index % 3] as TestAgent, (products[index % 3] as { uuid: string }).uuid)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(8);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'PHOTO_QUEUE_FULL', params: { retryAfterSeconds: expect.any(Number) } });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(vi.mocked(processing.processPhoto)).toHaveBeenCalledTimes(8);
    // The line is free again once they are answered.
    expect((await upload(sellers[0] as TestAgent, (products[0] as { uuid: string }).uuid)).statusCode).toBe(201);
  });

  it(`takes ${photoUploadsPerMinute} uploads a minute from a seller, and refuses more with 429 before reading them`, async () => {
    const seller = await loggedIn(server, (await createSeller(server)).username);
    const other = await loggedIn(server, (await createSeller(server)).username);
    const product = await createProductAs(seller);
    const notAPhoto = Buffer.from('nu este o fotografie');
    for (let sent = 0; sent < photoUploadsPerMinute; sent += 1) expect((await upload(seller, product.uuid, notAPhoto)).statusCode).toBe(400);
    const limited = await upload(seller, product.uuid, notAPhoto);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { retryAfterSeconds: expect.any(Number) } });
    // Another seller, from the same address, is counted apart.
    const otherProduct = await createProductAs(other);
    expect((await upload(other, otherProduct.uuid, await jpegPhoto(64, 48))).statusCode).toBe(201);
  });
});
