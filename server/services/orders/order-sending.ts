import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import type { DatabaseSchema, InquiryBuyer } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { oweMail } from '../../mail/mail-outbox';
import type { SiteInfo } from '../../mail/moderation-messages';
import { inquiryReceivedMail } from '../../mail/order-messages';
import { requireBuyer } from '../buyers/buyer-caller';
import type { RequestOf } from '../handlers';
import { inquiriesWhere, linesTotal } from './inquiry-view';
import { currentPrices, isSendable, lineRows, lineState, listOfCompany, type LineRow } from './order-list-view';
import { companyLocation } from './order-lists';

type Db = Kysely<DatabaseSchema>;
type OrderSending = components['schemas']['OrderSending'];

export interface OrderDeps {
  db: Db;
  site: SiteInfo;
  /** Sends the mail owed now, in the background, once the change that owes it has committed. */
  sendOwedMail: () => void;
}

/** What the buyer's side of each inquiry says: the company, where to deliver, and who sent it. */
async function buyerFacts(trx: Db, company: string, location: string | null, sender: string): Promise<InquiryBuyer> {
  const [companyRow, locationRow, person] = await Promise.all([
    trx.selectFrom('buyer_companies').select(['name', 'identifier']).where('uuid', '=', company).executeTakeFirstOrThrow(),
    location ? trx.selectFrom('buyer_locations').select(['name', 'city', 'address']).where('uuid', '=', location).executeTakeFirst() : undefined,
    trx.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone']).where('uuid', '=', sender).executeTakeFirstOrThrow(),
  ]);
  return {
    company: companyRow.name,
    identifier: companyRow.identifier,
    location: locationRow ?? null,
    contact: { name: `${person.first_name} ${person.last_name}`.trim(), email: person.email, phone: person.phone },
  };
}

/** Where a list without its own location delivers: the company's first location. */
async function firstLocation(trx: Db, company: string): Promise<string | null> {
  const row = await trx.selectFrom('buyer_locations').select('uuid').where('company_uuid', '=', company).orderBy('position').limit(1).executeTakeFirst();
  return row?.uuid ?? null;
}

/** The lines to send, by seller, in the list's order; and those whose product no longer shows. */
function splitBySeller(rows: readonly LineRow[]) {
  const bySeller = new Map<string, LineRow[]>();
  const skipped: OrderSending['skipped'] = [];
  for (const row of rows) {
    const state = lineState(row);
    if (!isSendable(state)) {
      skipped.push({ line: row.uuid, name: row.name ?? row.seen_name, state });
      continue;
    }
    bySeller.set(row.seen_seller_uuid, [...(bySeller.get(row.seen_seller_uuid) ?? []), row]);
  }
  return { bySeller, skipped };
}

/**
 * "Trimite comanda" (issue #50, decision 053): in one transaction, the sending is kept by its
 * idempotency key, each seller gets an inquiry with their lines as the buyer sees them now, and
 * each seller's mail is owed in the outbox. A second press with the same key (or a retry after a
 * lost answer) finds the sending and answers it, sending nothing more; a process killed before
 * the commit sends nothing, one killed after it leaves the mail owed for any process to send.
 */
export async function sendOrderList(request: RequestOf<operations, 'sendOrderList'>, deps: OrderDeps): Promise<OrderSending> {
  const buyer = await requireBuyer(request, deps.db);
  const { list } = request.params;
  // Required and checked against its pattern by the operation's schema before this runs.
  const key = String(request.headers['idempotency-key']);
  const result = await deps.db.transaction().execute(async (trx) => {
    const listRow = await listOfCompany(trx, buyer.company, list, true);
    const created = await sql<{ uuid: string }>`
      INSERT INTO order_sendings (company_uuid, idempotency_key, list_uuid, sent_by)
      VALUES (${buyer.company}::uuid, ${key}, ${list}::uuid, ${buyer.caller.uuid}::uuid)
      ON CONFLICT (company_uuid, idempotency_key) DO NOTHING
      RETURNING uuid
    `.execute(trx);
    const sending = created.rows[0]?.uuid;
    if (!sending) {
      const earlier = await trx
        .selectFrom('order_sendings')
        .select(['uuid', 'list_uuid'])
        .where('company_uuid', '=', buyer.company)
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      if (earlier.list_uuid?.toLowerCase() !== list.toLowerCase()) throw new HttpProblem(409, 'IDEMPOTENCY_KEY_REUSED');
      return { uuid: earlier.uuid, skipped: [] };
    }
    const { bySeller, skipped } = splitBySeller(await lineRows(trx, list));
    if (bySeller.size === 0) throw new HttpProblem(409, 'ORDER_LIST_EMPTY');
    const location =
      request.body.location !== undefined
        ? await companyLocation(trx, buyer.company, request.body.location, 'location')
        : (listRow.location_uuid ?? (await firstLocation(trx, buyer.company)));
    const facts = await buyerFacts(trx, buyer.company, location, buyer.caller.uuid);
    const message = (request.body.message ?? '').trim();
    const sellerRows = await trx
      .selectFrom('users')
      .select(['uuid', 'email', 'seller_name'])
      .where('uuid', 'in', [...bySeller.keys()])
      .execute();
    const mails = [];
    for (const [seller, rows] of bySeller) {
      const sellerRow = sellerRows.find((candidate) => candidate.uuid === seller);
      if (!sellerRow) throw new Error(`the seller ${seller} of a shown product has no row`);
      const inquiry = await trx
        .insertInto('inquiries')
        .values({
          sending_uuid: sending,
          company_uuid: buyer.company,
          seller_uuid: seller,
          seller_name: sellerRow.seller_name,
          list_name: listRow.name,
          buyer: facts,
          message,
        })
        .returning(['uuid', 'number'])
        .executeTakeFirstOrThrow();
      const lines = rows.map((row, position) => {
        const prices = currentPrices(row) as { net: number; gross: number };
        return {
          inquiry_uuid: inquiry.uuid,
          position,
          product_uuid: row.product_uuid,
          name: row.name ?? row.seen_name,
          unit: row.sell_type ?? row.seen_unit,
          quantity: row.quantity,
          net: prices.net,
          gross: prices.gross,
          note: row.note,
        };
      });
      await trx.insertInto('inquiry_lines').values(lines).execute();
      mails.push(
        inquiryReceivedMail(sellerRow.email, deps.site, {
          number: Number(inquiry.number),
          listName: listRow.name,
          buyer: facts,
          message,
          lines,
          ...linesTotal(lines),
        }),
      );
    }
    await oweMail(trx, mails);
    return { uuid: sending, skipped };
  });
  deps.sendOwedMail();
  return { uuid: result.uuid, inquiries: await inquiriesWhere(deps.db, { sending: result.uuid }), skipped: result.skipped };
}
