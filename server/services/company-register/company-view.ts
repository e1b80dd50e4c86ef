import type { components } from '../../../openapi/generated/search';
import type { UsersTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type CompanyView = components['schemas']['CompanyCheck'];

type CheckedColumns = Pick<Selectable<UsersTable>, 'company_state' | 'company_checked_at' | 'company_record'>;

/** What ANAF's register last said of a seller's company, as a profile and the seller's page carry it (issue #49). */
export function companyView(user: CheckedColumns): CompanyView {
  const record = user.company_record;
  return {
    state: user.company_state,
    ...(user.company_checked_at ? { checkedAt: new Date(user.company_checked_at).toISOString() } : {}),
    ...(record ? { name: record.name, address: record.address, registration: record.registration, vatPayer: record.vatPayer } : {}),
    ...(record?.since ? { since: record.since } : {}),
  };
}
