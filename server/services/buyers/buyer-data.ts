import { sql, type Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/auth';
import { inquiryReference } from '../../../openapi/domain/order-texts';
import type { DatabaseSchema } from '../../db/schema';

type BuyerData = NonNullable<components['schemas']['AccountData']['buyer']>;

/**
 * What a buyer's data download holds of their company (issue #50, GDPR Art. 15): the company and
 * its locations, its lists and their lines, and the inquiries it sent; nothing for anyone else.
 */
export async function buyerDataOf(db: Kysely<DatabaseSchema>, user: { uuid: string }): Promise<{ buyer?: BuyerData }> {
  const member = await db
    .selectFrom('buyer_members')
    .innerJoin('buyer_companies', 'buyer_companies.uuid', 'buyer_members.company_uuid')
    .select(['buyer_companies.uuid', 'buyer_companies.name', 'buyer_companies.identifier', 'buyer_members.membership'])
    .where('buyer_members.user_uuid', '=', user.uuid)
    .executeTakeFirst();
  if (!member) return {};
  const [locations, lines, inquiries] = await Promise.all([
    db.selectFrom('buyer_locations').select(['uuid', 'name', 'city', 'address']).where('company_uuid', '=', member.uuid).orderBy('position').execute(),
    db
      .selectFrom('order_lists as o')
      .leftJoin('order_lines as l', 'l.list_uuid', 'o.uuid')
      .select(['o.uuid as list', 'o.name as list_name', 'l.seen_name', 'l.seen_seller_name', 'l.quantity', 'l.note', 'l.added_at'])
      .where('o.company_uuid', '=', member.uuid)
      .orderBy('o.is_default', 'desc')
      .orderBy('o.name')
      .orderBy('l.position')
      .execute(),
    db
      .selectFrom('inquiries as i')
      .select([
        'i.number',
        'i.seller_name',
        'i.list_name',
        'i.status',
        'i.message',
        'i.answer',
        'i.created_at',
        sql<number>`(SELECT count(*) FROM inquiry_lines WHERE inquiry_uuid = i.uuid)`.as('lines'),
      ])
      .where('i.company_uuid', '=', member.uuid)
      .orderBy('i.created_at', 'desc')
      .execute(),
  ]);
  const orderLists = new Map<string, BuyerData['orderLists'][number]>();
  for (const row of lines) {
    const list = orderLists.get(row.list) ?? { name: row.list_name, lines: [] };
    if (row.seen_name !== null && row.added_at !== null)
      list.lines.push({
        name: row.seen_name,
        seller: row.seen_seller_name ?? '',
        quantity: Number(row.quantity),
        note: row.note ?? '',
        addedAt: row.added_at.toISOString(),
      });
    orderLists.set(row.list, list);
  }
  return {
    buyer: {
      company: member.name,
      identifier: member.identifier,
      membership: member.membership,
      locations,
      orderLists: [...orderLists.values()],
      inquiriesSent: inquiries.map((row) => ({
        reference: inquiryReference(Number(row.number)),
        seller: row.seller_name,
        listName: row.list_name,
        status: row.status,
        message: row.message,
        answer: row.answer,
        sentAt: row.created_at.toISOString(),
        lines: Number(row.lines),
      })),
    },
  };
}
