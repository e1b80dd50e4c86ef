import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

const key = 'k'.repeat(40);
const owner = '0b8f6a57-3c2e-4f7e-9d1a-5e6f7a8b9c0d';

describe('sealed authenticator secrets', () => {
  it('opens what it sealed, and the stored form does not hold the secret', () => {
    const sealed = seal(key, owner, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, owner, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time', () => {
    expect(seal(key, owner, 'JBSWY3DPEHPK3PXP')).not.toBe(seal(key, owner, 'JBSWY3DPEHPK3PXP'));
  });

  it('refuses another key, another owner and a changed byte', () => {
    const sealed = seal(key, owner, 'JBSWY3DPEHPK3PXP');
    expect(() => open('x'.repeat(40), owner, sealed)).toThrow();
    expect(() => open(key, '11111111-2222-4333-8444-555555555555', sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => open(key, owner, [parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
  });
});
