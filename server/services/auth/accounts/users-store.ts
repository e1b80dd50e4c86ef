import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../../../db/schema';
import { phoneKey } from '../../../../openapi/domain/field-rules';
import { uuidPattern } from '../../../../openapi/domain/patterns';
import { HttpProblem } from '../../../http/problem';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<DatabaseSchema>;

/** A user by username or uuid (the two never collide: usernames have no hyphens). */
export async function findUserByRef(db: Db, ref: string): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll();
  return uuidPattern.test(ref)
    ? query.where('uuid', '=', ref.toLowerCase()).executeTakeFirst()
    : query.where(sql`lower(username)`, '=', ref.toLowerCase()).executeTakeFirst();
}

/** Like findUserByRef, but a missing user is a 404 with the code the reference calls for. */
export async function getUserByRef(db: Db, ref: string): Promise<UserRow> {
  const user = await findUserByRef(db, ref);
  if (!user) throw new HttpProblem(404, uuidPattern.test(ref) ? 'USER_NOT_FOUND' : 'USERNAME_DOES_NOT_EXIST');
  return user;
}

/** A user by username or e-mail, for logging in. */
export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

interface Identity {
  username?: string | undefined;
  email?: string | undefined;
  phoneKey?: string | undefined;
}

/** Refuses an identity another account already holds, naming which part is taken. */
export async function assertIdentityFree(db: Db, identity: Identity, exceptUuid?: string): Promise<void> {
  const checks: [keyof Identity, 'USERNAME_ALREADY_EXISTS' | 'EMAIL_ALREADY_EXISTS' | 'PHONE_ALREADY_EXISTS'][] = [
    ['username', 'USERNAME_ALREADY_EXISTS'],
    ['email', 'EMAIL_ALREADY_EXISTS'],
    ['phoneKey', 'PHONE_ALREADY_EXISTS'],
  ];
  for (const [part, code] of checks) {
    const value = identity[part];
    if (value === undefined) continue;
    const column = part === 'phoneKey' ? sql`phone_key` : part === 'username' ? sql`lower(username)` : sql`lower(email)`;
    let query = db
      .selectFrom('users')
      .select('uuid')
      .where(column, '=', part === 'phoneKey' ? value : value.toLowerCase());
    if (exceptUuid) query = query.where('uuid', '!=', exceptUuid);
    if (await query.executeTakeFirst()) throw new HttpProblem(409, code);
  }
}

/** Maps a unique-index violation that slipped past assertIdentityFree (a race) to its code. */
export function identityConflictFrom(error: unknown): HttpProblem | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'users_username_key') return new HttpProblem(409, 'USERNAME_ALREADY_EXISTS');
  if (constraint === 'users_email_key') return new HttpProblem(409, 'EMAIL_ALREADY_EXISTS');
  if (constraint === 'users_phone_key') return new HttpProblem(409, 'PHONE_ALREADY_EXISTS');
  return new HttpProblem(409, 'CANNOT_SAVE_USER');
}

/** Ends every session of a user: all refresh-token families are revoked. */
export async function revokeAllSessions(db: Db, userUuid: string, exceptFamily?: string): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_uuid', '=', userUuid).where('revoked_at', 'is', null);
  if (exceptFamily) query = query.where('family_id', '!=', exceptFamily);
  await query.execute();
}

/** The fields a registration or an administrator's full update sets, as they are written. */
export interface ProfileFields {
  username: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  sellerName: string;
  sellerIdentifier: string;
  description?: string | undefined;
}

export function profileColumns(fields: ProfileFields) {
  return {
    username: fields.username,
    email: fields.email.trim(),
    phone: fields.phone,
    phone_key: phoneKey(fields.phone),
    first_name: fields.firstName.trim(),
    last_name: fields.lastName.trim(),
    seller_name: fields.sellerName.trim(),
    seller_identifier: fields.sellerIdentifier.trim(),
    ...(fields.description !== undefined ? { description: fields.description.trim() } : {}),
  };
}
