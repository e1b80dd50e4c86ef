import type { Kysely } from 'kysely';
import type { DatabaseSchema, MailTokenPurpose } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import type { ErrorCode } from '../../../../openapi/clients/problem';
import { hashOpaqueToken, newOpaqueToken } from '../../../security/opaque-tokens';

type Db = Kysely<DatabaseSchema>;

/** How long each e-mailed link lives. */
const mailTokenLifetimes: Record<MailTokenPurpose, number> = {
  activate: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  delete: 60 * 60 * 1000,
};

/** The code for each way a link can be bad, per purpose. */
const failureCodes: Record<MailTokenPurpose, { invalid: ErrorCode; wrongEmail: ErrorCode; expired: ErrorCode; used: ErrorCode }> = {
  activate: { invalid: 'INVALID_TOKEN', wrongEmail: 'INVALID_TOKEN', expired: 'INVALID_TOKEN', used: 'TOKEN_CANNOT_BE_USER_ANYMORE' },
  reset: {
    invalid: 'INVALID_TOKEN_FOR_PASSWORD_RESET',
    wrongEmail: 'INVALID_EMAIL_FOR_PASSWORD_RESET',
    expired: 'EXPIRED_TOKEN_FOR_PASSWORD_RESET',
    used: 'TOKEN_CANNOT_BE_USER_ANYMORE',
  },
  delete: { invalid: 'INVALID_TOKEN', wrongEmail: 'INVALID_TOKEN', expired: 'INVALID_TOKEN', used: 'TOKEN_CANNOT_BE_USER_ANYMORE' },
};

/** A new single-use token for `purpose`; earlier unused ones of the same purpose stop working. */
export async function issueMailToken(db: Db, userUuid: string, purpose: MailTokenPurpose, now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mail_tokens').where('user_uuid', '=', userUuid).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    await trx
      .insertInto('mail_tokens')
      .values({
        token_hash: hashOpaqueToken(token),
        user_uuid: userUuid,
        purpose,
        expires_at: new Date(now.getTime() + mailTokenLifetimes[purpose]),
      })
      .execute();
  });
  return token;
}

/**
 * Marks the token used and returns its user's uuid, inside the caller's transaction, so the
 * token is spent exactly when the change it authorises is written.
 */
export async function consumeMailToken(
  trx: Db,
  { token, email, purpose }: { token: string; email: string; purpose: MailTokenPurpose },
  now = new Date(),
): Promise<string> {
  const codes = failureCodes[purpose];
  const row = await trx
    .selectFrom('mail_tokens')
    .innerJoin('users', 'users.uuid', 'mail_tokens.user_uuid')
    .select(['mail_tokens.token_hash', 'mail_tokens.user_uuid', 'mail_tokens.expires_at', 'mail_tokens.used_at', 'mail_tokens.purpose', 'users.email'])
    .where('mail_tokens.token_hash', '=', hashOpaqueToken(token))
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.purpose !== purpose) throw new HttpProblem(400, codes.invalid);
  if (row.email.toLowerCase() !== email.trim().toLowerCase()) throw new HttpProblem(400, codes.wrongEmail);
  if (row.used_at) throw new HttpProblem(400, codes.used);
  if (row.expires_at.getTime() <= now.getTime()) throw new HttpProblem(400, codes.expired);
  await trx.updateTable('mail_tokens').set({ used_at: now }).where('token_hash', '=', row.token_hash).execute();
  return row.user_uuid;
}
