import type { LoginFailure } from '../../../machines/auth/auth.machine';
import { errorMessage } from '../../messages/error-messages';
import { screenTexts } from '../../messages/screen-texts';

/** Codes whose own message says more than the generic login failure; any other says only that the login failed, so it tells nobody which accounts exist. */
const explainedCodes: ReadonlySet<LoginFailure['code']> = new Set([
  'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN',
  'USER_IS_NOT_VERIFIED',
  'USER_IS_BLOCKED',
  'USER_RECAPTCHA_IS_INVALID',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  // The second step (decision 023): the password was already right, so these tell nothing new.
  'SECOND_FACTOR_INVALID',
  'LOGIN_STEP_EXPIRED',
  // Wrong codes past the limits (decision 043): what the owner must do next.
  'TOO_MANY_SECOND_FACTOR_ATTEMPTS',
  'AUTHENTICATOR_CODES_BLOCKED',
  // A passkey's refusal says only that this answer failed (decision 024).
  'PASSKEY_INVALID',
]);

/** The login screen's alert for a failed login (docs/product.md §2 "Login screen"), from the failure as the server sent it. */
export function loginFailureMessage(failure: LoginFailure): string {
  if (failure.code === 'PASSKEY_CANCELLED') return screenTexts.login.passkeyCancelled;
  if (failure.code === 'NO_SESSION_COOKIE' || !explainedCodes.has(failure.code)) return screenTexts.login.failed;
  return errorMessage(failure.code, 'params' in failure ? failure.params : undefined);
}
