import type { Kysely } from 'kysely';
import { ruleMessages } from '../../../../openapi/domain/rule-messages';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { blockedProblem, blockedUntil, recordFailure } from '../../../security/login-throttle';
import { verifyPassword } from '../../../security/passwords';

/**
 * The signed-in user's own password, typed again (a password change, decision 015; a recent
 * sign-in, decision 025): refused while the account is blocked from this address, and a wrong
 * one counts towards that block as a failed login does. It answers 400, not 401: the session is
 * fine, one field (`field`) is wrong, and a 401 would send the client to refresh its session.
 */
export async function requireCurrentPassword(
  db: Kysely<DatabaseSchema>,
  user: { uuid: string; password_hash: string },
  password: string,
  client: string,
  field: string,
  now: Date,
): Promise<void> {
  const blocked = await blockedUntil(db, user.uuid, client, now);
  if (blocked) throw blockedProblem(blocked, now);
  if (await verifyPassword(user.password_hash, password)) return;
  await recordFailure(db, user.uuid, client, now);
  throw new HttpProblem(400, 'PASSWORD_MISS_MATCH', { errors: [{ field, rule: 'currentPassword', message: ruleMessages.currentPassword }] });
}
