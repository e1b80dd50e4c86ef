import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, stepAt, totpCodeAt, totpPeriodSeconds, totpUri } from './totp';

const at = new Date('2026-11-24T10:00:15Z');
const later = (steps: number) => new Date(at.getTime() + steps * totpPeriodSeconds * 1000);

describe('authenticator codes (RFC 6238)', () => {
  it('matches the RFC 6238 test vector for SHA-1', () => {
    // Appendix B: the ASCII secret "12345678901234567890", T = 59 s, 8 digits "94287082"; 6 digits keep the last six.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });

  it('accepts the current code and one step either side, and nothing further', () => {
    const secret = newTotpSecret();
    expect(acceptedStep(secret, totpCodeAt(secret, at), at, 0)).toBe(stepAt(at));
    expect(acceptedStep(secret, totpCodeAt(secret, later(-1)), at, 0)).toBe(stepAt(at) - 1);
    expect(acceptedStep(secret, totpCodeAt(secret, later(1)), at, 0)).toBe(stepAt(at) + 1);
    expect(acceptedStep(secret, totpCodeAt(secret, later(2)), at, 0)).toBeUndefined();
    expect(acceptedStep(secret, totpCodeAt(secret, later(-2)), at, 0)).toBeUndefined();
  });

  it('refuses a code whose step was already used, or an earlier one', () => {
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, at);
    expect(acceptedStep(secret, code, at, stepAt(at))).toBeUndefined();
    expect(acceptedStep(secret, totpCodeAt(secret, later(-1)), at, stepAt(at))).toBeUndefined();
    expect(acceptedStep(secret, totpCodeAt(secret, later(1)), at, stepAt(at))).toBe(stepAt(at) + 1);
  });

  it('refuses what is not six digits', () => {
    const secret = newTotpSecret();
    expect(acceptedStep(secret, ` ${totpCodeAt(secret, at)}`, at, 0)).toBeUndefined();
    expect(acceptedStep(secret, 'abcdef', at, 0)).toBeUndefined();
  });

  it('writes the address apps read from the QR code', () => {
    const uri = new URL(totpUri('JBSWY3DPEHPK3PXP', 'Catalog HoReCa', 'ana'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Catalog HoReCa');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});
