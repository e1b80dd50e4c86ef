import { randomUUID } from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { components, operations } from '../../../../openapi/generated/auth';
import { webAuthn } from '../../../deferred-packages';
import { HttpProblem } from '../../../http/problem';
import { relyingPartyOf } from '../../../security/relying-party';
import { isAdmin, namesCaller, requireCaller, requireRecentSignIn } from '../../../security/session-guard';
import type { AccountDeps } from '../account-deps';
import { dropCodesWithoutFactor, hasSecondFactor, ownAccount, replaceRecoveryCodes, requirePassedFactor, requireRecentFactor } from './second-factors';
import { administeredAccount } from '../accounts/administered-account';
import { tellSecondFactorEvent } from '../accounts/security-mail';
import { endOtherSessions } from '../sessions/user-sessions';
import { getUserByRef } from '../accounts/users-store';
import { answeredChallenge, challengeSeconds, keepChallenge, takeChallenge } from './webauthn-challenges';
import type { RequestOf } from '../../handlers';

type PasskeyAdded = components['schemas']['PasskeyAdded'];
type PasskeyCreationOptions = components['schemas']['PasskeyCreationOptions'];

type AuthenticatorTransportName = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

/** The account's passkeys as WebAuthn options name them: to exclude at registration, to allow in a second step. */
export async function credentialsOf(db: AccountDeps['db'], userUuid: string): Promise<{ id: string; transports: AuthenticatorTransportName[] }[]> {
  const rows = await db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_uuid', '=', userUuid).execute();
  return rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) }));
}

/** The transports a passkey reported, as the column keeps them (comma-separated). */
export const transportsOf = (column: string) => (column ? column.split(',') : []) as AuthenticatorTransportName[];

/** WebAuthn's user handle for an account: its uuid's 16 bytes, never its name or e-mail. */
const userHandle = (uuid: string) => new Uint8Array(Buffer.from(uuid.replace(/-/g, ''), 'hex'));

/**
 * Creation options for the caller's own account (decision 024): a discoverable credential
 * (so it can sign in without a user name) with user verification required, never one of the
 * passkeys already added, and a challenge kept for this account only.
 */
export async function passkeyRegistrationOptions(
  request: RequestOf<operations, 'passkeyRegistrationOptions'>,
  deps: AccountDeps,
  now = new Date(),
): Promise<PasskeyCreationOptions> {
  const { caller, user } = await ownAccount(request, deps);
  if (await hasSecondFactor(deps.db, user.uuid)) requirePassedFactor(caller);
  requireRecentSignIn(caller);
  const rp = relyingPartyOf(deps.config);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: userHandle(user.uuid),
    userDisplayName: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username,
    timeout: challengeSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(deps.db, user.uuid),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(deps.db, options.challenge, 'register', user.uuid, now);
  return options as unknown as PasskeyCreationOptions;
}

/**
 * Checks the browser's answer against a challenge issued for this account and the site's origin
 * and RP ID, with user verification, and keeps the passkey. The account's first second factor
 * also gets its recovery codes; the session that proved the passkey counts as having passed it,
 * and the account's other sessions end unless the owner keeps them (issue #47).
 */
export async function addPasskey(request: RequestOf<operations, 'addPasskey'>, deps: AccountDeps, now = new Date()): Promise<PasskeyAdded> {
  const { caller, user } = await ownAccount(request, deps);
  const hadFactor = await hasSecondFactor(deps.db, user.uuid);
  if (hadFactor) requirePassedFactor(caller);
  const { name, credential } = request.body;
  const challenge = answeredChallenge(credential.response.clientDataJSON);
  const issued = challenge ? await takeChallenge(deps.db, challenge, 'register', now) : undefined;
  if (!challenge || !issued || issued.userUuid !== user.uuid) throw new HttpProblem(400, 'PASSKEY_INVALID');
  const rp = relyingPartyOf(deps.config);
  const { verifyRegistrationResponse } = await webAuthn();
  const verification = await verifyRegistrationResponse({
    response: credential as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw new HttpProblem(400, 'PASSKEY_INVALID');
  const { id: credentialId, publicKey, counter, transports } = verification.registrationInfo.credential;
  const known = await deps.db.selectFrom('passkeys').select('id').where('credential_id', '=', credentialId).executeTakeFirst();
  if (known) throw new HttpProblem(409, 'PASSKEY_ALREADY_ADDED');
  const id = randomUUID();
  await deps.db
    .insertInto('passkeys')
    .values({
      id,
      user_uuid: user.uuid,
      credential_id: credentialId,
      public_key: publicKey,
      counter,
      transports: (transports ?? []).join(','),
      name: name.trim(),
      created_at: now,
    })
    .execute();
  const recoveryCodes = hadFactor ? undefined : await replaceRecoveryCodes(deps.db, user.uuid);
  await deps.db.updateTable('sessions').set({ second_factor: 'passkey', authenticated_at: now }).where('id', '=', caller.session).execute();
  const sessionsEnded = request.body.endOtherSessions === false ? undefined : await endOtherSessions(deps.db, user.uuid, caller.session);
  tellSecondFactorEvent(deps, user, 'passkeyAdded', now, sessionsEnded === undefined ? 'kept' : { ended: sessionsEnded });
  return {
    passkey: { id, name: name.trim(), addedAt: now.toISOString(), lastUsedAt: null },
    sessionsEnded: sessionsEnded ?? 0,
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

/** The owner, from a session that passed a second factor recently, or an administrator, recently signed in, removes one passkey (never another administrator's). */
export async function removePasskey(request: RequestOf<operations, 'removePasskey'>, deps: AccountDeps): Promise<void> {
  const { id, passkeyId } = request.params;
  const caller = await requireCaller(request);
  if (namesCaller(id, caller)) requireRecentFactor(caller);
  else if (!isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  const user = namesCaller(id, caller) ? await getUserByRef(deps.db, caller.uuid) : await administeredAccount(deps.db, caller, id);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('passkeys').where('id', '=', passkeyId).where('user_uuid', '=', user.uuid).executeTakeFirst();
    await dropCodesWithoutFactor(trx, user.uuid);
    return removed;
  });
  if (Number(removed.numDeletedRows) !== 1) throw new HttpProblem(404, 'PASSKEY_NOT_FOUND');
  tellSecondFactorEvent(deps, user, 'passkeyRemoved');
}
