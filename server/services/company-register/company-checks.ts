import type { Kysely } from 'kysely';
import { companyCodeDigits } from '../../../openapi/domain/company-code';
import type { CompanyState, DatabaseSchema } from '../../db/schema';
import { oweMail } from '../../mail/mail-outbox';
import { companyStateMail } from '../../mail/messages';
import { askRegister, type CompanyRecord, type RegisterAnswer } from './anaf-register';

type Db = Kysely<DatabaseSchema>;

/** A seller as a check reads them. */
export interface CheckedSeller {
  uuid: string;
  seller_identifier: string;
}

/** A seller asked about, by the digits the register knows their company by. */
interface AskedSeller {
  uuid: string;
  digits: string;
}

/** What the register said of these sellers, and on which day; not yet kept. */
export interface RegisterReply {
  asked: AskedSeller[];
  answer: RegisterAnswer;
  day: Date;
}

/**
 * Asks the register at `url` about these sellers (at most 500, one call: more is refused). A code
 * that fails its check digit is not asked about. Throws `RegisterUnavailable` when the register
 * does not answer in its format; nothing has been written then. Undefined when nobody was asked.
 */
export async function askAboutSellers(url: string, sellers: readonly CheckedSeller[], day: Date = new Date()): Promise<RegisterReply | undefined> {
  const asked = sellers.flatMap((seller) => {
    const digits = companyCodeDigits(seller.seller_identifier);
    return digits ? [{ uuid: seller.uuid, digits: String(Number(digits)) }] : [];
  });
  if (asked.length === 0) return undefined;
  return { asked, answer: await askRegister(url, [...new Set(asked.map((seller) => seller.digits))], day), day };
}

/**
 * Keeps what the register said (issue #49, decisions 045 and 046), inside the caller's
 * transaction: active, inactive or struck off with the company's details, or not found; a seller
 * the answer leaves out keeps their state. A seller whose products came to show or stopped
 * showing is owed a mail saying why, written in the same transaction.
 */
export async function keepRegisterReply(trx: Db, { asked, answer, day }: RegisterReply, siteName: string): Promise<void> {
  const listedBefore = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['uuid', 'lists_products'])
        .where(
          'uuid',
          'in',
          asked.map((seller) => seller.uuid),
        )
        .forUpdate()
        .execute()
    ).map((row) => [row.uuid, row.lists_products]),
  );
  const mails = [];
  for (const seller of asked) {
    const record: CompanyRecord | null = answer.found.get(seller.digits) ?? null;
    const state: CompanyState | undefined = record ? record.state : answer.notFound.has(seller.digits) ? 'NOT_FOUND' : undefined;
    if (!state) continue;
    const after = await trx
      .updateTable('users')
      .set({ company_state: state, company_checked_at: day, company_record: record })
      .where('uuid', '=', seller.uuid)
      .returning(['uuid', 'email', 'seller_name', 'lists_products'])
      .executeTakeFirst();
    if (after && listedBefore.get(after.uuid) !== after.lists_products) {
      mails.push(companyStateMail({ to: after.email, siteName, sellerName: after.seller_name, listed: after.lists_products, state, since: record?.since }));
    }
  }
  await oweMail(trx, mails);
}
