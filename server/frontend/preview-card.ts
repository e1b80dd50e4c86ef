import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import { resvg, satori, sharpOf } from '../deferred-packages';
import { lightThemeValues } from '../../design-system/tokens/light-theme-values';
import { unitPriceName } from '../../openapi/domain/product-content';
import { productPrices, type PricedProduct } from '../../openapi/domain/product-prices';

/** Open Graph's large image: 1200 × 630 (decision 032). */
const previewSize = { width: 1200, height: 630 };

const require = createRequire(import.meta.url);
/** Noto Sans, shipped as an npm package: its latin-ext part holds ă, â, î, ș and ț. Read at the first preview. */
const fonts = (): Font[] =>
  (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      // Two families, one per part: satori looks for a glyph through the listed families in turn.
      name: subset === 'latin' ? 'Noto Sans' : 'Noto Sans Ext',
      weight,
      style: 'normal' as const,
      data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
    })),
  );

const colour = lightThemeValues.color;
const price = new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' });

/** What a product's card shows. */
export interface PreviewProduct extends PricedProduct {
  name: string;
  city: string;
  seller: string;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node[] | string } };
const box = (style: Record<string, unknown>, children: Node[] | string): Node => ({ type: 'div', props: { style, children } });

/** The square a product's cover fills on the left of its preview, the full height of the card. */
const photoSide = previewSize.height;

function card(main: Node[], siteName: string, leftInset = 0): Node {
  return box(
    {
      width: previewSize.width,
      height: previewSize.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `64px 72px 64px ${leftInset + 72}px`,
      backgroundColor: colour.brand,
      color: colour.onBrand,
      fontFamily: '"Noto Sans", "Noto Sans Ext"',
    },
    [box({ display: 'flex', flexDirection: 'column', gap: '28px', width: '100%' }, main), box({ fontSize: 30, fontWeight: 700 }, siteName)],
  );
}

/**
 * The price as a buyer who follows the link first meets it: with TVA, as the site shows it to a
 * visitor who has not switched, and the price per kilogram, litre or piece under it (decision 044).
 */
function priceLines(product: PreviewProduct, fontSize: number): Node {
  const prices = productPrices(product);
  const lead = box({ fontSize, fontWeight: 700, color: colour.surface }, `${price.format(prices.gross)} cu TVA`);
  if (!prices.unit) return lead;
  const perUnit = `${price.format(prices.unit.gross)}/${unitPriceName(prices.unit.per)} cu TVA`;
  return box({ display: 'flex', flexDirection: 'column', gap: '4px' }, [lead, box({ fontSize: Math.round(fontSize * 0.55), color: colour.surface }, perUnit)]);
}

let fontFiles: Font[] | undefined;

async function png(node: Node): Promise<Buffer> {
  const render = await satori();
  fontFiles ??= fonts();
  const svg = await render(node as Parameters<typeof render>[0], { ...previewSize, fonts: fontFiles });
  // satori's layout runs here; the rasterising runs on libuv's threads, off the event loop.
  const { renderAsync } = await resvg();
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: previewSize.width }, font: { loadSystemFonts: false } })).asPng();
}

/** A product's preview: its name (three lines at most), its price in RON with TVA (and per unit), its city and its seller, on the site's colours. */
export function productCard(product: PreviewProduct, siteName: string): Promise<Buffer> {
  return png(
    card(
      [
        box({ display: 'block', width: '100%', fontSize: 60, fontWeight: 700, lineHeight: 1.2, lineClamp: 3 }, product.name),
        priceLines(product, 56),
        box({ display: 'block', width: '100%', fontSize: 34, lineClamp: 2 }, `${product.city} · ${product.seller}`),
      ],
      siteName,
    ),
  );
}

/**
 * A product's preview with its cover: the photo whole on the left, on white, in a square the
 * card's height; the name (four lines at most), price, city and seller on the right. A JPEG,
 * which keeps a photo at a tenth of a PNG's bytes.
 */
export async function productPhotoCard(product: PreviewProduct, photo: Buffer, siteName: string): Promise<Buffer> {
  const text = png(
    card(
      [
        box({ display: 'block', width: '100%', fontSize: 44, fontWeight: 700, lineHeight: 1.2, lineClamp: 4 }, product.name),
        priceLines(product, 48),
        box({ display: 'block', width: '100%', fontSize: 28, lineClamp: 3 }, `${product.city} · ${product.seller}`),
      ],
      siteName,
      photoSide,
    ),
  );
  const square = (await sharpOf(photo))
    .resize({ width: photoSide, height: photoSide, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const [background, cover] = await Promise.all([text, square]);
  return (await sharpOf(background))
    .composite([{ input: cover, left: 0, top: 0 }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** What a seller's card shows (issue #49): the name, the register's dated word, where and when they deliver. */
export interface PreviewSeller {
  name: string;
  badge: string;
  delivery: string;
}

/** A seller's preview: their name (two lines at most), what ANAF's register said, dated, and their delivery, on the site's colours. */
export function sellerCard(seller: PreviewSeller, siteName: string): Promise<Buffer> {
  return png(
    card(
      [
        box({ display: 'block', width: '100%', fontSize: 64, fontWeight: 700, lineHeight: 1.2, lineClamp: 2 }, seller.name),
        box({ display: 'block', width: '100%', fontSize: 34, lineHeight: 1.3, color: colour.surface }, seller.badge),
        ...(seller.delivery ? [box({ display: 'block', width: '100%', fontSize: 34, lineHeight: 1.3, lineClamp: 2 }, seller.delivery)] : []),
      ],
      siteName,
    ),
  );
}

/** The site's own preview, for every page that is not a product's. */
export function siteCard(siteName: string, tagline: string): Promise<Buffer> {
  return png(card([box({ fontSize: 72, fontWeight: 700 }, siteName), box({ fontSize: 40, lineHeight: 1.3 }, tagline)], ''));
}
