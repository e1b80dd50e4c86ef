import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../openapi/runtime-config';
import { testEngines } from '../testing/test-databases';
import { auth, startTestServer, type TestServer } from '../testing/test-server';

const proxy = '10.0.0.7';

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!, { env: { TRUST_PROXY: proxy, AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(async () => server?.close());

  /** A login attempt (a wrong one: only the per-address limit matters) reaching the server from `peer`. */
  const attempt = (peer: string, forwardedFor?: string) =>
    server.agent().request({
      method: 'POST',
      url: `${auth}/api/auth/login`,
      payload: { username: 'nimeni', password: 'Gresita!1', recaptchaToken: localCaptchaToken },
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts each visitor behind the trusted proxy on their own', async () => {
    for (const visitor of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const statuses = [];
      for (let call = 0; call < 3; call += 1) statuses.push((await attempt(proxy, visitor)).statusCode);
      expect(statuses, visitor).toEqual([401, 401, 401]);
    }
    expect((await attempt(proxy, '203.0.113.1')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const statuses = [];
    for (const claimed of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) statuses.push((await attempt('192.0.2.50', claimed)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
