import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../build-app';
import { testEngines } from '../testing/test-databases';
import { testConfig } from '../testing/test-config';
import { redactedUrl } from './log-redaction';

describe('what the request log keeps of a URL', () => {
  it('replaces the e-mail and token of the mailed links, and nothing else', () => {
    expect(redactedUrl('/password-reset?email=ana%40cafenea.ro&token=s3cret')).toBe('/password-reset?email=redactat&token=redactat');
    expect(redactedUrl('/search?q=cafea&city=Ia%C8%99i')).toBe('/search?q=cafea&city=Ia%C8%99i');
    expect(redactedUrl('/activate-account')).toBe('/activate-account');
  });

  it('never writes a mailed link’s token or address to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const database = await testEngines[0]!.open();
    const app = await buildApp({ config: testConfig(), database, logger: { level: 'info', stream } });
    try {
      for (const route of ['/password-reset', '/activate-account', '/delete-account']) {
        await app.inject({ method: 'GET', url: `${route}?email=ana%40cafenea.ro&token=TokenFoarteSecret123` });
      }
      await app.inject({
        method: 'POST',
        url: '/svc/auth/api/profile/reset-password',
        payload: { email: 'ana@cafenea.ro', token: 'TokenFoarteSecret123', password: 'Noua!Parola2026' },
      });
      const log = lines.join('');
      expect(log).toContain('/password-reset?email=redactat&token=redactat');
      expect(log).not.toContain('TokenFoarteSecret123');
      expect(log).not.toContain('cafenea.ro');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
