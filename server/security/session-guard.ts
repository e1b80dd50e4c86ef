import type { FastifyRequest } from 'fastify';
import type { RoleName } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { readAccessToken } from './access-tokens';

export const accessCookie = 'access_token';

/** The logged-in user making a request, as the database says now. */
export interface Caller {
  uuid: string;
  username: string;
  role: RoleName;
}

export const isAdmin = (caller: Caller): boolean => caller.role === 'ADMIN_HORECA';

/**
 * The caller behind the access cookie. The token proves who it is; the database says whether
 * the account still exists and is enabled, so disabling a user takes effect at once.
 */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const token = request.cookies[accessCookie];
  const claims = token ? await readAccessToken(token, request.server.config.jwtSecret) : undefined;
  if (!claims) throw new HttpProblem(401, 'AUTHENTICATION_REQUIRED');
  const user = await request.server.database.db
    .selectFrom('users')
    .select(['uuid', 'username', 'role', 'is_enabled'])
    .where('uuid', '=', claims.uuid)
    .executeTakeFirst();
  if (!user) throw new HttpProblem(401, 'AUTHENTICATION_REQUIRED');
  if (!user.is_enabled) throw new HttpProblem(403, 'USER_IS_BLOCKED');
  return { uuid: user.uuid, username: user.username, role: user.role };
}

export async function requireAdmin(request: FastifyRequest): Promise<Caller> {
  const caller = await requireCaller(request);
  if (!isAdmin(caller)) throw new HttpProblem(403, 'USER_TRIED_ADMIN_MODE');
  return caller;
}
