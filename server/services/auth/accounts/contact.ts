import type { operations } from '../../../../openapi/generated/auth';
import { contactMail } from '../../../mail/messages';
import { requireCaptcha } from '../../../security/captcha';
import type { AccountDeps } from '../account-deps';
import type { RequestOf } from '../../handlers';

/**
 * Stores the message first, then mails it. If the mail server is down the message is still
 * kept in `contact_messages`, so the sender is not asked to write it again.
 */
export async function sendContactMessage(request: RequestOf<operations, 'sendContactMessage'>, deps: AccountDeps): Promise<void> {
  const body = request.body;
  await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken, request.ip);
  const message = { name: body.name.trim(), email: body.email.trim(), message: body.message.trim() };
  await deps.db.insertInto('contact_messages').values(message).execute();
  try {
    await deps.mailer.send(contactMail(deps.config.contactTo, deps.config.siteName, message));
  } catch (error) {
    deps.log.error({ err: error }, 'contact mail failed; the message is kept in contact_messages');
  }
}
