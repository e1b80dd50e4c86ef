import { companyCodeProblem } from '../../../openapi/domain/company-code';
import { HttpProblem } from '../../http/problem';

/**
 * Refuses a seller's fiscal code (CUI) that is not one (issue #49): a registration's, or an
 * administrator's edit that changes it. A code an account already holds is kept as it is, and
 * the account is flagged in user administration (`sellerIdentifierValid`).
 */
export function refuseInvalidCompanyCode(code: string): void {
  const message = companyCodeProblem(code);
  if (message) throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'sellerIdentifier', rule: 'companyCode', message }] });
}
