import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localCaptchaToken } from '../../../../openapi/runtime-config';
import * as passwords from '../../../security/passwords';
import { totpCodeAt } from '../../../security/totp';
import { testEngines } from '../../../testing/test-databases';
import { auth, createSeller, loggedIn, sellerPassword, startTestServer, type TestServer } from '../../../testing/test-server';

vi.mock('../../../security/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword), verifyAgainstDecoy: vi.fn(original.verifyAgainstDecoy) };
});

/**
 * A wrong recovery code costs one Argon2 check whether or not its first group names one of the
 * account's codes (issue #47): it answered in 30 ms against 10 ms, which told an attacker which
 * groups exist. Counting the checks, rather than timing them, keeps the test exact on any machine.
 */
describe('a wrong recovery code, whatever its first group (embedded PGlite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!, { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => server?.close());

  it('is checked with exactly one Argon2 verification, against the code or a decoy', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const { secret } = (await agent.post(`${auth}/api/profile/${seller.username}/authenticator`)).json();
    const { recoveryCodes } = (
      await agent.put(`${auth}/api/profile/${seller.username}/authenticator`, { code: totpCodeAt(secret, new Date()), endOtherSessions: true })
    ).json();
    const knownGroup = (recoveryCodes[0] as string).slice(0, 4);
    const unknownGroup = ['zzzz', 'yyyy', 'xxxx'].find((group) => !recoveryCodes.some((code: string) => code.startsWith(group))) as string;

    const checksFor = async (code: string, address: string) => {
      const browser = server.agent();
      const headers = { 'x-forwarded-for': address };
      const login = { username: seller.username, password: sellerPassword, recaptchaToken: localCaptchaToken };
      expect((await browser.request({ method: 'POST', url: `${auth}/api/auth/login`, payload: login, headers })).statusCode).toBe(202);
      vi.mocked(passwords.verifyPassword).mockClear();
      vi.mocked(passwords.verifyAgainstDecoy).mockClear();
      const answer = await browser.request({ method: 'POST', url: `${auth}/api/auth/login/second-factor`, payload: { method: 'recoveryCode', code }, headers });
      expect(answer.json().code).toBe('SECOND_FACTOR_INVALID');
      return { real: vi.mocked(passwords.verifyPassword).mock.calls.length, decoy: vi.mocked(passwords.verifyAgainstDecoy).mock.calls.length };
    };

    expect(await checksFor(`${knownGroup}-aaaa-aaaa`, '203.0.113.10')).toEqual({ real: 1, decoy: 0 });
    expect(await checksFor(`${unknownGroup}-aaaa-aaaa`, '203.0.113.11')).toEqual({ real: 0, decoy: 1 });
  });
});
