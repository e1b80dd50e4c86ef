import { createHash } from 'node:crypto';
import type { OutputInfo, Sharp } from 'sharp';
import { sharpOf } from '../../../deferred-packages';
import { maxPhotoBytes } from '../../../../openapi/domain/photo-rules';
import { HttpProblem } from '../../../http/problem';

/** What the server accepts (issue #29): up to 10 MB and 40 megapixels, JPEG, PNG or WebP. */
const maxPhotoPixels = 40_000_000;
/** Each rendition fits a square of one of these sides, never larger than the photo sent. */
const renditionBoxes: readonly number[] = [320, 640, 1280];
const widestBox = 1280;

type RenditionType = 'image/avif' | 'image/webp';

interface Rendition {
  address: string;
  type: RenditionType;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The widest rendition's size. */
  width: number;
  height: number;
  renditions: Rendition[];
}

/** The format the first bytes announce, whatever name or type the upload came with. */
function formatOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const unreadable = () => new HttpProblem(400, 'PHOTO_UNREADABLE');

/** The sides a photo whose longer side is `longSide` is encoded at, narrowest first. */
function renditionSides(longSide: number): number[] {
  const sides = renditionBoxes.filter((box) => box < longSide);
  const widest = Math.min(longSide, widestBox);
  return sides.includes(widest) ? sides : [...sides, widest];
}

const encoders: Record<RenditionType, { extension: string; encode: (image: Sharp) => Sharp }> = {
  // Effort 2 keeps a 4000 × 3000 photo's six renditions under a second on two cores (npm run bench).
  'image/avif': { extension: 'avif', encode: (image) => image.avif({ quality: 50, effort: 2 }) },
  'image/webp': { extension: 'webp', encode: (image) => image.webp({ quality: 72 }) },
};

async function rendition(upright: { data: Buffer; info: OutputInfo }, side: number, type: RenditionType): Promise<Rendition> {
  const { data, info } = upright;
  const resized = (await sharpOf(data, { raw: { width: info.width, height: info.height, channels: info.channels } })).resize({
    width: side,
    height: side,
    fit: 'inside',
  });
  const { data: bytes, info: size } = await encoders[type].encode(resized).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { address: `${hash}.${encoders[type].extension}`, type, width: size.width, height: size.height, bytes };
}

/**
 * Judges an upload by its bytes, turns it upright by its EXIF orientation and encodes it as
 * AVIF and WebP at each side of `renditionSides`. Nothing of the original's metadata (GPS,
 * camera, comments) is carried over: sharp writes none unless asked. The pixel count is read
 * from the header before anything is decoded, so a decompression bomb costs no memory.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > maxPhotoBytes) throw new HttpProblem(413, 'PHOTO_TOO_LARGE');
  const format = formatOf(bytes);
  if (!format) throw new HttpProblem(400, 'PHOTO_TYPE_NOT_ACCEPTED');
  const header = await (await sharpOf(bytes, { limitInputPixels: false })).metadata().catch(() => {
    throw unreadable();
  });
  if (header.format !== format || !header.width || !header.height) throw unreadable();
  if (header.width * header.height > maxPhotoPixels) {
    throw new HttpProblem(400, 'PHOTO_TOO_MANY_PIXELS', { params: { maxMegapixels: maxPhotoPixels / 1_000_000 } });
  }
  const upright = await (
    await sharpOf(bytes, { limitInputPixels: maxPhotoPixels, failOn: 'error' })
  )
    .rotate()
    .resize({ width: widestBox, height: widestBox, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  const sides = renditionSides(Math.max(upright.info.width, upright.info.height));
  const types = Object.keys(encoders) as RenditionType[];
  const renditions = await Promise.all(types.flatMap((type) => sides.map((side) => rendition(upright, side, type))));
  const largest = renditions[sides.length - 1] as Rendition;
  return { width: largest.width, height: largest.height, renditions };
}
