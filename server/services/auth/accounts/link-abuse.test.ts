import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../../testing/test-databases';
import { auth, startTestServer, type TestServer } from '../../../testing/test-server';
import type * as passwords from '../../../security/passwords';
import { hashPassword } from '../../../security/passwords';

// Every hash the server computes is counted; the real one still runs.
vi.mock('../../../security/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

describe('made-up e-mailed links', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!, { env: { AUTH_RATE_LIMIT: '5' } });
  });
  afterAll(async () => server?.close());

  it('cost no password hash: the reset link is checked before the new password is hashed', async () => {
    const hashes = vi.mocked(hashPassword).mock.calls.length;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await server.agent().request({
        method: 'POST',
        url: `${auth}/api/profile/reset-password`,
        payload: { email: 'cineva@exemplu.ro', token: `inventat${attempt}`, password: 'Noua!Parola2026' },
        remoteAddress: '198.51.100.20',
      });
      expect(response.json()).toMatchObject({ status: 400, code: 'INVALID_TOKEN_FOR_PASSWORD_RESET' });
    }
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(hashes);
  });

  it.each([
    ['reset', '/api/profile/reset-password', { email: 'cineva@exemplu.ro', token: 'inventat', password: 'Noua!Parola2026' }],
    ['activation', '/api/profile/activate-account', { email: 'cineva@exemplu.ro', token: 'inventat' }],
  ])('are limited per address on the %s call, like logins', async (_name, path, payload) => {
    const address = `198.51.100.${path.length}`;
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await server.agent().request({ method: 'POST', url: `${auth}${path}`, payload, remoteAddress: address })).statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
