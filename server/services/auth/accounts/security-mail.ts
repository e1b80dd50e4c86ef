import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../../config';
import type { DatabaseSchema } from '../../../db/schema';
import type { Mailer, MailMessage } from '../../../mail/mailer';
import {
  dataExportedMail,
  emailChangedMail,
  newDeviceMail,
  passwordChangedMail,
  secondFactorMail,
  type OtherSessions,
  type SecondFactorEvent,
} from '../../../mail/messages';

/** What a security mail needs to reach the owner; sending never holds up, or fails, the answer. */
export interface SecurityMailDeps {
  db: Kysely<DatabaseSchema>;
  config: ServerConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

interface Owner {
  uuid: string;
  email: string;
  first_name: string;
  username: string;
}

/**
 * Sent after the answer; a failure is logged, the change it reports already made. A mail sent
 * is recorded by kind and subject, never its text, for the owner's data download (issue #51).
 */
function sendLater(deps: SecurityMailDeps, owner: Owner, mail: MailMessage, what: string): void {
  setImmediate(() => {
    deps.mailer.send(mail).then(
      () =>
        deps.db
          .insertInto('account_mails')
          .values({ user_uuid: owner.uuid, kind: what, subject: mail.subject })
          .execute()
          .catch((error: unknown) => deps.log.error({ err: error }, `${what} mail sent, its record not kept`)),
      (error: unknown) => deps.log.error({ err: error }, `${what} mail failed`),
    );
  });
}

const addressed = (deps: SecurityMailDeps, owner: Owner) => ({
  to: owner.email,
  siteName: deps.config.siteName,
  greetingName: owner.first_name || owner.username,
  publicUrl: deps.config.publicUrl,
});

/** The password changed: by its owner, through a reset link, or by an administrator (decision 022). */
export function tellPasswordChanged(deps: SecurityMailDeps, owner: Owner, at = new Date()): void {
  sendLater(deps, owner, passwordChangedMail({ ...addressed(deps, owner), at }), 'password changed');
}

/** A sign-in from a browser this account has not used (decision 022). */
export function tellNewDevice(deps: SecurityMailDeps, owner: Owner, signIn: { at: Date; device: string; network: string }): void {
  sendLater(deps, owner, newDeviceMail({ ...addressed(deps, owner), ...signIn }), 'new device');
}

/** An authenticator added or removed, a recovery code used, new recovery codes (decision 023); with a factor added, what became of the other sessions. */
export function tellSecondFactorEvent(deps: SecurityMailDeps, owner: Owner, event: SecondFactorEvent, at = new Date(), otherSessions?: OtherSessions): void {
  sendLater(deps, owner, secondFactorMail({ ...addressed(deps, owner), at, event, otherSessions }), event);
}

/** The account's e-mail address changed (by an administrator): told at the old address, which may be the owner's only one left (issue #47). */
export function tellEmailChanged(deps: SecurityMailDeps, owner: Owner, newEmail: string, at = new Date()): void {
  sendLater(deps, owner, emailChangedMail({ ...addressed(deps, owner), at, newEmail, contact: deps.config.contactTo }), 'e-mail changed');
}

/** The owner downloaded the account's data (issue #51): told, in case it was not them. */
export function tellDataExported(deps: SecurityMailDeps, owner: Owner, at = new Date()): void {
  sendLater(deps, owner, dataExportedMail({ ...addressed(deps, owner), at }), 'data exported');
}
