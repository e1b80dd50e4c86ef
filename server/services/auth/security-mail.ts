import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { emailChangedMail, newDeviceMail, passwordChangedMail, secondFactorMail, type OtherSessions, type SecondFactorEvent } from '../../mail/messages';

/** What a security mail needs to reach the owner; sending never holds up, or fails, the answer. */
export interface SecurityMailDeps {
  config: ServerConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

interface Owner {
  email: string;
  first_name: string;
  username: string;
}

/** Sent after the answer; a failure is logged, the change it reports already made. */
function sendLater(deps: SecurityMailDeps, mail: MailMessage, what: string): void {
  setImmediate(() => {
    deps.mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error }, `${what} mail failed`));
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
  sendLater(deps, passwordChangedMail({ ...addressed(deps, owner), at }), 'password changed');
}

/** A sign-in from a browser this account has not used (decision 022). */
export function tellNewDevice(deps: SecurityMailDeps, owner: Owner, signIn: { at: Date; device: string; network: string }): void {
  sendLater(deps, newDeviceMail({ ...addressed(deps, owner), ...signIn }), 'new device');
}

/** An authenticator added or removed, a recovery code used, new recovery codes (decision 023); with a factor added, what became of the other sessions. */
export function tellSecondFactorEvent(deps: SecurityMailDeps, owner: Owner, event: SecondFactorEvent, at = new Date(), otherSessions?: OtherSessions): void {
  sendLater(deps, secondFactorMail({ ...addressed(deps, owner), at, event, otherSessions }), event);
}

/** The account's e-mail address changed (by an administrator): told at the old address, which may be the owner's only one left (issue #47). */
export function tellEmailChanged(deps: SecurityMailDeps, owner: Owner, newEmail: string, at = new Date()): void {
  sendLater(deps, emailChangedMail({ ...addressed(deps, owner), at, newEmail, contact: deps.config.contactTo }), 'e-mail changed');
}
