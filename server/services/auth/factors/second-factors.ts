import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../../openapi/generated/auth';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { authenticatorBlockedProblem, authenticatorBlockedUntil, recordAuthenticatorFailure } from '../../../security/login-throttle';
import { verifyAgainstDecoy } from '../../../security/passwords';
import { newRecoveryCodes, recoveryCodeMatches, recoveryCodeParts, storedRecoveryCode } from '../../../security/recovery-codes';
import { open, seal } from '../../../security/secret-box';
import { isAdmin, mustUseSecondFactor, namesCaller, requireCaller, requireRecentSignIn, requireSignedIn, type Caller } from '../../../security/session-guard';
import { acceptedStep, newTotpSecret, totpUri } from '../../../security/totp';
import type { AccountDeps } from '../account-deps';
import { administeredAccount } from '../accounts/administered-account';
import { tellSecondFactorEvent, type SecurityMailDeps } from '../accounts/security-mail';
import { endOtherSessions } from '../sessions/user-sessions';
import { getUserByRef, type UserRow } from '../accounts/users-store';
import type { RequestOf } from '../../handlers';

type Db = Kysely<DatabaseSchema>;
type SecondFactors = components['schemas']['SecondFactors'];
type AuthenticatorEnrolment = components['schemas']['AuthenticatorEnrolment'];
type RecoveryCodes = components['schemas']['RecoveryCodes'];
type AuthenticatorAdded = components['schemas']['AuthenticatorAdded'];
export type SecondFactorMethod = components['schemas']['SecondFactorMethod'];
type SecondFactorCodeMethod = components['schemas']['SecondFactorCodeMethod'];
type Passkey = components['schemas']['Passkey'];

/** Whether the account has a second factor in use (an authenticator app or a passkey): then every login asks for one. */
export async function hasSecondFactor(db: Db, userUuid: string): Promise<boolean> {
  return (await secondFactorMethods(db, userUuid)).length > 0;
}

/** The factors a login of this account may answer its second step with; none if it has no second factor. */
export async function secondFactorMethods(db: Db, userUuid: string): Promise<SecondFactorMethod[]> {
  const [authenticator, passkey] = await Promise.all([
    db.selectFrom('authenticators').select('user_uuid').where('user_uuid', '=', userUuid).where('confirmed_at', 'is not', null).executeTakeFirst(),
    db.selectFrom('passkeys').select('id').where('user_uuid', '=', userUuid).limit(1).executeTakeFirst(),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (passkey) methods.push('passkey');
  if (authenticator) methods.push('totp');
  if (methods.length > 0) methods.push('recoveryCode');
  return methods;
}

/**
 * Checks a second factor's code and uses it up, in one statement each, so two requests racing
 * with one code cannot both pass: a TOTP code only for a step later than the last accepted, a
 * recovery code only while unused. The app's codes are refused while its account-wide count of
 * wrong ones has them stopped (decision 043); a wrong one counts there, wherever it came from.
 * A recovery code whose first group names no unused code is checked against a decoy, so its
 * answer takes as long as a real check's and tells nothing of which groups exist.
 */
async function useSecondFactor(db: Db, factorKey: string, userUuid: string, method: SecondFactorCodeMethod, code: string, now: Date): Promise<FactorCheck> {
  if (method === 'totp') {
    const blocked = await authenticatorBlockedUntil(db, userUuid, now);
    if (blocked) throw authenticatorBlockedProblem(blocked, now);
    const authenticator = await db
      .selectFrom('authenticators')
      .select(['sealed_secret', 'last_step'])
      .where('user_uuid', '=', userUuid)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    if (!authenticator) return 'wrong';
    const step = acceptedStep(open(factorKey, userUuid, authenticator.sealed_secret), code, now, authenticator.last_step);
    const used =
      step === undefined
        ? undefined
        : await db
            .updateTable('authenticators')
            .set({ last_step: step, failures: 0, blocked_until: null })
            .where('user_uuid', '=', userUuid)
            .where('last_step', '<', step)
            .executeTakeFirst();
    if (used && Number(used.numUpdatedRows) === 1) return 'passed';
    return (await recordAuthenticatorFailure(db, userUuid, now)).firstBlock ? 'wrongAndBlocked' : 'wrong';
  }
  const parts = recoveryCodeParts(code);
  if (!parts) return 'wrong';
  const row = await db
    .selectFrom('recovery_codes')
    .select('code_hash')
    .where('user_uuid', '=', userUuid)
    .where('lookup', '=', parts.lookup)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!row) {
    await verifyAgainstDecoy(parts.secret);
    return 'wrong';
  }
  if (!(await recoveryCodeMatches(row.code_hash, parts))) return 'wrong';
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_uuid', '=', userUuid)
    .where('lookup', '=', parts.lookup)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? 'passed' : 'wrong';
}

/** What a code told: right, wrong, or wrong and the one that first stopped the app's codes. */
type FactorCheck = 'passed' | 'wrong' | 'wrongAndBlocked';

/**
 * A second factor's code checked for `owner` (a login's second step, a recent sign-in): whether
 * it passed. When a wrong one first stops the app's codes, the owner is told by mail: someone
 * who knows the password is guessing.
 */
export async function passesSecondFactor(
  deps: { db: Db; config: { factorKey: string } } & SecurityMailDeps,
  owner: UserRow,
  method: SecondFactorCodeMethod,
  code: string,
  now: Date,
): Promise<boolean> {
  const check = await useSecondFactor(deps.db, deps.config.factorKey, owner.uuid, method, code, now);
  if (check === 'wrongAndBlocked') tellSecondFactorEvent(deps, owner, 'authenticatorBlocked', now);
  return check === 'passed';
}

/** Ten new recovery codes replace the account's earlier ones; the plain codes are returned once. */
export async function replaceRecoveryCodes(db: Db, userUuid: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const stored = await Promise.all(codes.map(storedRecoveryCode));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_uuid', '=', userUuid).execute();
    await trx
      .insertInto('recovery_codes')
      .values(stored.map(({ lookup, codeHash }) => ({ user_uuid: userUuid, lookup, code_hash: codeHash })))
      .execute();
  });
  return codes;
}

/** The caller's own account, named by the path, whether or not the session has passed a second factor yet. */
export async function ownAccount(request: FastifyRequest<{ Params: { id: string } }>, deps: AccountDeps): Promise<{ caller: Caller; user: UserRow }> {
  const { id } = request.params;
  const caller = await requireSignedIn(request);
  if (!namesCaller(id, caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return { caller, user: await getUserByRef(deps.db, caller.uuid) };
}

/** A change to a factor already in use needs a session that passed one (a step up from the password alone). */
export function requirePassedFactor(caller: Caller): void {
  if (!caller.secondFactor) throw new HttpProblem(403, 'SECOND_FACTOR_REQUIRED');
}

/** Removing or replacing a factor in use: a session that passed one, and signed in recently (decision 025). */
export function requireRecentFactor(caller: Caller): void {
  requirePassedFactor(caller);
  requireRecentSignIn(caller);
}

/** The account's passkeys, oldest first, as their owner sees them. */
async function passkeysOf(db: Db, userUuid: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_uuid', '=', userUuid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    addedAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
  }));
}

/** The account's factors as their owner sees them: since when the authenticator app is in use (or null), its passkeys, and the recovery codes left. */
export async function factorsOf(db: Db, userUuid: string): Promise<{ authenticatorAddedAt: string | null; passkeys: Passkey[]; recoveryCodesLeft: number }> {
  const authenticator = await db
    .selectFrom('authenticators')
    .select('confirmed_at')
    .where('user_uuid', '=', userUuid)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  const { left } = await db
    .selectFrom('recovery_codes')
    .select(sql<number>`count(*)`.as('left'))
    .where('user_uuid', '=', userUuid)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    authenticatorAddedAt: authenticator?.confirmed_at ? authenticator.confirmed_at.toISOString() : null,
    passkeys: await passkeysOf(db, userUuid),
    recoveryCodesLeft: Number(left),
  };
}

export async function secondFactors(request: RequestOf<operations, 'secondFactors'>, deps: AccountDeps): Promise<SecondFactors> {
  const { caller, user } = await ownAccount(request, deps);
  const { authenticatorAddedAt, passkeys, recoveryCodesLeft } = await factorsOf(deps.db, user.uuid);
  return {
    authenticator: authenticatorAddedAt ? { addedAt: authenticatorAddedAt } : null,
    passkeys,
    recoveryCodesLeft,
    required: mustUseSecondFactor(deps.config, user.role),
    sessionPassed: caller.secondFactor !== '',
  };
}

export async function startAuthenticator(request: RequestOf<operations, 'startAuthenticator'>, deps: AccountDeps): Promise<AuthenticatorEnrolment> {
  const { caller, user } = await ownAccount(request, deps);
  requireRecentSignIn(caller);
  if (await hasSecondFactor(deps.db, user.uuid)) throw new HttpProblem(409, 'AUTHENTICATOR_ALREADY_ADDED');
  const secret = newTotpSecret();
  const sealed = seal(deps.config.factorKey, user.uuid, secret);
  await deps.db
    .insertInto('authenticators')
    .values({ user_uuid: user.uuid, sealed_secret: sealed })
    .onConflict((conflict) =>
      conflict
        .column('user_uuid')
        .doUpdateSet({ sealed_secret: sealed, created_at: new Date(), last_step: 0 })
        .where('authenticators.confirmed_at', 'is', null),
    )
    .execute();
  return { secret, otpauthUri: totpUri(secret, deps.config.siteName, user.username) };
}

/**
 * A right code puts the started authenticator in use, with new recovery codes, and the session
 * that proved it counts as having passed a second factor; the account's other sessions, opened
 * with the password alone, end unless the owner keeps them (issue #47).
 */
export async function confirmAuthenticator(
  request: RequestOf<operations, 'confirmAuthenticator'>,
  deps: AccountDeps,
  now = new Date(),
): Promise<AuthenticatorAdded> {
  const { caller, user } = await ownAccount(request, deps);
  const { code } = request.body;
  const started = await deps.db
    .selectFrom('authenticators')
    .select(['sealed_secret', 'confirmed_at', 'last_step'])
    .where('user_uuid', '=', user.uuid)
    .executeTakeFirst();
  if (!started || started.confirmed_at) throw new HttpProblem(409, started ? 'AUTHENTICATOR_ALREADY_ADDED' : 'AUTHENTICATOR_NOT_STARTED');
  const step = acceptedStep(open(deps.config.factorKey, user.uuid, started.sealed_secret), code, now, started.last_step);
  if (step === undefined) throw new HttpProblem(400, 'SECOND_FACTOR_INVALID');
  const confirmed = await deps.db
    .updateTable('authenticators')
    .set({ confirmed_at: now, last_step: step })
    .where('user_uuid', '=', user.uuid)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) !== 1) throw new HttpProblem(409, 'AUTHENTICATOR_ALREADY_ADDED');
  const recoveryCodes = await replaceRecoveryCodes(deps.db, user.uuid);
  await deps.db.updateTable('sessions').set({ second_factor: 'totp', authenticated_at: now }).where('id', '=', caller.session).execute();
  const sessionsEnded = request.body.endOtherSessions === false ? undefined : await endOtherSessions(deps.db, user.uuid, caller.session);
  tellSecondFactorEvent(deps, user, 'authenticatorAdded', now, sessionsEnded === undefined ? 'kept' : { ended: sessionsEnded });
  return { recoveryCodes, sessionsEnded: sessionsEnded ?? 0 };
}

/** Recovery codes stand in for a second factor: once the account has none left, they go too. */
export async function dropCodesWithoutFactor(db: Db, userUuid: string): Promise<void> {
  if (!(await hasSecondFactor(db, userUuid))) await db.deleteFrom('recovery_codes').where('user_uuid', '=', userUuid).execute();
}

/**
 * The owner, from a session that passed a second factor recently, or an administrator, recently
 * signed in, for someone who lost both phone and codes (never for another administrator).
 */
export async function removeAuthenticator(request: RequestOf<operations, 'removeAuthenticator'>, deps: AccountDeps): Promise<void> {
  const { id } = request.params;
  const caller = await requireCaller(request);
  if (namesCaller(id, caller)) requireRecentFactor(caller);
  else if (!isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  const user = namesCaller(id, caller) ? await getUserByRef(deps.db, caller.uuid) : await administeredAccount(deps.db, caller, id);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('authenticators').where('user_uuid', '=', user.uuid).where('confirmed_at', 'is not', null).executeTakeFirst();
    await dropCodesWithoutFactor(trx, user.uuid);
    return removed;
  });
  if (Number(removed.numDeletedRows) !== 1) throw new HttpProblem(409, 'AUTHENTICATOR_NOT_STARTED');
  tellSecondFactorEvent(deps, user, 'authenticatorRemoved');
}

export async function regenerateRecoveryCodes(request: RequestOf<operations, 'regenerateRecoveryCodes'>, deps: AccountDeps): Promise<RecoveryCodes> {
  const { caller, user } = await ownAccount(request, deps);
  if (!(await hasSecondFactor(deps.db, user.uuid))) throw new HttpProblem(409, 'AUTHENTICATOR_NOT_STARTED');
  requireRecentFactor(caller);
  const recoveryCodes = await replaceRecoveryCodes(deps.db, user.uuid);
  tellSecondFactorEvent(deps, user, 'recoveryCodesRegenerated');
  return { recoveryCodes };
}
