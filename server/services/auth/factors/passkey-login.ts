import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { components, operations } from '../../../../openapi/generated/auth';
import { webAuthn } from '../../../deferred-packages';
import { HttpProblem } from '../../../http/problem';
import { blockedProblem, blockedUntil, clearFailures, recordFailure } from '../../../security/login-throttle';
import { clientOf } from '../../../security/client-address';
import { relyingPartyOf } from '../../../security/relying-party';
import { credentialsOf, transportsOf } from './passkeys';
import { endLoginStep, openSession, pendingLogin, type SessionDeps } from '../sessions/sessions';
import { answeredChallenge, challengeSeconds, keepChallenge, takeChallenge } from './webauthn-challenges';
import type { RequestOf } from '../../handlers';

type Session = components['schemas']['Session'];
type PasskeyRequestOptions = components['schemas']['PasskeyRequestOptions'];

/**
 * Request options (decision 024). During a login's second step they name that account's
 * passkeys and the challenge is kept for it; otherwise they name none, and the browser offers
 * whichever passkey it holds for the site.
 */
export async function passkeyLoginOptions(request: FastifyRequest, deps: SessionDeps): Promise<PasskeyRequestOptions> {
  const now = deps.now?.() ?? new Date();
  const pending = await pendingLogin(request, deps, now);
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config).id,
    userVerification: 'required',
    timeout: challengeSeconds * 1000,
    allowCredentials: pending ? await credentialsOf(deps.db, pending.uuid) : [],
  });
  await keepChallenge(deps.db, options.challenge, 'login', pending?.uuid ?? null, now);
  return options as PasskeyRequestOptions;
}

type PasskeyCredential = components['schemas']['PasskeyCredential'];

/** The passkey on file that a credential names, with its owner's account. */
export async function passkeyNamed(db: SessionDeps['db'], credentialId: string) {
  return db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.uuid', 'passkeys.user_uuid')
    .selectAll('users')
    .select(['passkeys.id as passkey_id', 'passkeys.credential_id', 'passkeys.public_key', 'passkeys.counter', 'passkeys.transports'])
    .where('passkeys.credential_id', '=', credentialId)
    .executeTakeFirst();
}

/**
 * Whether a passkey's signed answer to `challenge` verifies for the site's origin and RP ID, with
 * user verification; if so, its signature counter and last use are recorded.
 */
export async function verifiesAssertion(
  deps: SessionDeps,
  credential: PasskeyCredential,
  challenge: string,
  passkey: NonNullable<Awaited<ReturnType<typeof passkeyNamed>>>,
  now: Date,
): Promise<boolean> {
  const rp = relyingPartyOf(deps.config);
  const { verifyAuthenticationResponse } = await webAuthn();
  const verification = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  await deps.db
    .updateTable('passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', passkey.passkey_id)
    .execute();
  return true;
}

/**
 * A login with a passkey, alone or as the second step. The challenge is used up first, so a
 * replayed answer fails whatever else it carries; then the passkey must be on file (and the
 * waiting login's, if the challenge was issued for one), its owner not blocked, and its
 * signature must verify for the site's origin and RP ID with user verification. A failure
 * counts towards the owner's block as a wrong password does.
 */
export async function loginWithPasskey(request: RequestOf<operations, 'loginWithPasskey'>, reply: FastifyReply, deps: SessionDeps): Promise<Session> {
  const now = deps.now?.() ?? new Date();
  const { credential } = request.body;
  const challenge = answeredChallenge(credential.response.clientDataJSON);
  const issued = challenge ? await takeChallenge(deps.db, challenge, 'login', now) : undefined;
  if (!challenge || !issued) throw new HttpProblem(401, 'PASSKEY_INVALID');
  const passkey = await passkeyNamed(deps.db, credential.id);
  if (!passkey) throw new HttpProblem(401, 'PASSKEY_INVALID');
  const client = clientOf(request);
  const blocked = await blockedUntil(deps.db, passkey.uuid, client, now);
  if (blocked) throw blockedProblem(blocked, now);
  const forThisAccount = issued.userUuid === null || issued.userUuid === passkey.uuid;
  if (!forThisAccount || !(await verifiesAssertion(deps, credential, challenge, passkey, now))) {
    await recordFailure(deps.db, passkey.uuid, client, now);
    throw new HttpProblem(401, 'PASSKEY_INVALID');
  }
  if (!passkey.is_verified) throw new HttpProblem(403, 'USER_IS_NOT_VERIFIED');
  if (!passkey.is_enabled) throw new HttpProblem(403, 'USER_IS_BLOCKED');
  if (issued.userUuid !== null) await endLoginStep(reply, deps);
  await clearFailures(deps.db, passkey.uuid, client);
  return openSession(request, reply, deps, passkey, 'passkey', now);
}
