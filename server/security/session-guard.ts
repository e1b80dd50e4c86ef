import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { RoleName } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { readAccessToken } from './access-tokens';

const accessCookie = 'access_token';

/**
 * Over https the session cookies carry the `__Host-` prefix (ASVS 3.3.3): the browser then
 * keeps them only if they are Secure, for the whole host and no domain, so a sibling
 * subdomain cannot plant or read them.
 */
export const hostOnly = (config: ServerConfig): boolean => config.publicUrl.startsWith('https://');
export const accessCookieName = (config: ServerConfig): string => (hostOnly(config) ? `__Host-${accessCookie}` : accessCookie);

/** The logged-in user making a request, as the database says now. */
export interface Caller {
  uuid: string;
  username: string;
  role: RoleName;
  /** The session (refresh-token family) the access token belongs to. */
  session: string;
  /** The second factor the session passed ('totp', 'recoveryCode', 'passkey'), or '' for none. */
  secondFactor: string;
  /** When the session last proved who is behind it (decision 025). */
  authenticatedAt: Date;
}

/** How long after a session proved who is behind it it may end sessions or change second factors (decision 025). */
export const recentSignInMinutes = 10;

/**
 * Ending sessions and changing second factors need a recent sign-in (ASVS 5.0 V7.5.1, V7.5.2):
 * within `recentSignInMinutes` of the login, of a factor passed since, or of the password typed
 * again (`reauthenticate`); otherwise 403 `REAUTHENTICATION_REQUIRED`. A stolen session alone
 * then cannot lock its owner out.
 */
export function requireRecentSignIn(caller: Caller, now = new Date()): void {
  if (now.getTime() - caller.authenticatedAt.getTime() > recentSignInMinutes * 60 * 1000) throw new HttpProblem(403, 'REAUTHENTICATION_REQUIRED');
}

/** Whether this account must pass a second factor: administrators always, everyone with REQUIRE_MFA=all (decision 023). */
export const mustUseSecondFactor = (config: ServerConfig, role: RoleName): boolean => role === 'ADMIN_HORECA' || config.requireMfa === 'all';

/**
 * A session that must pass a second factor and did not may only add one (decision 023):
 * every other call refuses it here, on the server, whatever the screens show.
 */
export function requireSecondFactorPassed(caller: Caller, config: ServerConfig): void {
  if (!caller.secondFactor && mustUseSecondFactor(config, caller.role)) throw new HttpProblem(403, 'SECOND_FACTOR_REQUIRED');
}

export const isAdmin = (caller: Caller): boolean => caller.role === 'ADMIN_HORECA';

/** Whether a user reference (a uuid or a username, as the profile paths take) is the caller's own. */
export const namesCaller = (ref: string, caller: Caller): boolean =>
  ref.toLowerCase() === caller.uuid.toLowerCase() || ref.toLowerCase() === caller.username.toLowerCase();

/**
 * The caller behind the access cookie. The token proves who it is; the database says whether
 * the account still exists and is enabled, and whether the token's session is still live, in
 * the same query: a logout, a password change or reset, or an administrator's decision ends
 * the session's access tokens at once, not 15 minutes later. A session that owes a second
 * factor is refused (403 `SECOND_FACTOR_REQUIRED`).
 */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const caller = await requireSignedIn(request);
  requireSecondFactorPassed(caller, request.server.config);
  return caller;
}

/** The signed-in caller, or none: a visitor, or a session that no longer holds, acts as a visitor (a report, a saved search). */
export async function callerIfAny(request: FastifyRequest): Promise<Caller | undefined> {
  try {
    return await requireCaller(request);
  } catch (error) {
    if (error instanceof HttpProblem) return undefined;
    throw error;
  }
}

/**
 * The caller, whether or not the session still owes a second factor: only for the calls such
 * a session may make (its roles, its own profile, its second factors).
 */
export async function requireSignedIn(request: FastifyRequest): Promise<Caller> {
  const token = request.cookies[accessCookieName(request.server.config)];
  const claims = token ? await readAccessToken(token, request.server.config.jwtSecret) : undefined;
  if (!claims) throw new HttpProblem(401, 'AUTHENTICATION_REQUIRED');
  // The session's row, if any, in the same query: the factor it passed and when it last proved who is behind it.
  const user = await request.server.database.db
    .selectFrom('users')
    .leftJoin('sessions', (join) => join.on('sessions.id', '=', claims.session).onRef('sessions.user_uuid', '=', 'users.uuid'))
    .select([
      'uuid',
      'username',
      'role',
      'is_enabled',
      sql<boolean>`EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = ${claims.session}::uuid AND r.user_uuid = users.uuid AND r.revoked_at IS NULL AND r.expires_at > now())`.as(
        'session_live',
      ),
      'sessions.second_factor',
      'sessions.authenticated_at',
    ])
    .where('users.uuid', '=', claims.uuid)
    .executeTakeFirst();
  if (!user) throw new HttpProblem(401, 'AUTHENTICATION_REQUIRED');
  if (!user.is_enabled) throw new HttpProblem(403, 'USER_IS_BLOCKED');
  if (!user.session_live) throw new HttpProblem(401, 'AUTHENTICATION_REQUIRED');
  return {
    uuid: user.uuid,
    username: user.username,
    role: user.role,
    session: claims.session,
    secondFactor: user.second_factor ?? '',
    // A session with no row (older than the sessions table) proves nothing recent.
    authenticatedAt: user.authenticated_at ? new Date(user.authenticated_at) : new Date(0),
  };
}

/**
 * The user a valid access token names, from its signature alone, without asking the database.
 * Only for reads of the caller's own transient state (an import's progress) that must answer
 * while the caller's own import holds PGlite's single connection; a revoked session can read
 * such a count for at most the token's remaining minutes.
 */
export async function requireTokenHolder(request: FastifyRequest): Promise<string> {
  const token = request.cookies[accessCookieName(request.server.config)];
  const claims = token ? await readAccessToken(token, request.server.config.jwtSecret) : undefined;
  if (!claims) throw new HttpProblem(401, 'AUTHENTICATION_REQUIRED');
  return claims.uuid;
}

/** A seller, or an administrator acting for one: the calls on listings, which a buyer may not make (issue #50). */
export async function requireSellerOrAdmin(request: FastifyRequest): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.role === 'BUYER_HORECA') throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return caller;
}

/** A caller of this one role, and no other (an administrator included): a buyer's lists, a seller's inquiries. */
export async function requireRole(request: FastifyRequest, role: RoleName): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.role !== role) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return caller;
}

export async function requireAdmin(request: FastifyRequest): Promise<Caller> {
  const caller = await requireCaller(request);
  if (!isAdmin(caller)) throw new HttpProblem(403, 'USER_TRIED_ADMIN_MODE');
  return caller;
}
