import type { Kysely } from 'kysely';
import { companyCodeDigits } from '../../../openapi/domain/company-code';
import type { CompanyState, DatabaseSchema } from '../../db/schema';
import { askRegister, type CompanyRecord } from './anaf-register';

type Db = Kysely<DatabaseSchema>;

/** A seller whose products came to show or stopped showing because of what the register said. */
export interface ListingChange {
  uuid: string;
  email: string;
  sellerName: string;
  state: CompanyState;
  record: CompanyRecord | null;
  listed: boolean;
}

/** A seller as a check reads them. */
export interface CheckedSeller {
  uuid: string;
  seller_identifier: string;
}

/**
 * Asks the register at `url` about these sellers (at most 500, one call: more is refused) and keeps what it said
 * (issue #49, decision 045): active, inactive or struck off with the company's details, or not
 * found. A code that fails its check digit is not asked about and keeps its state. Throws
 * `RegisterUnavailable` without writing anything when the register does not answer in its
 * format: a seller is never taken out of search because the register is down. Answers the sellers
 * whose products the answer showed or hid, so they can be told.
 */
export async function checkSellers(db: Db, url: string, sellers: readonly CheckedSeller[], day: Date = new Date()): Promise<ListingChange[]> {
  const asked = sellers.flatMap((seller) => {
    const digits = companyCodeDigits(seller.seller_identifier);
    return digits ? [{ uuid: seller.uuid, digits: String(Number(digits)) }] : [];
  });
  if (asked.length === 0) return [];
  const answer = await askRegister(url, [...new Set(asked.map((seller) => seller.digits))], day);
  return db.transaction().execute(async (trx) => {
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
    const changes: ListingChange[] = [];
    for (const seller of asked) {
      const record = answer.found.get(seller.digits) ?? null;
      const state: CompanyState | undefined = record ? record.state : answer.notFound.has(seller.digits) ? 'NOT_FOUND' : undefined;
      if (!state) continue;
      const after = await trx
        .updateTable('users')
        .set({ company_state: state, company_checked_at: day, company_record: record })
        .where('uuid', '=', seller.uuid)
        .returning(['uuid', 'email', 'seller_name', 'lists_products'])
        .executeTakeFirst();
      if (after && listedBefore.get(after.uuid) !== after.lists_products) {
        changes.push({ uuid: after.uuid, email: after.email, sellerName: after.seller_name, state, record, listed: after.lists_products });
      }
    }
    return changes;
  });
}
