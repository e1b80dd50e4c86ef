import type { FastifyRequest } from 'fastify';
import type { components } from '../../../openapi/generated/auth';
import { ruleMessages } from '../../../openapi/domain/field-rules';
import { HttpProblem } from '../../http/problem';
import { blockedProblem, blockedUntil, clearFailures, recordFailure } from '../../security/login-throttle';
import { verifyPassword } from '../../security/passwords';
import { namesCaller, requireSignedIn } from '../../security/session-guard';
import type { AccountDeps } from './account-flows';
import { getUserByRef } from './users-store';

type Reauthentication = components['schemas']['Reauthentication'];

/**
 * The password typed again (decision 025): the session counts as signed in just now, so it may
 * end sessions and change second factors for `recentSignInMinutes`. A wrong password is a failed
 * login of the account, under the same block, so a stolen session cannot guess it.
 */
export async function reauthenticate(request: FastifyRequest, deps: AccountDeps, now = new Date()): Promise<void> {
  const { id } = request.params as { id: string };
  const caller = await requireSignedIn(request);
  if (!namesCaller(id, caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  const { password } = request.body as Reauthentication;
  const user = await getUserByRef(deps.db, caller.uuid);
  const blocked = await blockedUntil(deps.db, user.uuid, request.ip, now);
  if (blocked) throw blockedProblem(blocked, now);
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordFailure(deps.db, user.uuid, request.ip, now);
    // 400, not 401, as for a password change: the session is fine, one field is wrong (a 401 would send the client to refresh its session).
    throw new HttpProblem(400, 'PASSWORD_MISS_MATCH', {
      errors: [{ field: 'password', rule: 'currentPassword', message: ruleMessages.currentPassword }],
    });
  }
  await clearFailures(deps.db, user.uuid, request.ip);
  await deps.db.updateTable('sessions').set({ authenticated_at: now }).where('id', '=', caller.session).execute();
}
