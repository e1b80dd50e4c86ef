import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { emailSchema, passwordSchema, phoneKey, usernameSchema } from '../../../../openapi/domain/field-rules';
import type { DatabaseSchema } from '../../../db/schema';
import { loadPasswordStrength } from '../../../../openapi/domain/password-strength';
import { hashPassword } from '../../../security/passwords';
import { findUserByRef } from './users-store';

export interface AdminAccount {
  username: string;
  password: string;
  email: string;
  /** A phone is required by the schema; administrators get a placeholder they can change. */
  phone?: string;
}

export type AdminBootstrapResult = 'created' | 'exists';

/**
 * Creates an ADMIN_HORECA account, verified and enabled, unless the username exists.
 * The same rules as registration apply, so a weak or guessable bootstrap password is refused;
 * only the demo's administrator, whose password is published on purpose, skips the judge
 * (`published`), and production refuses to start while it is in use.
 */
export async function ensureAdmin(db: Kysely<DatabaseSchema>, account: AdminAccount, { published = false } = {}): Promise<AdminBootstrapResult> {
  const username = usernameSchema.parse(account.username);
  const email = emailSchema.parse(account.email);
  const password = await passwordSchema
    .superRefine(async (value, context) => {
      const reason = published ? undefined : (await loadPasswordStrength())(value, [username, email]).reason;
      if (reason) context.addIssue({ code: 'custom', message: reason });
    })
    .parseAsync(account.password);
  if (await findUserByRef(db, username)) return 'exists';
  const phone = account.phone ?? `07${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await db
    .insertInto('users')
    .values({
      username,
      email,
      phone,
      phone_key: phoneKey(phone),
      first_name: 'Administrator',
      last_name: username,
      seller_name: 'Catalog HoReCa',
      seller_identifier: 'ADMIN',
      password_hash: await hashPassword(password),
      role: 'ADMIN_HORECA',
      is_verified: true,
      is_enabled: true,
    })
    .execute();
  return 'created';
}
