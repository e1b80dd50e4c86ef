import type { operations } from '../../../../openapi/generated/auth';
import { deliveryDays, type DeliveryTerms } from '../../../../openapi/domain/delivery-terms';
import { HttpProblem } from '../../../http/problem';
import type { RequestOf } from '../../handlers';
import { knownCity } from '../../buyers/known-city';
import { requireSelf } from './account-flows';
import type { AccountDeps } from '../account-deps';
import { toProfile, type Profile } from './profile-view';

/**
 * The terms as kept: each city in its canonical spelling (an unknown one is CITY_NOT_FOUND on its
 * field), the cities and days in the list's order, and money to the ban.
 */
function keptTerms(terms: DeliveryTerms): DeliveryTerms {
  const cities = terms.cities.map((input, index) => knownCity(input, `cities.${index}`));
  const money = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
  return {
    cities: [...new Set(cities)].sort((a, b) => a.localeCompare(b, 'ro')),
    days: deliveryDays.filter((day) => terms.days.includes(day)),
    ...(terms.cutoffHour !== undefined ? { cutoffHour: terms.cutoffHour } : {}),
    ...(terms.minimumOrder !== undefined ? { minimumOrder: money(terms.minimumOrder) } : {}),
    ...(terms.deliveryCost !== undefined ? { deliveryCost: money(terms.deliveryCost) } : {}),
    ...(terms.freeDeliveryFrom !== undefined ? { freeDeliveryFrom: money(terms.freeDeliveryFrom) } : {}),
  };
}

/** A seller says their delivery terms (issue #49, decision 047); only the seller, for their own account. */
export async function setDeliveryTerms(request: RequestOf<operations, 'setDeliveryTerms'>, deps: AccountDeps): Promise<Profile> {
  const user = await requireSelf(request, deps, request.params.id);
  if (user.role !== 'SELLER_HORECA') throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED', { detail: 'Doar un vânzător are condiții de livrare.' });
  const updated = await deps.db
    .updateTable('users')
    .set({ delivery_terms: keptTerms(request.body), updated_at: new Date() })
    .where('uuid', '=', user.uuid)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProfile(updated);
}
