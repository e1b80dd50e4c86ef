import { sql, type Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import { servicePrefix } from '../../config';
import type { DatabaseSchema, PhotoRenditionsTable } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;
export type Photo = components['schemas']['Photo'];

/** A photo as stored: its text alternative null while the product's name stands in. */
export interface StoredPhoto {
  id: string;
  productUuid: string;
  alt: string | null;
  width: number;
  height: number;
  renditions: Pick<PhotoRenditionsTable, 'address' | 'type' | 'width' | 'height'>[];
}

/** Where a rendition is served (the product service's `getPhotoRendition`). */
const renditionUrl = (address: string): string => `${servicePrefix('product')}/photos/${address}`;

/** A stored photo as the API shows it, for a product called `productName`. */
export const photoView = (photo: StoredPhoto, productName: string): Photo => ({
  id: photo.id,
  alt: photo.alt ?? productName,
  altIsName: photo.alt === null,
  width: photo.width,
  height: photo.height,
  renditions: photo.renditions.map(({ address, type, width, height }) => ({ url: renditionUrl(address), type, width, height })),
});

/**
 * The photos of these products, each product's in order (its cover first), keyed by product:
 * all of them, or only the covers. Two reads, whatever the number of products: the photos,
 * then their renditions (AVIF first, each format from the narrowest).
 */
export async function photosOf(db: Db, productUuids: readonly string[], which: 'all' | 'covers'): Promise<Map<string, StoredPhoto[]>> {
  const found = new Map<string, StoredPhoto[]>();
  if (productUuids.length === 0) return found;
  let query = db
    .selectFrom('product_photos')
    .select(['id', 'product_uuid', 'alt', 'width', 'height'])
    .where('product_uuid', '=', sql<string>`ANY(${[...productUuids]}::uuid[])`)
    .orderBy('product_uuid')
    .orderBy('position');
  if (which === 'covers') query = query.distinctOn('product_uuid');
  const photos = await query.execute();
  if (photos.length === 0) return found;
  const renditions = await db
    .selectFrom('photo_renditions')
    .select(['photo_id', 'address', 'type', 'width', 'height'])
    .where('photo_id', '=', sql<string>`ANY(${photos.map((photo) => photo.id)}::uuid[])`)
    .orderBy('type')
    .orderBy('width')
    .execute();
  const byPhoto = new Map<string, StoredPhoto['renditions']>();
  for (const { photo_id, ...rendition } of renditions) byPhoto.set(photo_id, [...(byPhoto.get(photo_id) ?? []), rendition]);
  for (const photo of photos) {
    const stored: StoredPhoto = {
      id: photo.id,
      productUuid: photo.product_uuid,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      renditions: byPhoto.get(photo.id) ?? [],
    };
    found.set(photo.product_uuid, [...(found.get(photo.product_uuid) ?? []), stored]);
  }
  return found;
}

/** Each product's cover, as the API shows it for the product's name. */
export async function coversOf(db: Db, products: readonly { uuid: string; name: string }[]): Promise<Map<string, Photo>> {
  const covers = await photosOf(
    db,
    products.map((product) => product.uuid),
    'covers',
  );
  return new Map(
    products.flatMap((product) => {
      const cover = covers.get(product.uuid)?.[0];
      return cover ? [[product.uuid, photoView(cover, product.name)] as const] : [];
    }),
  );
}
