import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { SiteInfo } from '../../mail/moderation-messages';
import type { CaptchaVerifier } from '../../security/captcha';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';

/** What moderation needs: the database, the catalogue's feed, the captcha, the site's name and address for its mails, and their sending. */
export interface ModerationDeps {
  db: Kysely<DatabaseSchema>;
  changes: CatalogueChanges;
  verifyCaptcha: CaptchaVerifier;
  site: SiteInfo;
  /** Sends the mail owed now, in the background, once the change that owes it has committed. */
  sendOwedMail: () => void;
}
