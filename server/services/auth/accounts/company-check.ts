import type { operations } from '../../../../openapi/generated/auth';
import { HttpProblem } from '../../../http/problem';
import { deliverOwedMail } from '../../../mail/mail-outbox';
import { RegisterUnavailable } from '../../company-register/anaf-register';
import { askAboutSellers, keepRegisterReply } from '../../company-register/company-checks';
import type { RequestOf } from '../../handlers';
import type { AccountDeps } from '../account-deps';
import { toProfile, type Profile } from './profile-view';
import { refuseInvalidCompanyCode } from './company-code-check';
import { manageableUser } from './user-admin';
import { getUserByRef } from './users-store';

/**
 * An administrator asks ANAF's register about a seller's company now (issue #49, decision 045).
 * Local mode (no ANAF_URL) and a register that does not answer change nothing and say so.
 */
export async function checkCompany(request: RequestOf<operations, 'checkCompany'>, deps: AccountDeps): Promise<Profile> {
  const target = await manageableUser(request, deps, request.params.id, false);
  refuseInvalidCompanyCode(target.seller_identifier);
  const url = deps.config.companyRegisterUrl;
  if (!url) throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', { detail: 'Registrul ANAF nu este configurat pe acest server: firmele rămân neverificate.' });
  try {
    const reply = await askAboutSellers(url, [target]);
    if (reply) await deps.db.transaction().execute((trx) => keepRegisterReply(trx, reply, deps.config.siteName));
  } catch (error) {
    if (!(error instanceof RegisterUnavailable)) throw error;
    throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', {
      detail: 'Registrul ANAF nu a răspuns cum trebuie. Nu s-a schimbat nimic; încearcă din nou peste câteva minute.',
      ...(error.retryAfterSeconds ? { params: { retryAfterSeconds: error.retryAfterSeconds } } : {}),
    });
  }
  // The mail is owed with the change; sending it now spares the seller the wait for the next pass.
  await deliverOwedMail(deps.db, deps.mailer, deps.log);
  return toProfile(await getUserByRef(deps.db, target.uuid));
}
