import { loadPasswordStrength } from '../../openapi/domain/password-strength';
import { ruleMessages } from '../../openapi/domain/rule-messages';
import { HttpProblem } from '../http/problem';
import { verifyPassword } from './passwords';

/**
 * Refuses a new password an attacker would guess (decision 020): zxcvbn scores it against its
 * common passwords and names, Romanian words and the account's own words, and under 3 the
 * answer is 400 VALIDATION_FAILED, the field's message zxcvbn's reason in Romanian. The spec's
 * character rule still applies on top (letter, digit, special character).
 */
export async function refuseWeakPassword(password: string, accountWords: readonly (string | null | undefined)[], field = 'password'): Promise<void> {
  const passwordStrength = await loadPasswordStrength();
  const strength = passwordStrength(
    password,
    accountWords.filter((word): word is string => Boolean(word)),
  );
  if (!strength.acceptable) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field, rule: 'weakPassword', message: strength.reason ?? '' }] });
  }
}

/** A new password that is the current one changes nothing an attacker cares about (issue #47): it is refused as the field's error. */
export async function refuseCurrentPassword(currentHash: string, password: string, field = 'password'): Promise<void> {
  if (await verifyPassword(currentHash, password)) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field, rule: 'samePassword', message: ruleMessages.samePassword }] });
  }
}
