import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like picture (gradients and a disc) of the given size, as sharp's `create` input. */
function picture(width: number, height: number) {
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8553d"/><stop offset="1" stop-color="#2d3047"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f4d35e"/></svg>`,
  );
  return sharp(disc);
}

export const jpegPhoto = (width = 800, height = 600) => picture(width, height).jpeg({ quality: 85 }).toBuffer();
export const pngPhoto = (width = 800, height = 600) => picture(width, height).png().toBuffer();
export const webpPhoto = (width = 800, height = 600) => picture(width, height).webp().toBuffer();
export const gifPicture = (width = 80, height = 60) => picture(width, height).gif().toBuffer();

/** A landscape JPEG whose EXIF says "turn 90° clockwise to view", with a camera's GPS position and owner. */
export const jpegWithGpsTurned = (width = 600, height = 400) =>
  picture(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Fotograf Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 25/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '26/1 6/1 10/1' },
    })
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of `side` × `side` one-bit pixels, all black, a few tens of
 * kilobytes on the wire and gigabytes once decoded to RGB.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether an image's EXIF block points to a GPS directory (tag 0x8825, in either byte order). */
export async function hasGps(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  return exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}
