import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { operations } from '../../../../openapi/generated/product';
import { maxPhotosPerProduct } from '../../../../openapi/domain/photo-rules';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { isAdmin, requireSellerOrAdmin, type Caller } from '../../../security/session-guard';
import type { CatalogueChanges } from '../../catalogue/catalogue-changes';
import { recordProducts } from '../../catalogue/catalogue-feed';
import { productsByUuid } from '../../catalogue/indexed-products';
import { photosOf, photoView, type Photo } from '../../catalogue/product-photos';
import { processPhoto, type ProcessedPhoto } from './photo-processing';
import type { LinePlace } from '../../../security/bounded-line';
import { PhotoSlots } from './photo-turns';
import { ownedProduct } from '../product-writes';
import type { RequestOf } from '../../handlers';

type Db = Kysely<DatabaseSchema>;

const productOf = (request: FastifyRequest<{ Params: { uuid: string } }>) => request.params.uuid;

/** The product's name if the caller may change it; refused before any work is spent on a photo. */
async function checkedProduct(db: Db, caller: Caller, uuid: string): Promise<{ name: string; photos: number }> {
  const row = await db
    .selectFrom('products')
    .select([
      'owner_uuid',
      'name',
      (eb) => eb.selectFrom('product_photos').whereRef('product_uuid', '=', 'products.uuid').select(eb.fn.countAll<string>().as('n')).as('photos'),
    ])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
  if (row.owner_uuid !== caller.uuid && !isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return { name: row.name, photos: Number(row.photos) };
}

/**
 * Runs a change to a product's photos in one transaction, with the product locked and its
 * ownership checked, and records the product in the catalogue's feed; once committed, this
 * process's search learns the product's new cover (other processes read it from the feed).
 */
async function photoChange<T>(
  db: Db,
  changes: CatalogueChanges,
  caller: Caller,
  uuid: string,
  change: (trx: Transaction<DatabaseSchema>, product: { name: string }) => Promise<T>,
): Promise<T> {
  const { result, position } = await db.transaction().execute(async (trx) => {
    const product = await ownedProduct(trx, caller, uuid);
    const done = await change(trx, product);
    return { result: done, position: await recordProducts(trx, [uuid]) };
  });
  await changes.publish({ kind: 'products', written: await productsByUuid(db, [uuid]), removed: [], position });
  return result;
}

/** The product's photos, in order, as the API shows them. */
async function photoList(db: Db, uuid: string, name: string): Promise<Photo[]> {
  const photos = (await photosOf(db, [uuid], 'all')).get(uuid) ?? [];
  return photos.map((photo) => photoView(photo, name));
}

/** Stores a processed photo of the product at `position`, with its renditions; answers its id. */
export async function storePhoto(db: Db, product: string, processed: ProcessedPhoto, position: number): Promise<string> {
  const photo = await db
    .insertInto('product_photos')
    .values({ product_uuid: product, position, alt: null, width: processed.width, height: processed.height })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('photo_renditions')
    .values(processed.renditions.map(({ address, type, width, height, bytes }) => ({ photo_id: photo.id, address, type, width, height, bytes })))
    .execute();
  return photo.id;
}

const photoLimit = () => new HttpProblem(400, 'PHOTO_LIMIT_REACHED', { params: { maxPhotos: maxPhotosPerProduct } });

/** The places this process's uploads hold per product while they are processed. */
const slots = new PhotoSlots();

/**
 * Adds a photo: its place in line was taken before its bytes were read (`place`); a slot of the
 * product is taken before it is encoded, so no more are encoded than the product may hold
 * (issue #47); it is stored in a transaction that counts again.
 */
export async function addProductPhoto(request: RequestOf<operations, 'addProductPhoto'>, db: Db, changes: CatalogueChanges, place: LinePlace): Promise<Photo> {
  const caller = await requireSellerOrAdmin(request);
  const uuid = productOf(request);
  const checked = await checkedProduct(db, caller, uuid);
  const body = request.body;
  if (!Buffer.isBuffer(body)) throw new HttpProblem(400, 'PHOTO_TYPE_NOT_ACCEPTED');
  if (!slots.take(uuid, checked.photos, maxPhotosPerProduct)) throw photoLimit();
  let id: string;
  try {
    const processed = await place.inTurn(() => processPhoto(body));
    id = await photoChange(db, changes, caller, uuid, async (trx) => {
      const { count, next } = await trx
        .selectFrom('product_photos')
        .select((eb) => [eb.fn.countAll<string>().as('count'), sql<number>`coalesce(max(position) + 1, 0)`.as('next')])
        .where('product_uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      if (Number(count) >= maxPhotosPerProduct) throw photoLimit();
      return storePhoto(trx, uuid, processed, Number(next));
    });
  } finally {
    // Given back once stored (or refused), so the next upload counts this one among the stored.
    slots.give(uuid);
  }
  const added = (await photoList(db, uuid, checked.name)).find((photo) => photo.id === id);
  if (!added) throw new HttpProblem(404, 'PHOTO_NOT_FOUND');
  return added;
}

export async function reorderProductPhotos(request: RequestOf<operations, 'reorderProductPhotos'>, db: Db, changes: CatalogueChanges) {
  const caller = await requireSellerOrAdmin(request);
  const uuid = productOf(request);
  const { photos: order } = request.body;
  const name = await photoChange(db, changes, caller, uuid, async (trx, product) => {
    const held = await trx.selectFrom('product_photos').select('id').where('product_uuid', '=', uuid).execute();
    const asked = new Set(order.map((id) => id.toLowerCase()));
    if (held.length !== order.length || held.some((photo) => !asked.has(photo.id))) throw new HttpProblem(400, 'PHOTO_ORDER_MISMATCH');
    await sql`
      UPDATE product_photos SET position = ordered.ordinal - 1
      FROM unnest(${order}::uuid[]) WITH ORDINALITY AS ordered(id, ordinal)
      WHERE product_photos.id = ordered.id AND product_photos.product_uuid = ${uuid}::uuid
    `.execute(trx);
    return product.name;
  });
  return { photos: await photoList(db, uuid, name) };
}

export async function updateProductPhoto(request: RequestOf<operations, 'updateProductPhoto'>, db: Db, changes: CatalogueChanges): Promise<Photo> {
  const caller = await requireSellerOrAdmin(request);
  const uuid = productOf(request);
  const { photoId } = request.params;
  const alt = request.body.alt.trim();
  const name = await photoChange(db, changes, caller, uuid, async (trx, product) => {
    const updated = await trx
      .updateTable('product_photos')
      .set({ alt: alt === '' ? null : alt })
      .where('id', '=', photoId)
      .where('product_uuid', '=', uuid)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpProblem(404, 'PHOTO_NOT_FOUND');
    return product.name;
  });
  const photo = (await photoList(db, uuid, name)).find((shown) => shown.id === photoId.toLowerCase());
  if (!photo) throw new HttpProblem(404, 'PHOTO_NOT_FOUND');
  return photo;
}

export async function deleteProductPhoto(request: RequestOf<operations, 'deleteProductPhoto'>, db: Db, changes: CatalogueChanges): Promise<void> {
  const caller = await requireSellerOrAdmin(request);
  const uuid = productOf(request);
  const { photoId } = request.params;
  await photoChange(db, changes, caller, uuid, async (trx) => {
    const deleted = await trx.deleteFrom('product_photos').where('id', '=', photoId).where('product_uuid', '=', uuid).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new HttpProblem(404, 'PHOTO_NOT_FOUND');
  });
}
