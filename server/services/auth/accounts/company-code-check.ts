import { companyCodeProblem } from '../../../../openapi/domain/company-code';
import { HttpProblem } from '../../../http/problem';

/**
 * Refuses a seller's or buyer's fiscal code (CUI) that is not one (issues #49, #50): a registration's, or an
 * administrator's edit that changes it. A code an account already holds is kept as it is, and
 * the account is flagged in user administration (`sellerIdentifierValid`).
 */
export function refuseInvalidCompanyCode(code: string, field = 'sellerIdentifier'): void {
  const message = companyCodeProblem(code);
  if (message) throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field, rule: 'companyCode', message }] });
}
