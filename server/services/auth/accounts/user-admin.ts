import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { components, operations } from '../../../../openapi/generated/auth';
import { phoneKey } from '../../../../openapi/domain/field-rules';
import { containsPattern } from '../../../db/like-pattern';
import { HttpProblem } from '../../../http/problem';
import { refuseWeakPassword } from '../../../security/weak-passwords';
import { hashPassword } from '../../../security/passwords';
import { requireAdmin } from '../../../security/session-guard';
import { administeredAccount } from './administered-account';
import { tellEmailChanged, tellPasswordChanged } from './security-mail';
import type { AccountDeps } from '../account-deps';
import { toProfile, type Profile } from './profile-view';
import { assertIdentityFree, getUserByRef, identityConflictFrom, profileColumns, revokeAllSessions, type UserRow } from './users-store';
import { refuseInvalidCompanyCode } from './company-code-check';
import type { RequestOf } from '../../handlers';

type Schemas = components['schemas'];

/**
 * The target of an admin action, which must not itself be an administrator. An action that ends
 * the account's sessions or changes how it signs in (`changesAccess`) also needs the
 * administrator's recent sign-in (issue #47, decision 043).
 */
/** The account an administrator acts on: never another administrator's (403). */
export async function manageableUser(request: FastifyRequest, deps: AccountDeps, ref: string, changesAccess: boolean): Promise<UserRow> {
  const caller = await requireAdmin(request);
  const target = changesAccess ? await administeredAccount(deps.db, caller, ref) : await getUserByRef(deps.db, ref);
  if (target.role === 'ADMIN_HORECA') throw new HttpProblem(403, 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED');
  return target;
}

export async function listProfiles(request: RequestOf<operations, 'listProfiles'>, deps: AccountDeps): Promise<Schemas['ProfilePage']> {
  await requireAdmin(request);
  const { perPage, page, identifier } = request.query;
  let query = deps.db.selectFrom('users');
  const needle = identifier?.trim();
  if (needle) {
    query = query.where(
      sql<boolean>`ro_fold(username || ' ' || email || ' ' || first_name || ' ' || last_name || ' ' || seller_name) LIKE ro_fold(${containsPattern(needle)})`,
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(perPage)
    .offset(page * perPage)
    .execute();
  return { profiles: rows.map(toProfile), perPage, totalPages: Math.ceil(Number(total) / perPage), totalItems: Number(total) };
}

/**
 * Validates or blocks an account (`is_verified`, `is_enabled`). Switching either off ends the
 * account's sessions, so it needs the administrator's recent sign-in; switching on does not.
 */
async function setAccountFlag(
  request: RequestOf<operations, 'setProfileVerified' | 'setProfileEnabled'>,
  deps: AccountDeps,
  column: 'is_verified' | 'is_enabled',
): Promise<Profile> {
  const { id } = request.params;
  const { state } = request.body;
  const target = await manageableUser(request, deps, id, !state);
  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ [column]: state, updated_at: new Date() })
      .where('uuid', '=', target.uuid)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!state) await revokeAllSessions(trx, target.uuid);
    return toProfile(updated);
  });
}

export const setVerified = (request: RequestOf<operations, 'setProfileVerified'>, deps: AccountDeps): Promise<Profile> =>
  setAccountFlag(request, deps, 'is_verified');

export const setEnabled = (request: RequestOf<operations, 'setProfileEnabled'>, deps: AccountDeps): Promise<Profile> =>
  setAccountFlag(request, deps, 'is_enabled');

export async function fullUpdate(request: RequestOf<operations, 'fullUpdateProfile'>, deps: AccountDeps): Promise<Profile> {
  const { uuid } = request.params;
  const body = request.body;
  const target = await getUserByRef(deps.db, uuid);
  const emailChanges = body.email.trim().toLowerCase() !== target.email.toLowerCase();
  await manageableUser(request, deps, uuid, emailChanges || Boolean(body.password));
  await assertIdentityFree(deps.db, { username: body.username, email: body.email, phoneKey: phoneKey(body.phone) }, target.uuid);
  if (body.password) await refuseWeakPassword(body.password, [body.username, body.email, body.firstName, body.lastName, body.sellerName]);
  if (body.sellerIdentifier.trim() !== target.seller_identifier) refuseInvalidCompanyCode(body.sellerIdentifier);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const updated = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        ...profileColumns(body),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: new Date(),
      })
      .where('uuid', '=', target.uuid)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw identityConflictFrom(error) ?? error;
      });
    if (passwordHash) await revokeAllSessions(trx, target.uuid);
    return updated;
  });
  // Told at the address the account now has; an address that changed hears of it at the old one too.
  if (passwordHash) tellPasswordChanged(deps, updated);
  if (emailChanges) tellEmailChanged(deps, target, updated.email);
  return toProfile(updated);
}

/** Deletes a user; their products and search entries go with them (decision 006). */
export async function deleteProfile(request: RequestOf<operations, 'deleteProfile'>, deps: AccountDeps): Promise<void> {
  const { id } = request.params;
  const target = await manageableUser(request, deps, id, true);
  await deps.db.deleteFrom('users').where('uuid', '=', target.uuid).execute();
}

export async function userStats(request: FastifyRequest, deps: AccountDeps): Promise<Schemas['UserStats']> {
  await requireAdmin(request);
  const row = await deps.db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('totalUsers'),
      eb.fn.countAll<number>().filterWhere('is_enabled', '=', true).filterWhere('is_verified', '=', true).as('activeUsers'),
    ])
    .executeTakeFirstOrThrow();
  return { totalUsers: Number(row.totalUsers), activeUsers: Number(row.activeUsers) };
}
