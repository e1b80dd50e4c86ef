import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../../testing/test-agent';
import { testEngines } from '../../../testing/test-databases';
import { auth, captcha, createSeller, sellerPassword, startTestServer, type TestServer } from '../../../testing/test-server';

describe('session cookies over https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!, { env: { PUBLIC_URL: 'https://horeca.example.ro' } });
  });
  afterAll(async () => server?.close());

  it('carry the __Host- prefix (the refresh cookie, on its own path, __Secure-), and the session works with them', async () => {
    const seller = await createSeller(server);
    const agent = new TestAgent(server.app, 'https://horeca.example.ro');
    const login = await agent.post(`${auth}/api/auth/login`, { username: seller.username, password: sellerPassword, recaptchaToken: captcha });
    expect(login.statusCode).toBe(200);
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies['__Host-access_token']).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookies['__Host-access_token']).not.toHaveProperty('domain');
    expect(cookies['__Secure-refresh_token']).toMatchObject({ secure: true, path: '/svc/auth', httpOnly: true });
    expect(cookies.access_token).toBeUndefined();
    expect(cookies.loggedUser).toMatchObject({ value: seller.username, secure: true });

    expect((await agent.get(`${auth}/api/profile/${seller.username}`)).statusCode).toBe(200);
    expect((await agent.post(`${auth}/api/auth/refresh`)).statusCode).toBe(200);
    expect((await agent.post(`${auth}/api/auth/logout`)).statusCode).toBe(204);
    expect(agent.cookie('__Host-access_token')).toBeUndefined();
  });
});
