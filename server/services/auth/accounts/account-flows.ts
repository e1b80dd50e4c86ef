import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { operations } from '../../../../openapi/generated/auth';
import { phoneKey } from '../../../../openapi/domain/field-rules';
import type { ServerConfig } from '../../../config';
import { HttpProblem } from '../../../http/problem';
import { accountDeletionMail, activationMail, passwordResetMail } from '../../../mail/messages';
import { requireCaptcha } from '../../../security/captcha';
import { clientOf } from '../../../security/client-address';
import { refuseCurrentPassword, refuseWeakPassword } from '../../../security/weak-passwords';
import { requireCurrentPassword } from '../sessions/current-password';
import { tellPasswordChanged } from './security-mail';
import { clearAuthenticatorFailures, clearFailures } from '../../../security/login-throttle';
import { hashPassword } from '../../../security/passwords';
import { isAdmin, namesCaller, requireCaller } from '../../../security/session-guard';
import { consumeMailToken, issueMailToken } from './mail-tokens';
import { toProfile, type Profile } from './profile-view';
import { currentFamily } from '../sessions/sessions';
import { clearSessionCookies } from '../sessions/session-cookies';
import { assertIdentityFree, findUserByEmail, getUserByRef, identityConflictFrom, profileColumns, revokeAllSessions, type UserRow } from './users-store';
import { refuseInvalidCompanyCode } from './company-code-check';
import type { RequestOf } from '../../handlers';
import type { AccountDeps } from '../account-deps';

/** Forgot-password answers no sooner than this, whether or not the address has an account. */
export const forgotPasswordFloorMs = 400;

export const linkTo = (config: ServerConfig, route: string, email: string, token: string): string =>
  `${config.publicUrl}${route}?${new URLSearchParams({ email, token })}`;

const greetingOf = (user: { first_name: string; username: string }) => user.first_name || user.username;

export async function register(request: RequestOf<operations, 'register'>, deps: AccountDeps): Promise<Profile> {
  const body = request.body;
  await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken, request.ip);
  await refuseWeakPassword(body.password, [body.username, body.email, body.firstName, body.lastName, body.sellerName]);
  refuseInvalidCompanyCode(body.sellerIdentifier);
  await assertIdentityFree(deps.db, { username: body.username, email: body.email, phoneKey: phoneKey(body.phone) });
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db
    .insertInto('users')
    .values({
      ...profileColumns(body),
      password_hash: passwordHash,
      role: 'SELLER_HORECA',
      is_verified: false,
      is_enabled: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw identityConflictFrom(error) ?? error;
    });
  await sendActivation(deps, user, () => deps.db.deleteFrom('users').where('uuid', '=', user.uuid).execute());
  return toProfile(user);
}

/**
 * Mails a new account its activation link. Without the mail the account could never be
 * activated, so a mail server that refuses undoes the registration (`undo`) and the user can retry.
 */
export async function sendActivation(deps: AccountDeps, user: UserRow, undo: () => Promise<unknown>): Promise<void> {
  const token = await issueMailToken(deps.db, user.uuid, 'activate');
  try {
    await deps.mailer.send(
      activationMail({
        to: user.email,
        siteName: deps.config.siteName,
        greetingName: greetingOf(user),
        link: linkTo(deps.config, '/activate-account', user.email, token),
      }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'activation mail failed; registration undone');
    await undo();
    throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', { detail: 'E-mailul de activare nu a putut fi trimis. Încercați din nou.' });
  }
}

export async function activateAccount(request: RequestOf<operations, 'activateAccount'>, deps: AccountDeps): Promise<void> {
  const body = request.body;
  await deps.db.transaction().execute(async (trx) => {
    const userUuid = await consumeMailToken(trx, { token: body.token, email: body.email, purpose: 'activate' });
    await trx.updateTable('users').set({ is_verified: true, updated_at: new Date() }).where('uuid', '=', userUuid).execute();
  });
}

export async function forgotPassword(request: RequestOf<operations, 'forgotPassword'>, deps: AccountDeps): Promise<void> {
  const body = request.body;
  await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken, request.ip);
  const started = Date.now();
  const user = await findUserByEmail(deps.db, body.email);
  if (user?.is_enabled) {
    const token = await issueMailToken(deps.db, user.uuid, 'reset');
    const mail = passwordResetMail({
      to: user.email,
      siteName: deps.config.siteName,
      greetingName: greetingOf(user),
      link: linkTo(deps.config, '/password-reset', user.email, token),
    });
    // Sent after answering, so the time taken does not say whether the address has an account.
    deps.mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'));
  }
  await sleep(Math.max(0, forgotPasswordFloorMs - (Date.now() - started)));
}

/**
 * The link is checked and spent before the new password is judged and hashed, so a stream of
 * made-up links costs the server nothing but a lookup; a password refused or a hash that fails
 * leaves the link unspent.
 */
export async function resetPassword(request: RequestOf<operations, 'resetPassword'>, deps: AccountDeps): Promise<void> {
  const body = request.body;
  const owner = await deps.db.transaction().execute(async (trx) => {
    const userUuid = await consumeMailToken(trx, { token: body.token, email: body.email, purpose: 'reset' });
    // Judged only once the link holds, so a made-up link learns nothing of the account's words;
    // a refused password rolls the link back, and the owner can try another.
    const owner = await getUserByRef(trx, userUuid);
    await refuseWeakPassword(body.password, [owner.email, owner.username, owner.first_name, owner.last_name, owner.seller_name]);
    await refuseCurrentPassword(owner.password_hash, body.password);
    const passwordHash = await hashPassword(body.password);
    // The link proves the address, so it also activates an account whose activation mail was lost.
    await trx.updateTable('users').set({ password_hash: passwordHash, is_verified: true, updated_at: new Date() }).where('uuid', '=', userUuid).execute();
    await revokeAllSessions(trx, userUuid);
    // The owner proved the address: whatever failures others ran up against the account go,
    // and guesses at the app's codes by whoever knew the old password stop mattering.
    await clearFailures(trx, userUuid);
    await clearAuthenticatorFailures(trx, userUuid);
    return owner;
  });
  tellPasswordChanged(deps, owner);
}

/** The caller acting on their own account; anyone else gets USER_IS_NOT_AUTHORIZED, before any lookup. */
export async function requireSelf(request: FastifyRequest, deps: AccountDeps, ref: string) {
  const caller = await requireCaller(request);
  if (!namesCaller(ref, caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return getUserByRef(deps.db, caller.uuid);
}

/**
 * A new password needs the current one (decision 015): an access token alone, left in an
 * unlocked browser, does not take the account for good. A wrong current password counts
 * towards the lockout, as a failed login does.
 */
export async function changePassword(request: RequestOf<operations, 'changePassword'>, deps: AccountDeps): Promise<void> {
  const { id } = request.params;
  const body = request.body;
  const user = await requireSelf(request, deps, id);
  await requireCurrentPassword(deps.db, user, body.currentPassword, clientOf(request), 'currentPassword', new Date());
  await refuseWeakPassword(body.password, [user.username, user.email, user.first_name, user.last_name, user.seller_name]);
  await refuseCurrentPassword(user.password_hash, body.password);
  const passwordHash = await hashPassword(body.password);
  const keep = await currentFamily(request, deps.db, deps.config);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('uuid', '=', user.uuid).execute();
    await revokeAllSessions(trx, user.uuid, keep);
    await clearAuthenticatorFailures(trx, user.uuid);
  });
  tellPasswordChanged(deps, user);
}

export async function triggerDeleteAccount(request: FastifyRequest, deps: AccountDeps): Promise<void> {
  const caller = await requireCaller(request);
  if (isAdmin(caller)) throw new HttpProblem(403, 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED');
  const user = await getUserByRef(deps.db, caller.uuid);
  const token = await issueMailToken(deps.db, user.uuid, 'delete');
  try {
    await deps.mailer.send(
      accountDeletionMail({
        to: user.email,
        siteName: deps.config.siteName,
        greetingName: greetingOf(user),
        link: linkTo(deps.config, '/delete-account', user.email, token),
      }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'account deletion mail failed');
    throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', { detail: 'E-mailul de confirmare nu a putut fi trimis. Încercați din nou.' });
  }
}

/** Deletes the account; its products and search entries go with it (foreign keys, decision 006). */
export async function deleteAccount(request: RequestOf<operations, 'deleteAccount'>, reply: FastifyReply, deps: AccountDeps): Promise<void> {
  const body = request.body;
  await deps.db.transaction().execute(async (trx) => {
    const userUuid = await consumeMailToken(trx, { token: body.token, email: body.email, purpose: 'delete' });
    const user = await trx.selectFrom('users').select('role').where('uuid', '=', userUuid).executeTakeFirstOrThrow();
    if (user.role === 'ADMIN_HORECA') throw new HttpProblem(403, 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED');
    await trx.deleteFrom('users').where('uuid', '=', userUuid).execute();
  });
  clearSessionCookies(reply, deps.config);
}
