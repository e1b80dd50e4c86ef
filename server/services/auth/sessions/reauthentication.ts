import type { components, operations } from '../../../../openapi/generated/auth';
import { ruleMessages } from '../../../../openapi/domain/rule-messages';
import { webAuthn } from '../../../deferred-packages';
import { HttpProblem } from '../../../http/problem';
import { clientOf } from '../../../security/client-address';
import { blockedProblem, blockedUntil, clearFailures, recordFailure } from '../../../security/login-throttle';
import { relyingPartyOf } from '../../../security/relying-party';
import type { AccountDeps } from '../account-deps';
import { requireCurrentPassword } from './current-password';
import { passkeyNamed, verifiesAssertion } from '../factors/passkey-login';
import { credentialsOf } from '../factors/passkeys';
import { ownAccount, passesSecondFactor, secondFactorMethods } from '../factors/second-factors';
import type { UserRow } from '../accounts/users-store';
import { answeredChallenge, challengeSeconds, keepChallenge, takeChallenge } from '../factors/webauthn-challenges';
import type { RequestOf } from '../../handlers';

type PasskeyRequestOptions = components['schemas']['PasskeyRequestOptions'];
type Reauthentication = components['schemas']['Reauthentication'];

/**
 * One of the account's passkeys, answering a challenge issued for this account's step-up: the
 * challenge is used up first, whatever the outcome.
 */
async function passkeyProves(deps: AccountDeps, user: UserRow, credential: components['schemas']['PasskeyCredential'], now: Date): Promise<boolean> {
  const challenge = answeredChallenge(credential.response.clientDataJSON);
  const issued = challenge ? await takeChallenge(deps.db, challenge, 'reauthenticate', now) : undefined;
  const passkey = challenge && issued?.userUuid === user.uuid ? await passkeyNamed(deps.db, credential.id) : undefined;
  return passkey?.uuid === user.uuid && (await verifiesAssertion(deps, credential, challenge as string, passkey, now));
}

/**
 * The factor the proof passed ('' for the password alone), or the problem it fails with. An
 * account with a second factor must prove one (decision 043): the password and a code, or a
 * passkey alone; its password alone no longer counts.
 */
async function provenFactor(deps: AccountDeps, user: UserRow, proof: Reauthentication, client: string, now: Date): Promise<string> {
  if ('credential' in proof) {
    if (await passkeyProves(deps, user, proof.credential, now)) return 'passkey';
    await recordFailure(deps.db, user.uuid, client, now);
    throw new HttpProblem(400, 'PASSKEY_INVALID');
  }
  await requireCurrentPassword(deps.db, user, proof.password, client, 'password', now);
  if ((await secondFactorMethods(deps.db, user.uuid)).length === 0) return '';
  if (!proof.secondFactor) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'secondFactor', rule: 'required', message: ruleMessages.required }] });
  }
  if (await passesSecondFactor(deps, user, proof.secondFactor.method, proof.secondFactor.code, now)) return proof.secondFactor.method;
  await recordFailure(deps.db, user.uuid, client, now);
  throw new HttpProblem(400, 'SECOND_FACTOR_INVALID');
}

/**
 * Proving who is behind the session again (decisions 025, 043): the session counts as signed in
 * just now, so it may end sessions, change second factors and, for an administrator, change
 * other accounts, for `recentSignInMinutes`; with the factor it passed recorded. Every wrong
 * proof is a failed login of the account, under the same block, so a stolen session cannot
 * guess its way up.
 */
export async function reauthenticate(request: RequestOf<operations, 'reauthenticate'>, deps: AccountDeps, now = new Date()): Promise<void> {
  const { caller, user } = await ownAccount(request, deps);
  const client = clientOf(request);
  const blocked = await blockedUntil(deps.db, user.uuid, client, now);
  if (blocked) throw blockedProblem(blocked, now);
  const factor = await provenFactor(deps, user, request.body, client, now);
  await clearFailures(deps.db, user.uuid, client);
  await deps.db
    .updateTable('sessions')
    .set({ authenticated_at: now, ...(factor ? { second_factor: factor } : {}) })
    .where('id', '=', caller.session)
    .execute();
}

/** Request options for a step-up with one of the caller's own passkeys (decision 043). */
export async function reauthenticationPasskeyOptions(
  request: RequestOf<operations, 'reauthenticationPasskeyOptions'>,
  deps: AccountDeps,
  now = new Date(),
): Promise<PasskeyRequestOptions> {
  const { user } = await ownAccount(request, deps);
  const allowCredentials = await credentialsOf(deps.db, user.uuid);
  if (allowCredentials.length === 0) throw new HttpProblem(409, 'PASSKEY_NOT_FOUND');
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config).id,
    userVerification: 'required',
    timeout: challengeSeconds * 1000,
    allowCredentials,
  });
  await keepChallenge(deps.db, options.challenge, 'reauthenticate', user.uuid, now);
  return options as PasskeyRequestOptions;
}
