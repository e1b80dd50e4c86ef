import type { FastifyRequest } from 'fastify';
import type { operations } from '../../../../openapi/generated/auth';
import { phoneKey } from '../../../../openapi/domain/field-rules';
import { ruleMessages } from '../../../../openapi/domain/rule-messages';
import type { RoleName } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { isAdmin, namesCaller, requireSecondFactorPassed, requireSignedIn } from '../../../security/session-guard';
import { requireSelf } from './account-flows';
import type { AccountDeps } from '../account-deps';
import { toProfile, type Profile } from './profile-view';
import { assertIdentityFree, getUserByRef, identityConflictFrom, type UserRow } from './users-store';
import type { RequestOf } from '../../handlers';

/**
 * The profile `ref` names, for its owner or an administrator. Permission comes before the
 * lookup: a seller asking for anyone else's gets 403 whether or not the account exists. Its
 * owner may read it before passing a second factor the account owes (the screens need the
 * name and roles to send them to add one); reading anyone else's needs the factor.
 */
async function requireSelfOrAdmin(request: FastifyRequest, deps: AccountDeps, ref: string): Promise<UserRow> {
  const caller = await requireSignedIn(request);
  if (!namesCaller(ref, caller)) {
    requireSecondFactorPassed(caller, deps.config);
    if (!isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  }
  return getUserByRef(deps.db, ref);
}

export async function getProfile(request: RequestOf<operations, 'getProfile'>, deps: AccountDeps): Promise<Profile> {
  const { id } = request.params;
  return toProfile(await requireSelfOrAdmin(request, deps, id));
}

export async function getRoles(request: RequestOf<operations, 'getProfileRoles'>, deps: AccountDeps): Promise<RoleName[]> {
  const { id } = request.params;
  const user = await requireSelfOrAdmin(request, deps, id);
  return [user.role];
}

const readOnlyFields = [
  ['uuid', 'uuid'],
  ['username', 'username'],
  ['email', 'email'],
  ['sellerName', 'seller_name'],
  ['sellerIdentifier', 'seller_identifier'],
] as const;

/**
 * A seller edits their first name, last name, phone and description. The read-only fields
 * may be sent as they are (the front end sends the whole profile) but never changed.
 */
export async function updateProfile(request: RequestOf<operations, 'updateProfile'>, deps: AccountDeps): Promise<Profile> {
  const { id } = request.params;
  const body = request.body;
  const user = await requireSelf(request, deps, id);
  const changed = readOnlyFields.filter(([field, column]) => {
    const sent = body[field];
    return sent !== undefined && sent.toLowerCase() !== String(user[column]).toLowerCase();
  });
  if (changed.length > 0) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', {
      errors: changed.map(([field]) => ({ field, rule: 'readOnly' as const, message: ruleMessages.readOnly })),
    });
  }
  const key = phoneKey(body.phone);
  await assertIdentityFree(deps.db, { phoneKey: key }, user.uuid);
  const updated = await deps.db
    .updateTable('users')
    .set({
      first_name: body.firstName.trim(),
      last_name: body.lastName.trim(),
      phone: body.phone,
      phone_key: key,
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      updated_at: new Date(),
    })
    .where('uuid', '=', user.uuid)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw identityConflictFrom(error) ?? error;
    });
  return toProfile(updated);
}
