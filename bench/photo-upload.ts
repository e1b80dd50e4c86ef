/**
 * Issue #29's budgets for photos: uploading and processing a 4000 × 3000 JPEG under 1.5 s on
 * this machine, the memory it peaks at, and no card image a phone downloads over 40 kB. Eight
 * distinct camera-like photos (gradients, shapes and sensor-like grain, 2–4 MB each as a camera
 * writes them, two of them turned by their EXIF orientation) are uploaded one after another,
 * three rounds in random order, through the HTTP call to a server on embedded PGlite, so each
 * figure is the whole upload: reading the body, judging the bytes, decoding, turning, encoding
 * six renditions and storing them. Beside it, in the same run, the ceiling: decoding the same
 * JPEG to 1280 pixels and nothing else. Not covered: the network's time to send 2–4 MB, a
 * server busy with other requests, PostgreSQL over a network. Prints figures; passes or fails
 * nothing.
 */
import sharp from 'sharp';
import { randomSequence } from '../server/demo/random-sequence';
import { testEngines } from '../server/testing/test-databases';
import { createProductAs, createSeller, loggedIn, productService, startTestServer } from '../server/testing/test-server';
import { shuffled } from './search-queries';
import { ms, percentile, printTable } from './stats';

const photos = 8;
const rounds = 3;

/** A camera-like 4000 × 3000 JPEG: smooth shapes under grain, as a sensor records them. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const random = randomSequence(seed);
  const [width, height] = [4000, 3000];
  const hue = () => Math.floor(random() * 255);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="rgb(${hue()},${hue()},${hue()})"/><stop offset="1" stop-color="rgb(${hue()},${hue()},${hue()})"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    Array.from(
      { length: 30 },
      () =>
        `<circle cx="${random() * width}" cy="${random() * height}" r="${100 + random() * 700}" fill="rgb(${hue()},${hue()},${hue()})" fill-opacity="0.6"/>`,
    ).join('') +
    `</svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const grain = Buffer.alloc(base.data.length);
  for (let at = 0; at < grain.length; at += 1) grain[at] = Math.max(0, Math.min(255, (base.data[at] as number) + Math.round((random() - 0.5) * 24)));
  const image = sharp(grain, { raw: { width, height, channels: base.info.channels } }).removeAlpha();
  return (seed % 4 === 0 ? image.withMetadata({ orientation: 6 }) : image).jpeg({ quality: 92 }).toBuffer();
}

export async function benchPhotoUpload(): Promise<void> {
  const images = await Promise.all(Array.from({ length: photos }, (_, n) => cameraPhoto(n + 1)));
  const server = await startTestServer(testEngines[0] as (typeof testEngines)[number]);
  try {
    const seller = await loggedIn(server, (await createSeller(server)).username);
    const order = shuffled(
      Array.from({ length: photos * rounds }, (_, n) => n % photos),
      29,
    );
    const products = await Promise.all(Array.from({ length: Math.ceil(order.length / 8) }, () => createProductAs(seller)));
    const upload: number[] = [];
    const decode: number[] = [];
    const phoneCard: number[] = [];
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    for (const [at, which] of order.entries()) {
      const bytes = images[which] as Buffer;
      const started = performance.now();
      await sharp(bytes).rotate().resize({ width: 1280, height: 1280, fit: 'inside' }).raw().toBuffer();
      decode.push(performance.now() - started);
      const sent = performance.now();
      const response = await seller.request({
        method: 'POST',
        url: `${productService}/product/${products[Math.floor(at / 8)]?.uuid}/photos`,
        payload: bytes,
        headers: { 'content-type': 'image/jpeg' },
      });
      upload.push(performance.now() - sent);
      if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
      // A 320 px phone at a device pixel ratio of 2 asks a card's image for 640 pixels: the AVIF at 640.
      const rendition = (response.json() as { renditions: { url: string; type: string; width: number; height: number }[] }).renditions.find(
        (candidate) => candidate.type === 'image/avif' && Math.max(candidate.width, candidate.height) === 640,
      );
      if (rendition) phoneCard.push((await server.agent().get(rendition.url)).rawPayload.length);
    }
    clearInterval(sampler);
    const sizes = images.map((image) => image.length / 1024 / 1024);
    printTable(
      `Photo upload (issue #29: a 4000 × 3000 JPEG under 1.5 s) — ${photos} distinct photos of ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB, ${rounds} rounds in random order, HTTP on PGlite, one at a time`,
      ['', 'p50', 'p95', 'max'],
      [
        ['upload and processing (six renditions stored)', ms(percentile(upload, 0.5)), ms(percentile(upload, 0.95)), ms(Math.max(...upload))],
        ['ceiling: decoding to 1280 px alone', ms(percentile(decode, 0.5)), ms(percentile(decode, 0.95)), ms(Math.max(...decode))],
      ],
    );
    console.log(
      `  peak resident memory: ${(peak / 1024 / 1024).toFixed(0)} MB (${((peak - baseline) / 1024 / 1024).toFixed(0)} MB above the process before the first upload)`,
    );
    console.log(
      `  a phone's card image (AVIF, 640 px): ${(Math.min(...phoneCard) / 1024).toFixed(1)}–${(Math.max(...phoneCard) / 1024).toFixed(1)} kB (budget 40 kB)`,
    );
  } finally {
    await server.close();
  }
}
