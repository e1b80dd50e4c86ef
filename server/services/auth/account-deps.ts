import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { CaptchaVerifier } from '../../security/captcha';

/** What the auth service's handlers work with: the database, the configuration, the mail, the captcha and the log. */
export interface AccountDeps {
  db: Kysely<DatabaseSchema>;
  config: ServerConfig;
  mailer: Mailer;
  verifyCaptcha: CaptchaVerifier;
  log: FastifyBaseLogger;
}
