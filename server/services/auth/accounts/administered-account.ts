import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { requireRecentSignIn, type Caller } from '../../../security/session-guard';
import { getUserByRef, type UserRow } from './users-store';

/**
 * Another account whose e-mail, password, second factors or sessions an administrator changes
 * (issue #47, decision 043): never an administrator's, as blocking or deleting one already is not,
 * and only from a session that proved who is behind it recently, so a stolen or forgotten
 * administrator session cannot take over sellers' accounts.
 */
export async function administeredAccount(db: Kysely<DatabaseSchema>, caller: Caller, ref: string): Promise<UserRow> {
  const target = await getUserByRef(db, ref);
  if (target.role === 'ADMIN_HORECA') throw new HttpProblem(403, 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED');
  requireRecentSignIn(caller);
  return target;
}
