import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';

type Db = Kysely<DatabaseSchema>;

/** A sign-up never activated is deleted this long after it was made, freeing its name, e-mail and phone. */
export const unactivatedSignUpDays = 7;
/** Spent links, ended sessions and old lockout counts are kept this long for inspection, then deleted. */
const keptDays = 1;
/** A finished night's re-check is kept this long, so an operator can see the last month's rounds. */
const keptRechecksDays = 31;
/** The record of a security mail sent (kind, subject, when) is kept this long, for the owner's data download (issue #51). */
export const keptAccountMailDays = 365;
/** Reports, decisions, complaints and the moderation log are kept this long (issue #51); the log's trigger refuses to delete younger entries. */
export const keptModerationDays = 3 * 365;
/** How often the clean-up runs in a process that runs the auth service. */
export const cleanupEveryMs = 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * Deletes what no longer serves: expired or long-spent e-mailed links, refresh tokens past
 * their session's end or long revoked (a rotated one stays while its session may live, for
 * reuse detection), sessions left with no refresh token, logins whose second step expired,
 * passkey challenges never answered,
 * authenticators started and never confirmed for a day, lockout counts nobody touched for a
 * day, and sign-ups never activated
 * (unverified, unchanged since they were made) after `unactivatedSignUpDays`, buyers' companies
 * left without a member and invitations expired or spent a day ago (issue #50), visitors' saved
 * searches never confirmed after `unactivatedSignUpDays` (issue #52), mail sent a day
 * ago, re-check rounds finished a month ago, records of security mails sent a year ago, and
 * reports, decisions and moderation log entries three years old.
 */
export async function deleteExpiredRows(db: Db, now = new Date()) {
  const kept = daysBefore(now, keptDays);
  const mailTokens = await db
    .deleteFrom('mail_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('used_at', '<', kept)]))
    .executeTakeFirst();
  const refreshTokens = await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', kept)]))
    .executeTakeFirst();
  // A session whose every refresh token is gone has nothing left to show its owner.
  const sessions = await db
    .deleteFrom('sessions')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_tokens').select('token_hash').whereRef('refresh_tokens.family_id', '=', 'sessions.id'))),
    )
    .executeTakeFirst();
  const pendingLogins = await db.deleteFrom('pending_logins').where('expires_at', '<', now).executeTakeFirst();
  const challenges = await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).executeTakeFirst();
  const startedAuthenticators = await db.deleteFrom('authenticators').where('confirmed_at', 'is', null).where('created_at', '<', kept).executeTakeFirst();
  const loginFailures = await db.deleteFrom('login_failures').where('updated_at', '<', kept).executeTakeFirst();
  const signUps = await db
    .deleteFrom('users')
    .where('is_verified', '=', false)
    .where('role', 'in', ['SELLER_HORECA', 'BUYER_HORECA'])
    .where(sql<boolean>`updated_at = created_at`)
    .where('created_at', '<', daysBefore(now, unactivatedSignUpDays))
    .executeTakeFirst();
  // A buyer's company whose last member is gone (a sign-up never activated, an account deleted) goes with its lists.
  const companies = await db
    .deleteFrom('buyer_companies')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('buyer_members').select('user_uuid').whereRef('buyer_members.company_uuid', '=', 'buyer_companies.uuid'))),
    )
    .executeTakeFirst();
  const invitations = await db
    .deleteFrom('buyer_invitations')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('used_at', '<', kept)]))
    .executeTakeFirst();
  const unconfirmedSearches = await db
    .deleteFrom('saved_searches')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', daysBefore(now, unactivatedSignUpDays))
    .executeTakeFirst();
  const sentMail = await db.deleteFrom('mail_outbox').where('sent_at', '<', kept).executeTakeFirst();
  const rechecks = await db.deleteFrom('company_rechecks').where('finished_at', '<', daysBefore(now, keptRechecksDays)).executeTakeFirst();
  const accountMails = await db.deleteFrom('account_mails').where('sent_at', '<', daysBefore(now, keptAccountMailDays)).executeTakeFirst();
  const moderationCutoff = daysBefore(now, keptModerationDays);
  const reports = await db.deleteFrom('content_reports').where('created_at', '<', moderationCutoff).executeTakeFirst();
  const decisions = await db
    .deleteFrom('moderation_decisions')
    .where('decided_at', '<', moderationCutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('content_reports').select('uuid').whereRef('content_reports.decision_uuid', '=', 'moderation_decisions.uuid'))),
    )
    .executeTakeFirst();
  const moderationLog = await db
    .deleteFrom('moderation_log')
    .where('at', '<', sql<Date>`least(${moderationCutoff}::timestamptz, now() - interval '3 years')`)
    .executeTakeFirst();
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    mailTokens: count(mailTokens),
    refreshTokens: count(refreshTokens),
    sessions: count(sessions),
    pendingLogins: count(pendingLogins),
    challenges: count(challenges),
    startedAuthenticators: count(startedAuthenticators),
    loginFailures: count(loginFailures),
    signUps: count(signUps),
    companies: count(companies),
    invitations: count(invitations),
    unconfirmedSearches: count(unconfirmedSearches),
    sentMail: count(sentMail),
    rechecks: count(rechecks),
    accountMails: count(accountMails),
    reports: count(reports),
    decisions: count(decisions),
    moderationLog: count(moderationLog),
  };
}
