import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../testing/test-databases';
import { createSeller, loggedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('the origin check on state-changing requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!);
  });
  afterAll(async () => server?.close());

  it.each(['/svc/auth/api/auth/logout', '/%73vc/auth/api/auth/logout', '/svc/%61uth/api/auth/logout'])(
    'refuses %s from a foreign page, however the path is spelled',
    async (url) => {
      const agent = await loggedIn(server, (await createSeller(server)).username);
      const response = await agent.request({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect(response.json()).toMatchObject({ status: 403, code: 'FORBIDDEN_ORIGIN' });
      // The session survives: the forged logout did nothing.
      expect((await agent.post('/svc/auth/api/auth/refresh')).statusCode).toBe(200);
    },
  );
});
