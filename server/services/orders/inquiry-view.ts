import type { Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import { toBani } from '../../../openapi/domain/product-prices';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;
export type Inquiry = components['schemas']['Inquiry'];

/** How many inquiries a page lists. */
export const inquiriesPerPage = 20;

/** What lines come to at the prices they carry, quantity times price, without and with TVA, to the ban. */
export function linesTotal(lines: readonly { quantity: number; net: number; gross: number }[]): { net: number; gross: number } {
  return {
    net: toBani(lines.reduce((sum, line) => sum + line.net * line.quantity, 0)),
    gross: toBani(lines.reduce((sum, line) => sum + line.gross * line.quantity, 0)),
  };
}

/** Inquiries as both sides read them, with their lines, newest first; `pick` chooses which. */
export async function inquiriesWhere(
  db: Db,
  pick: { seller?: string; company?: string; sending?: string; uuid?: string },
  page?: { offset: number; limit: number },
): Promise<Inquiry[]> {
  let query = db
    .selectFrom('inquiries as i')
    .leftJoin('users as u', 'u.uuid', 'i.seller_uuid')
    .select([
      'i.uuid',
      'i.number',
      'i.seller_uuid',
      'i.seller_name',
      'u.slug',
      'i.list_name',
      'i.buyer',
      'i.message',
      'i.status',
      'i.answer',
      'i.status_changed_at',
      'i.created_at',
    ]);
  if (pick.seller) query = query.where('i.seller_uuid', '=', pick.seller);
  if (pick.company) query = query.where('i.company_uuid', '=', pick.company);
  if (pick.sending) query = query.where('i.sending_uuid', '=', pick.sending);
  if (pick.uuid) query = query.where('i.uuid', '=', pick.uuid);
  query = query.orderBy('i.created_at', 'desc').orderBy('i.number', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('inquiry_lines')
    .selectAll()
    .where(
      'inquiry_uuid',
      'in',
      rows.map((row) => row.uuid),
    )
    .orderBy('inquiry_uuid')
    .orderBy('position')
    .execute();
  return rows.map((row) => {
    const own = lines.filter((line) => line.inquiry_uuid === row.uuid);
    return {
      uuid: row.uuid,
      number: Number(row.number),
      seller: { uuid: row.seller_uuid, name: row.seller_name, ...(row.slug ? { slug: row.slug } : {}) },
      listName: row.list_name,
      buyer: row.buyer,
      message: row.message,
      status: row.status,
      answer: row.answer,
      statusChangedAt: row.status_changed_at.toISOString(),
      createdAt: row.created_at.toISOString(),
      lines: own.map((line) => ({
        product: line.product_uuid,
        name: line.name,
        unit: line.unit,
        quantity: line.quantity,
        net: line.net,
        gross: line.gross,
        note: line.note,
      })),
      ...linesTotal(own),
    };
  });
}
