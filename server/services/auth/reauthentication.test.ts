import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutPolicy } from '../../security/login-throttle';
import { recentSignInMinutes } from '../../security/session-guard';
import { SoftAuthenticator } from '../../testing/soft-authenticator';
import type { TestAgent } from '../../testing/test-agent';
import { engineTitle, testEngines } from '../../testing/test-databases';
import { auth, createSeller, loggedIn, sellerPassword, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(testEngines)('a recent sign-in on $engine', (engine) => {
  describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine);
    });
    afterAll(async () => server?.close());

    /** Moves every session of the user's sign-in back past the recent window, as if it were left open for a while. */
    async function ageSessions(userUuid: string) {
      await server.database.db
        .updateTable('sessions')
        .set({ authenticated_at: new Date(Date.now() - (recentSignInMinutes + 1) * 60 * 1000) })
        .where('user_uuid', '=', userUuid)
        .execute();
    }

    const sessionsOf = async (agent: TestAgent, username: string) =>
      (await agent.get(`${auth}/api/profile/${username}/sessions`)).json().sessions as { id: string; current: boolean }[];

    it('keeps a session left open from ending the others until the password is typed again; then they stop working at once', async () => {
      const seller = await createSeller(server);
      const phone = await loggedIn(server, seller.username);
      const laptop = await loggedIn(server, seller.username);
      await ageSessions(seller.uuid);

      expect((await laptop.delete(`${auth}/api/profile/${seller.username}/sessions`)).json()).toMatchObject({ status: 403, code: 'REAUTHENTICATION_REQUIRED' });
      const other = (await sessionsOf(laptop, seller.username)).find((session) => !session.current);
      expect((await laptop.delete(`${auth}/api/profile/${seller.username}/sessions/${other?.id}`)).json().code).toBe('REAUTHENTICATION_REQUIRED');
      expect((await laptop.post(`${auth}/api/profile/${seller.username}/authenticator`)).json().code).toBe('REAUTHENTICATION_REQUIRED');
      expect((await laptop.post(`${auth}/api/profile/${seller.username}/passkey-options`)).json().code).toBe('REAUTHENTICATION_REQUIRED');
      expect((await phone.get(`${auth}/api/profile/${seller.username}/sessions`)).statusCode).toBe(200);

      const wrong = await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate`, { password: 'Nu!Este#Parola1' });
      expect(wrong.json()).toMatchObject({ status: 400, code: 'PASSWORD_MISS_MATCH' });
      expect((await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate`, { password: sellerPassword })).statusCode).toBe(204);
      expect((await laptop.delete(`${auth}/api/profile/${seller.username}/sessions`)).json()).toEqual({ ended: 1 });
      expect((await phone.get(`${auth}/api/profile/${seller.username}/sessions`)).json()).toMatchObject({ status: 401 });
    });

    it('lets an old session end itself, which is a logout', async () => {
      const seller = await createSeller(server);
      const laptop = await loggedIn(server, seller.username);
      await ageSessions(seller.uuid);
      const current = (await sessionsOf(laptop, seller.username)).find((session) => session.current);
      expect((await laptop.delete(`${auth}/api/profile/${seller.username}/sessions/${current?.id}`)).statusCode).toBe(204);
      expect(laptop.cookie('access_token')).toBeUndefined();
    });

    it('asks again before a factor is removed, and blocks a stolen session that guesses the password', async () => {
      const seller = await createSeller(server);
      const laptop = await loggedIn(server, seller.username);
      const options = (await laptop.post(`${auth}/api/profile/${seller.username}/passkey-options`)).json();
      const credential = new SoftAuthenticator().register(options, 'http://localhost:8080');
      const { passkey } = (await laptop.post(`${auth}/api/profile/${seller.username}/passkeys`, { name: 'Telefon', credential })).json();
      await ageSessions(seller.uuid);
      expect((await laptop.delete(`${auth}/api/profile/${seller.username}/passkeys/${passkey.id}`)).json().code).toBe('REAUTHENTICATION_REQUIRED');
      expect((await laptop.post(`${auth}/api/profile/${seller.username}/recovery-codes`)).json().code).toBe('REAUTHENTICATION_REQUIRED');

      for (let attempt = 0; attempt <= lockoutPolicy.freeFailures; attempt += 1) {
        expect((await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate`, { password: `Ghicit!${attempt}#Gresit` })).statusCode).toBe(400);
      }
      const blocked = await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate`, { password: sellerPassword });
      expect(blocked.json()).toMatchObject({ status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN' });
      expect((await laptop.delete(`${auth}/api/profile/${seller.username}/passkeys/${passkey.id}`)).json().code).toBe('REAUTHENTICATION_REQUIRED');
    });
  });
});
