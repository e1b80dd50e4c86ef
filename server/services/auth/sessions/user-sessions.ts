import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { components, operations } from '../../../../openapi/generated/auth';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { hashOpaqueToken } from '../../../security/opaque-tokens';
import { deviceOf, networkOf, storedUserAgent } from '../../../security/session-origin';
import { isAdmin, namesCaller, requireCaller, type Caller, requireRecentSignIn } from '../../../security/session-guard';
import type { AccountDeps } from '../account-deps';
import { clearSessionCookies } from './session-cookies';
import { administeredAccount } from '../accounts/administered-account';
import type { RequestOf } from '../../handlers';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type SessionList = components['schemas']['SessionList'];

/** A session is live while one of its refresh tokens is unrevoked and unexpired (decision 021). */
const liveFamily = (now: Date) =>
  sql<boolean>`EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = sessions.id AND r.revoked_at IS NULL AND r.expires_at > ${now})`;

/**
 * Records where a new session was opened: the User-Agent, the address's network (never the
 * address) and the hash of the browser's device cookie. It is a new device when the account
 * has signed in before, but never from this browser (decision 022); an account's first sign-in
 * is not news to its owner.
 */
export async function recordSession(
  db: Db,
  session: { id: string; userUuid: string; userAgent: string | undefined; address: string; device: string; now: Date; secondFactor: string },
): Promise<{ newDevice: boolean; device: string; network: string }> {
  const deviceKey = hashOpaqueToken(session.device);
  const seen = await db
    .selectFrom('sessions')
    .select([sql<boolean>`bool_or(device_key = ${deviceKey})`.as('this_device'), sql<number>`count(*)`.as('sessions')])
    .where('user_uuid', '=', session.userUuid)
    .executeTakeFirstOrThrow();
  const userAgent = storedUserAgent(session.userAgent);
  const network = networkOf(session.address);
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_uuid: session.userUuid,
      signed_in_at: session.now,
      last_used_at: session.now,
      authenticated_at: session.now,
      user_agent: userAgent,
      network,
      device_key: deviceKey,
      second_factor: session.secondFactor,
    })
    .execute();
  return { newDevice: Number(seen.sessions) > 0 && seen.this_device !== true, device: deviceOf(userAgent), network };
}

/** A refresh is a use: the list shows it, to within an access token's 15 minutes. */
export async function touchSession(db: Db, id: string, now: Date) {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', id).execute();
}

/**
 * The caller, and the user `ref` names: their own account, or, when `adminMay`, another account
 * an administrator changes (recently signed in, never another administrator's).
 */
async function callerAndUser(
  request: FastifyRequest<{ Params: { id: string } }>,
  deps: AccountDeps,
  adminMay: boolean,
): Promise<{ caller: Caller; userUuid: string }> {
  const { id } = request.params;
  const caller = await requireCaller(request);
  if (namesCaller(id, caller)) return { caller, userUuid: caller.uuid };
  if (!adminMay || !isAdmin(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return { caller, userUuid: (await administeredAccount(deps.db, caller, id)).uuid };
}

export async function listSessions(request: RequestOf<operations, 'listSessions'>, deps: AccountDeps): Promise<SessionList> {
  const { caller, userUuid } = await callerAndUser(request, deps, false);
  const rows = await deps.db
    .selectFrom('sessions')
    .select(['id', 'signed_in_at', 'last_used_at', 'user_agent', 'network'])
    .where('user_uuid', '=', userUuid)
    .where(liveFamily(new Date()))
    .orderBy('last_used_at', 'desc')
    .execute();
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.user_agent),
      network: row.network,
      signedInAt: row.signed_in_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      current: row.id === caller.session,
    })),
  };
}

/** Revokes the live refresh tokens of the user's sessions `ids`; how many sessions that ended. */
async function revokeSessions(db: Db, userUuid: string, ids: readonly string[] | 'all', keep?: string): Promise<number> {
  const now = new Date();
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_uuid', '=', userUuid)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (ids !== 'all') query = query.where('family_id', 'in', ids);
  if (keep) query = query.where('family_id', '!=', keep);
  const revoked = await query.returning('family_id').execute();
  return new Set(revoked.map((row) => row.family_id)).size;
}

/** Ends every session of the user but `keep` (a second factor just added, issue #47); how many ended. */
export const endOtherSessions = (db: Db, userUuid: string, keep: string): Promise<number> => revokeSessions(db, userUuid, 'all', keep);

/** Ends every session of the user but the caller's own: the user's other devices, or all of a user's for an administrator. */
export async function endSessions(request: RequestOf<operations, 'endSessions'>, deps: AccountDeps): Promise<components['schemas']['SessionsEnded']> {
  const { caller, userUuid } = await callerAndUser(request, deps, true);
  // One's own sessions (decision 025); an administrator's recent sign-in was asked for the user's (decision 043).
  if (userUuid === caller.uuid) requireRecentSignIn(caller);
  return { ended: await revokeSessions(deps.db, userUuid, 'all', caller.session) };
}

/** Ends one of the caller's sessions; their own current one is a logout. */
export async function endSession(request: RequestOf<operations, 'endSession'>, reply: FastifyReply, deps: AccountDeps): Promise<void> {
  const { caller, userUuid } = await callerAndUser(request, deps, false);
  const { sessionId } = request.params;
  // Ending the session making the call is a logout, which needs nothing more.
  if (sessionId !== caller.session) requireRecentSignIn(caller);
  if ((await revokeSessions(deps.db, userUuid, [sessionId])) === 0) throw new HttpProblem(404, 'SESSION_NOT_FOUND');
  if (sessionId === caller.session) clearSessionCookies(reply, deps.config);
}
