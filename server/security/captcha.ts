import { localCaptchaToken } from '../../openapi/runtime-config';
import type { ServerConfig } from '../config';
import { HttpProblem } from '../http/problem';

export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

/**
 * Real reCAPTCHA verification against `RECAPTCHA_VERIFY_URL` when keys are configured, with
 * the answer's host name checked against PUBLIC_URL's (RECAPTCHA_CHECK_HOSTNAME); in local
 * mode (no keys) only the local check's token passes, and only while local mode is on.
 */
export function createCaptchaVerifier(captcha: ServerConfig['captcha']): CaptchaVerifier {
  if (captcha.mode === 'local' || !captcha.secret) {
    return async (token) => token === localCaptchaToken;
  }
  const secret = captcha.secret;
  return async (token, remoteIp) => {
    try {
      const response = await fetch(captcha.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: unknown; hostname?: unknown };
      // A token solved on another site (a copy of our site key elsewhere) is not ours to accept.
      return result.success === true && (captcha.expectedHostname === undefined || result.hostname === captcha.expectedHostname);
    } catch {
      return false;
    }
  };
}

export async function requireCaptcha(verify: CaptchaVerifier, token: string, remoteIp: string): Promise<void> {
  if (!(await verify(token, remoteIp))) throw new HttpProblem(400, 'USER_RECAPTCHA_IS_INVALID');
}
