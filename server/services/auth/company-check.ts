import type { operations } from '../../../openapi/generated/auth';
import { HttpProblem } from '../../http/problem';
import { companyStateMail } from '../../mail/messages';
import { RegisterUnavailable } from '../company-register/anaf-register';
import { checkSellers, type ListingChange } from '../company-register/company-checks';
import type { RequestOf } from '../handlers';
import type { AccountDeps } from './account-flows';
import { toProfile, type Profile } from './profile-view';
import { refuseInvalidCompanyCode } from './company-code-check';
import { manageableUser } from './user-admin';
import { getUserByRef } from './users-store';

/** Tells each seller whose products came or went; a mail that fails is logged, the check stands. */
async function tellSellers(deps: AccountDeps, changes: readonly ListingChange[]): Promise<void> {
  for (const change of changes) {
    const mail = companyStateMail({
      to: change.email,
      siteName: deps.config.siteName,
      sellerName: change.sellerName,
      listed: change.listed,
      state: change.state,
      since: change.record?.since,
    });
    await deps.mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error, seller: change.uuid }, 'company state mail failed'));
  }
}

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
    await tellSellers(deps, await checkSellers(deps.db, url, [target]));
  } catch (error) {
    if (!(error instanceof RegisterUnavailable)) throw error;
    throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', {
      detail: 'Registrul ANAF nu a răspuns cum trebuie. Nu s-a schimbat nimic; încearcă din nou peste câteva minute.',
      ...(error.retryAfterSeconds ? { params: { retryAfterSeconds: error.retryAfterSeconds } } : {}),
    });
  }
  return toProfile(await getUserByRef(deps.db, target.uuid));
}
