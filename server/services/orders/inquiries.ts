import type { Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { oweMail } from '../../mail/mail-outbox';
import { inquiryAnsweredMail } from '../../mail/order-messages';
import { requireRole } from '../../security/session-guard';
import { requireBuyer } from '../buyers/buyer-caller';
import type { RequestOf } from '../handlers';
import { inquiriesPerPage, inquiriesWhere, type Inquiry } from './inquiry-view';
import type { OrderDeps } from './order-sending';

type Db = Kysely<DatabaseSchema>;
type InquiryPage = components['schemas']['InquiryPage'];

async function pageOf(db: Db, pick: { seller?: string; company?: string }, page: number): Promise<InquiryPage> {
  let count = db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('count'));
  if (pick.seller) count = count.where('seller_uuid', '=', pick.seller);
  if (pick.company) count = count.where('company_uuid', '=', pick.company);
  const [inquiries, total] = await Promise.all([
    inquiriesWhere(db, pick, { offset: page * inquiriesPerPage, limit: inquiriesPerPage }),
    count.executeTakeFirstOrThrow(),
  ]);
  const totalItems = Number(total.count);
  return { inquiries, page, totalPages: Math.ceil(totalItems / inquiriesPerPage), totalItems };
}

/** What the buyer's company sent, with each inquiry's status as its seller left it. */
export async function listSentInquiries(request: RequestOf<operations, 'listSentInquiries'>, db: Db): Promise<InquiryPage> {
  const buyer = await requireBuyer(request, db);
  return pageOf(db, { company: buyer.company }, request.query.page ?? 0);
}

/** "Cereri primite": what buyers sent the calling seller, and only that. */
export async function listReceivedInquiries(request: RequestOf<operations, 'listReceivedInquiries'>, db: Db): Promise<InquiryPage> {
  const seller = await requireRole(request, 'SELLER_HORECA');
  return pageOf(db, { seller: seller.uuid }, request.query.page ?? 0);
}

/** The seller's own inquiry; anyone else's is not found, whether or not it exists. */
async function sellersInquiry(db: Db, seller: string, inquiry: string): Promise<Inquiry> {
  const [found] = await inquiriesWhere(db, { seller, uuid: inquiry });
  if (!found) throw new HttpProblem(404, 'INQUIRY_NOT_FOUND');
  return found;
}

/** The seller opened the inquiry: a new one becomes seen, which its buyer sees; any other status stays. */
export async function markInquirySeen(request: RequestOf<operations, 'markInquirySeen'>, db: Db): Promise<Inquiry> {
  const seller = await requireRole(request, 'SELLER_HORECA');
  const { inquiry } = request.params;
  await sellersInquiry(db, seller.uuid, inquiry);
  await db
    .updateTable('inquiries')
    .set({ status: 'SEEN', status_changed_at: new Date() })
    .where('uuid', '=', inquiry)
    .where('seller_uuid', '=', seller.uuid)
    .where('status', '=', 'NEW')
    .execute();
  return sellersInquiry(db, seller.uuid, inquiry);
}

/**
 * The seller confirms or refuses, once (INQUIRY_ALREADY_ANSWERED after): the status and the
 * buyer's mail are written in one transaction, the mail owed in the outbox.
 */
export async function answerInquiry(request: RequestOf<operations, 'answerInquiry'>, deps: OrderDeps): Promise<Inquiry> {
  const seller = await requireRole(request, 'SELLER_HORECA');
  const { inquiry } = request.params;
  const { status } = request.body;
  const answer = (request.body.answer ?? '').trim();
  await sellersInquiry(deps.db, seller.uuid, inquiry);
  await deps.db.transaction().execute(async (trx) => {
    const answered = await trx
      .updateTable('inquiries')
      .set({ status, answer, status_changed_at: new Date() })
      .where('uuid', '=', inquiry)
      .where('seller_uuid', '=', seller.uuid)
      .where('status', 'in', ['NEW', 'SEEN'])
      .returning(['number', 'seller_name', 'buyer'])
      .executeTakeFirst();
    if (!answered) throw new HttpProblem(409, 'INQUIRY_ALREADY_ANSWERED');
    await oweMail(trx, [
      inquiryAnsweredMail(answered.buyer.contact.email, deps.site, { number: Number(answered.number), sellerName: answered.seller_name, status, answer }),
    ]);
  });
  deps.sendOwedMail();
  return sellersInquiry(deps.db, seller.uuid, inquiry);
}
