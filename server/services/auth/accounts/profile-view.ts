import type { components } from '../../../../openapi/generated/auth';
import { companyCodeProblem } from '../../../../openapi/domain/company-code';
import { companyView } from '../../company-register/company-view';
import type { UserRow } from './users-store';

export type Profile = components['schemas']['Profile'];

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
    ...(user.role === 'SELLER_HORECA'
      ? {
          sellerIdentifierValid: companyCodeProblem(user.seller_identifier) === undefined,
          company: companyView(user),
          ...(user.slug ? { slug: user.slug } : {}),
          ...(user.delivery_terms ? { deliveryTerms: user.delivery_terms } : {}),
        }
      : {}),
  };
}
