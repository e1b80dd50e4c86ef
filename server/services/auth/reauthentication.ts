import type { operations } from '../../../openapi/generated/auth';
import { HttpProblem } from '../../http/problem';
import { clearFailures } from '../../security/login-throttle';
import { namesCaller, requireSignedIn } from '../../security/session-guard';
import type { AccountDeps } from './account-flows';
import { requireCurrentPassword } from './current-password';
import { getUserByRef } from './users-store';
import type { RequestOf } from '../handlers';

/**
 * The password typed again (decision 025): the session counts as signed in just now, so it may
 * end sessions and change second factors for `recentSignInMinutes`. A wrong password is a failed
 * login of the account, under the same block, so a stolen session cannot guess it.
 */
export async function reauthenticate(request: RequestOf<operations, 'reauthenticate'>, deps: AccountDeps, now = new Date()): Promise<void> {
  const { id } = request.params;
  const caller = await requireSignedIn(request);
  if (!namesCaller(id, caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  const { password } = request.body;
  const user = await getUserByRef(deps.db, caller.uuid);
  await requireCurrentPassword(deps.db, user, password, request.ip, 'password', now);
  await clearFailures(deps.db, user.uuid, request.ip);
  await deps.db.updateTable('sessions').set({ authenticated_at: now }).where('id', '=', caller.session).execute();
}
