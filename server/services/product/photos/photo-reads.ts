import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { operations } from '../../../../openapi/generated/product';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { callerIfAny, isAdmin } from '../../../security/session-guard';
import type { RequestOf } from '../../handlers';

type Db = Kysely<DatabaseSchema>;

/** A year, and never revalidated: an address names one set of bytes for ever. */
const immutable = 'public, max-age=31536000, immutable';

/** A rendition's media type and bytes, by its content-hashed address (`<hash>.<avif|webp>`). */
export async function storedRendition(db: Db, address: string): Promise<{ type: string; bytes: Buffer }> {
  const rendition = await db.selectFrom('photo_renditions').select(['type', 'bytes']).where('address', '=', address).limit(1).executeTakeFirst();
  if (!rendition) throw new HttpProblem(404, 'PHOTO_NOT_FOUND');
  return { type: rendition.type, bytes: Buffer.from(rendition.bytes) };
}

/**
 * A rendition by its address (decision 043): public and immutable while any product holding it
 * is shown; otherwise only its owner and administrators get it, uncached, so a withdrawn listing's
 * photos leave with it.
 */
export async function getPhotoRendition(request: RequestOf<operations, 'getPhotoRendition'>, reply: FastifyReply, db: Db) {
  const { file } = request.params;
  const holders = await db
    .selectFrom('photo_renditions as r')
    .innerJoin('product_photos as ph', 'ph.id', 'r.photo_id')
    .innerJoin('products as p', 'p.uuid', 'ph.product_uuid')
    .innerJoin('users as u', 'u.uuid', 'p.owner_uuid')
    .select(['p.owner_uuid', sql<boolean>`p.is_enabled AND u.lists_products`.as('shown')])
    .where('r.address', '=', file)
    .execute();
  if (holders.length === 0) throw new HttpProblem(404, 'PHOTO_NOT_FOUND');
  const shown = holders.some((holder) => holder.shown);
  if (!shown) {
    const caller = await callerIfAny(request);
    if (!caller || !(isAdmin(caller) || holders.some((holder) => holder.owner_uuid === caller.uuid))) throw new HttpProblem(404, 'PHOTO_NOT_FOUND');
  }
  const rendition = await storedRendition(db, file);
  return reply
    .header('Cache-Control', shown ? immutable : 'private, no-store')
    .type(rendition.type)
    .send(rendition.bytes);
}
