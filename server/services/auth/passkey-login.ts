import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { components, operations } from '../../../openapi/generated/auth';
import { webAuthn } from '../../deferred-packages';
import { HttpProblem } from '../../http/problem';
import { blockedProblem, blockedUntil, clearFailures, recordFailure } from '../../security/login-throttle';
import { relyingPartyOf } from '../../security/relying-party';
import { credentialsOf, transportsOf } from './passkeys';
import { endLoginStep, openSession, pendingLogin, type SessionDeps } from './sessions';
import { answeredChallenge, challengeSeconds, keepChallenge, takeChallenge } from './webauthn-challenges';
import type { RequestOf } from '../handlers';

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
  const passkey = await deps.db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.uuid', 'passkeys.user_uuid')
    .selectAll('users')
    .select(['passkeys.id as passkey_id', 'passkeys.credential_id', 'passkeys.public_key', 'passkeys.counter', 'passkeys.transports'])
    .where('passkeys.credential_id', '=', credential.id)
    .executeTakeFirst();
  if (!passkey) throw new HttpProblem(401, 'PASSKEY_INVALID');
  const blocked = await blockedUntil(deps.db, passkey.uuid, request.ip, now);
  if (blocked) throw blockedProblem(blocked, now);
  const rp = relyingPartyOf(deps.config);
  const { verifyAuthenticationResponse } = await webAuthn();
  const verification =
    issued.userUuid === null || issued.userUuid === passkey.uuid
      ? await verifyAuthenticationResponse({
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
        }).catch(() => undefined)
      : undefined;
  if (!verification?.verified) {
    await recordFailure(deps.db, passkey.uuid, request.ip, now);
    throw new HttpProblem(401, 'PASSKEY_INVALID');
  }
  if (!passkey.is_verified) throw new HttpProblem(403, 'USER_IS_NOT_VERIFIED');
  if (!passkey.is_enabled) throw new HttpProblem(403, 'USER_IS_BLOCKED');
  await deps.db
    .updateTable('passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', passkey.passkey_id)
    .execute();
  if (issued.userUuid !== null) await endLoginStep(reply, deps);
  await clearFailures(deps.db, passkey.uuid, request.ip);
  return openSession(request, reply, deps, passkey, 'passkey', now);
}
