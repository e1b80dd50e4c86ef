import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../../openapi/generated/auth';
import type { ServerConfig } from '../../../config';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { signAccessToken } from '../../../security/access-tokens';
import { requireCaptcha, type CaptchaVerifier } from '../../../security/captcha';
import { clientOf } from '../../../security/client-address';
import { accountKey, blockedProblem, blockedUntil, clearFailures, recordFailure, wrongAnswersPerLoginStep } from '../../../security/login-throttle';
import { hashOpaqueToken, newOpaqueToken } from '../../../security/opaque-tokens';
import { verifyAgainstDecoy, verifyPassword } from '../../../security/passwords';
import {
  clearLoginStepCookie,
  clearSessionCookies,
  deviceCookieName,
  loginStepCookieName,
  loginStepSeconds,
  refreshCookieName,
  refreshTokenDays,
  setAccessCookies,
  setDeviceCookie,
  setLoginStepCookie,
  setRefreshCookie,
} from './session-cookies';
import { passesSecondFactor, secondFactorMethods } from '../factors/second-factors';
import { tellNewDevice, tellSecondFactorEvent, type SecurityMailDeps } from '../accounts/security-mail';
import { findUserByLogin, type UserRow } from '../accounts/users-store';
import { recordSession, touchSession } from './user-sessions';
import type { RequestOf } from '../../handlers';

type Db = Kysely<DatabaseSchema>;
type Session = components['schemas']['Session'];
type SecondFactorChallenge = components['schemas']['SecondFactorChallenge'];

/**
 * Two tabs that refresh at once both present the same token. The one that arrives second,
 * within this window after the rotation, gets a fresh access token (the browser already
 * holds the new refresh cookie from the first) instead of tripping reuse detection.
 */
export const refreshGraceSeconds = 10;

export interface SessionDeps extends SecurityMailDeps {
  db: Db;
  config: ServerConfig;
  verifyCaptcha: CaptchaVerifier;
  now?: () => Date;
}

const sessionOf = (user: Pick<UserRow, 'username' | 'role'>): Session => ({ username: user.username, roles: [user.role] });

async function issueAccess(reply: FastifyReply, deps: SessionDeps, user: Pick<UserRow, 'uuid' | 'username' | 'role'>, session: string, now: Date) {
  const accessToken = await signAccessToken({ uuid: user.uuid, username: user.username, role: user.role, session }, deps.config.jwtSecret, now);
  setAccessCookies(reply, deps.config, accessToken, user.username);
}

/**
 * A new refresh token of the session. Every token of a session expires when the session does,
 * `refreshTokenDays` after its login: rotating gives a new token, never a longer life.
 */
async function issueRefresh(reply: FastifyReply, deps: SessionDeps, userUuid: string, familyId: string, expiresAt: Date) {
  const token = newOpaqueToken();
  await deps.db
    .insertInto('refresh_tokens')
    .values({ token_hash: hashOpaqueToken(token), family_id: familyId, user_uuid: userUuid, expires_at: expiresAt })
    .execute();
  setRefreshCookie(reply, deps.config, token, expiresAt);
}

/**
 * A blocked account and an unknown name answer alike (decision 015): a password is checked
 * (the account's or a decoy, in the same time) before either answer, and both are counted per
 * address, so neither the answer nor its time says whether the account exists. An account
 * with a second factor gets no session yet: 202, and the login waits for its code.
 */
export async function login(request: RequestOf<operations, 'login'>, reply: FastifyReply, deps: SessionDeps): Promise<Session | SecondFactorChallenge> {
  const body = request.body;
  const now = deps.now?.() ?? new Date();
  await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken, request.ip);
  const user = await findUserByLogin(deps.db, body.username);
  const key = accountKey(user, body.username);
  const passwordOk = user ? await verifyPassword(user.password_hash, body.password) : await verifyAgainstDecoy(body.password);
  const client = clientOf(request);
  const blocked = await blockedUntil(deps.db, key, client, now);
  if (blocked) throw blockedProblem(blocked, now);
  if (!user || !passwordOk) {
    await recordFailure(deps.db, key, client, now);
    throw new HttpProblem(401, 'PASSWORD_MISS_MATCH');
  }
  if (!user.is_verified) throw new HttpProblem(403, 'USER_IS_NOT_VERIFIED');
  if (!user.is_enabled) throw new HttpProblem(403, 'USER_IS_BLOCKED');
  const methods = await secondFactorMethods(deps.db, user.uuid);
  if (methods.length > 0) {
    // The failure count stays until the second factor passes too, so a known password
    // cannot reset it between guesses at the code (decision 023).
    await startLoginStep(reply, deps, user.uuid, now);
    reply.code(202);
    return { methods };
  }
  await clearFailures(deps.db, key, client);
  return openSession(request, reply, deps, user, '', now);
}

/** The session a login opens, recording the device, the network and the second factor passed ('' for none). */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
  user: UserRow,
  secondFactor: string,
  now: Date,
): Promise<Session> {
  const session = randomUUID();
  const device = request.cookies[deviceCookieName(deps.config)] ?? newOpaqueToken();
  const opened = await deps.db.transaction().execute(async (trx) => {
    const opened = await recordSession(trx, {
      id: session,
      userUuid: user.uuid,
      userAgent: request.headers['user-agent'],
      address: request.ip,
      device,
      now,
      secondFactor,
    });
    await issueRefresh(reply, { ...deps, db: trx }, user.uuid, session, new Date(now.getTime() + refreshTokenDays * 24 * 60 * 60 * 1000));
    return opened;
  });
  setDeviceCookie(reply, deps.config, device);
  if (opened.newDevice) tellNewDevice(deps, user, { at: now, device: opened.device, network: opened.network });
  await issueAccess(reply, deps, user, session, now);
  return sessionOf(user);
}

/** A login whose password was right waits for its second factor, named by a short-lived cookie. */
async function startLoginStep(reply: FastifyReply, deps: SessionDeps, userUuid: string, now: Date): Promise<void> {
  const token = newOpaqueToken();
  await deps.db
    .insertInto('pending_logins')
    .values({ token_hash: hashOpaqueToken(token), user_uuid: userUuid, expires_at: new Date(now.getTime() + loginStepSeconds * 1000) })
    .execute();
  setLoginStepCookie(reply, deps.config, token);
}

/** The account whose login waits for its second step, named by this request's live `login_step` cookie. */
export async function pendingLogin(request: FastifyRequest, deps: SessionDeps, now: Date): Promise<UserRow | undefined> {
  const presented = request.cookies[loginStepCookieName(deps.config)];
  if (!presented) return undefined;
  return deps.db
    .selectFrom('pending_logins')
    .innerJoin('users', 'users.uuid', 'pending_logins.user_uuid')
    .selectAll('users')
    .where('pending_logins.token_hash', '=', hashOpaqueToken(presented))
    .where('pending_logins.expires_at', '>', now)
    .executeTakeFirst();
}

/** The half-done login is over (its second step passed): its row and cookie go. */
export async function endLoginStep(reply: FastifyReply, deps: SessionDeps): Promise<void> {
  const presented = reply.request.cookies[loginStepCookieName(deps.config)];
  if (presented) await deps.db.deleteFrom('pending_logins').where('token_hash', '=', hashOpaqueToken(presented)).execute();
  clearLoginStepCookie(reply, deps.config);
}

/**
 * A wrong answer to a login's second step: counted against the half-done login, which ends
 * after `wrongAnswersPerLoginStep` of them (decision 043), so each fresh try costs the password
 * and the captcha again.
 */
async function wrongAnswer(request: FastifyRequest, reply: FastifyReply, deps: SessionDeps): Promise<HttpProblem> {
  const presented = request.cookies[loginStepCookieName(deps.config)] ?? '';
  const counted = await deps.db
    .updateTable('pending_logins')
    .set({ failures: sql`failures + 1` })
    .where('token_hash', '=', hashOpaqueToken(presented))
    .returning('failures')
    .executeTakeFirst();
  if ((counted?.failures ?? wrongAnswersPerLoginStep) < wrongAnswersPerLoginStep) return new HttpProblem(401, 'SECOND_FACTOR_INVALID');
  await endLoginStep(reply, deps);
  return new HttpProblem(401, 'TOO_MANY_SECOND_FACTOR_ATTEMPTS', { params: { attempts: wrongAnswersPerLoginStep } });
}

/**
 * The second step of a login (decision 023): the code is checked under the same per-account,
 * per-address block as the password, under its half-done login's own count, and, for the app's
 * codes, under the account's count from every address (decision 043); it is used up; then the
 * session opens as a login's does, recording the factor it passed.
 */
export async function completeLogin(request: RequestOf<operations, 'completeLogin'>, reply: FastifyReply, deps: SessionDeps): Promise<Session> {
  const body = request.body;
  const now = deps.now?.() ?? new Date();
  const pending = await pendingLogin(request, deps, now);
  if (!pending) throw new HttpProblem(401, 'LOGIN_STEP_EXPIRED');
  if (!pending.is_enabled) throw new HttpProblem(403, 'USER_IS_BLOCKED');
  const client = clientOf(request);
  const blocked = await blockedUntil(deps.db, pending.uuid, client, now);
  if (blocked) throw blockedProblem(blocked, now);
  if (!(await passesSecondFactor(deps, pending, body.method, body.code, now))) {
    await recordFailure(deps.db, pending.uuid, client, now);
    throw await wrongAnswer(request, reply, deps);
  }
  await endLoginStep(reply, deps);
  await clearFailures(deps.db, pending.uuid, client);
  if (body.method === 'recoveryCode') tellSecondFactorEvent(deps, pending, 'recoveryCodeUsed', now);
  return openSession(request, reply, deps, pending, body.method, now);
}

export async function refresh(request: FastifyRequest, reply: FastifyReply, deps: SessionDeps): Promise<Session> {
  const now = deps.now?.() ?? new Date();
  const presented = request.cookies[refreshCookieName(deps.config)];
  if (!presented) throw new HttpProblem(401, 'INVALID_REFRESH_TOKEN');
  // Revocations must be committed before the refusal is sent, so the transaction returns its
  // verdict rather than throwing (a throw would roll the revocation back).
  const verdict = await deps.db.transaction().execute(async (trx): Promise<HttpProblem | Session> => {
    const token = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashOpaqueToken(presented)).forUpdate().executeTakeFirst();
    if (!token || token.revoked_at) return new HttpProblem(401, 'INVALID_REFRESH_TOKEN');
    if (token.expires_at.getTime() <= now.getTime()) return new HttpProblem(401, 'REFRESH_TOKEN_IS_EXPIRED');
    const revokeFamily = () => trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', token.family_id).execute();
    const user = await trx.selectFrom('users').selectAll().where('uuid', '=', token.user_uuid).executeTakeFirst();
    if (!user) return new HttpProblem(401, 'INVALID_REFRESH_TOKEN');
    if (!user.is_enabled) {
      await revokeFamily();
      return new HttpProblem(403, 'USER_IS_BLOCKED');
    }
    const txDeps = { ...deps, db: trx };
    if (token.rotated_at) {
      if (now.getTime() - token.rotated_at.getTime() > refreshGraceSeconds * 1000) {
        // A used token came back: someone holds a copy. End the whole family.
        await revokeFamily();
        return new HttpProblem(401, 'POSSIBLE_STOLEN_REFRESH_TOKEN');
      }
      await issueAccess(reply, txDeps, user, token.family_id, now);
      return sessionOf(user);
    }
    await trx.updateTable('refresh_tokens').set({ rotated_at: now }).where('token_hash', '=', token.token_hash).execute();
    await touchSession(trx, token.family_id, now);
    await issueAccess(reply, txDeps, user, token.family_id, now);
    await issueRefresh(reply, txDeps, user.uuid, token.family_id, token.expires_at);
    return sessionOf(user);
  });
  if (verdict instanceof HttpProblem) throw verdict;
  return verdict;
}

/** The refresh-token family of the session making this request, if any. */
export async function currentFamily(request: FastifyRequest, db: Db, config: ServerConfig): Promise<string | undefined> {
  const presented = request.cookies[refreshCookieName(config)];
  if (!presented) return undefined;
  const token = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashOpaqueToken(presented)).executeTakeFirst();
  return token?.family_id;
}

export async function logout(request: FastifyRequest, reply: FastifyReply, deps: SessionDeps): Promise<void> {
  const family = await currentFamily(request, deps.db, deps.config);
  if (family) {
    await deps.db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', family).where('revoked_at', 'is', null).execute();
  }
  clearSessionCookies(reply, deps.config);
}
