import { dictionary } from '@zxcvbn-ts/language-common';
import { ruleMessages } from '../../openapi/domain/field-rules';
import { HttpProblem } from '../http/problem';

/**
 * The 49,000 passwords most often found in leaks (zxcvbn's common list, shipped with the
 * package, no network), lower-cased: ASVS 6.2.4 asks for at least the top 10,000.
 */
const commonPasswords = new Set(dictionary['passwords-common'] as string[]);

export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.toLowerCase());

/**
 * Refuses a new password on the list, in addition to the spec's rule (which `P@ssw0rd`
 * meets): 400 VALIDATION_FAILED with the field's Romanian message.
 */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field, rule: 'commonPassword', message: ruleMessages.commonPassword }] });
  }
}
