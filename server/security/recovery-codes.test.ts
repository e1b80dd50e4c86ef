import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, recoveryCodeMatches, recoveryCodeParts, storedRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('gives ten distinct codes in groups of four, each with its own first group', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(new Set(codes.map((code) => code.slice(0, 4))).size).toBe(10);
  });

  it('stores only a hash of the part after the first group, and checks a typed code against it', async () => {
    const [code = ''] = newRecoveryCodes();
    const stored = await storedRecoveryCode(code);
    expect(stored.lookup).toBe(code.slice(0, 4));
    expect(stored.codeHash).not.toContain(code.slice(5, 9));
    expect(stored.codeHash).toMatch(/^\$argon2id\$/);
    const typed = recoveryCodeParts(` ${code.toUpperCase().replace(/-/g, ' ')} `);
    expect(typed).toBeDefined();
    expect(await recoveryCodeMatches(stored.codeHash, typed ?? { lookup: '', secret: '' })).toBe(true);
    expect(await recoveryCodeMatches(stored.codeHash, { lookup: stored.lookup, secret: 'aaaaaaaa' })).toBe(false);
  });

  it('refuses what cannot be a code', () => {
    expect(recoveryCodeParts('123456')).toBeUndefined();
    expect(recoveryCodeParts('k7f2-9xq4-m3p')).toBeUndefined();
    expect(recoveryCodeParts('k7f2-9xq4-m3p1')).toBeUndefined();
  });
});
