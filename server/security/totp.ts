import { Secret, TOTP } from 'otpauth';

/**
 * Codes from an authenticator app (RFC 6238): SHA-1, 6 digits, 30-second steps, the settings
 * every app reads from a QR code. A code is accepted for the current step or one step either
 * side (a phone's clock a little off), and only for a step later than the last one accepted,
 * so each code works once (decision 023).
 */
export const totpPeriodSeconds = 30;
const window = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits, in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address a QR code carries: the site's name as issuer and the user name as label. */
export const totpUri = (secret: string, issuer: string, label: string): string => totpOf(secret, label, issuer).toString();

/** The time step of an instant. */
export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / totpPeriodSeconds);

/**
 * The step a code belongs to, when it is right for the secret within the window and later
 * than `lastStep`; otherwise undefined.
 */
export function acceptedStep(secret: string, code: string, at: Date, lastStep: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window });
  if (delta === null) return undefined;
  const step = stepAt(at) + delta;
  return step > lastStep ? step : undefined;
}

/** The code for an instant: for tests and tools that play the app's part. */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
