import type { components } from '../../../openapi/generated/auth';
import { companyCodeProblem } from '../../../openapi/domain/company-code';
import type { UserRow } from './users-store';

export type Profile = components['schemas']['Profile'];

/** What ANAF's register last said of the seller's company, as a profile carries it (issue #49). */
function companyOf(user: UserRow): NonNullable<Profile['company']> {
  const record = user.company_record;
  return {
    state: user.company_state,
    ...(user.company_checked_at ? { checkedAt: new Date(user.company_checked_at).toISOString() } : {}),
    ...(record ? { name: record.name, address: record.address, registration: record.registration, vatPayer: record.vatPayer } : {}),
    ...(record?.since ? { since: record.since } : {}),
  };
}

export function toProfile(user: UserRow): Profile {
  return {
    uuid: user.uuid,
    username: user.username,
    email: user.email,
    phone: user.phone,
    firstName: user.first_name,
    lastName: user.last_name,
    sellerName: user.seller_name,
    sellerIdentifier: user.seller_identifier,
    description: user.description,
    isVerified: user.is_verified,
    isEnabled: user.is_enabled,
    roles: [{ name: user.role }],
    ...(user.role === 'SELLER_HORECA' ? { sellerIdentifierValid: companyCodeProblem(user.seller_identifier) === undefined, company: companyOf(user) } : {}),
  };
}
