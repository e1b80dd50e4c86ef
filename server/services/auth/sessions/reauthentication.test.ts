import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockoutPolicy } from '../../../security/login-throttle';
import { recentSignInMinutes } from '../../../security/session-guard';
import { totpCodeAt, totpPeriodSeconds } from '../../../security/totp';
import { SoftAuthenticator } from '../../../testing/soft-authenticator';
import type { TestAgent } from '../../../testing/test-agent';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { auth, createSeller, loggedIn, sellerPassword, startTestServer, type TestServer } from '../../../testing/test-server';

const origin = 'http://localhost:8080';

describeOnEachEngine('a recent sign-in on $engine', (engine) => {
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

  it('asks an account with a second factor for it too: a stolen session with the password cannot remove the factor (issue #47)', async () => {
    const seller = await createSeller(server);
    const phone = await loggedIn(server, seller.username);
    const { secret } = (await phone.post(`${auth}/api/profile/${seller.username}/authenticator`)).json();
    const enrolled = await phone.put(`${auth}/api/profile/${seller.username}/authenticator`, {
      code: totpCodeAt(secret, new Date()),
      endOtherSessions: true,
    });
    const { recoveryCodes } = enrolled.json();
    await ageSessions(seller.uuid);
    const step = (body: object) => phone.post(`${auth}/api/profile/${seller.username}/reauthenticate`, body);

    expect((await phone.delete(`${auth}/api/profile/${seller.username}/authenticator`)).json().code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await step({ password: sellerPassword })).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'secondFactor', rule: 'required' }],
    });
    expect((await phone.delete(`${auth}/api/profile/${seller.username}/authenticator`)).json().code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await step({ password: sellerPassword, secondFactor: { method: 'recoveryCode', code: 'aaaa-bbbb-cccc' } })).json()).toMatchObject({
      status: 400,
      code: 'SECOND_FACTOR_INVALID',
    });
    expect((await step({ password: 'Nu!Este#Parola1', secondFactor: { method: 'recoveryCode', code: recoveryCodes[0] } })).json().code).toBe(
      'PASSWORD_MISS_MATCH',
    );
    const later = totpCodeAt(secret, new Date(Date.now() + totpPeriodSeconds * 1000));
    expect((await step({ password: sellerPassword, secondFactor: { method: 'totp', code: later } })).statusCode).toBe(204);
    expect((await phone.delete(`${auth}/api/profile/${seller.username}/authenticator`)).statusCode).toBe(204);
  });

  it("takes one of the account's own passkeys alone as the step-up, and no one else's", async () => {
    const seller = await createSeller(server);
    const laptop = await loggedIn(server, seller.username);
    const device = new SoftAuthenticator();
    const registration = (await laptop.post(`${auth}/api/profile/${seller.username}/passkey-options`)).json();
    expect(
      (
        await laptop.post(`${auth}/api/profile/${seller.username}/passkeys`, {
          name: 'Laptop',
          credential: device.register(registration, origin),
          endOtherSessions: true,
        })
      ).statusCode,
    ).toBe(201);
    await ageSessions(seller.uuid);
    expect((await laptop.post(`${auth}/api/profile/${seller.username}/recovery-codes`)).json().code).toBe('REAUTHENTICATION_REQUIRED');

    // Another account's passkey, answering this account's challenge, proves nothing.
    const stranger = await createSeller(server);
    const strangerDevice = new SoftAuthenticator();
    const strangerAgent = await loggedIn(server, stranger.username);
    const strangerOptions = (await strangerAgent.post(`${auth}/api/profile/${stranger.username}/passkey-options`)).json();
    await strangerAgent.post(`${auth}/api/profile/${stranger.username}/passkeys`, {
      name: 'Al lui',
      credential: strangerDevice.register(strangerOptions, origin),
      endOtherSessions: true,
    });
    const challenge = (await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate/passkey-options`)).json();
    const forged = await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate`, {
      credential: strangerDevice.assert(challenge, origin, strangerDevice.credentialIds[0]),
    });
    expect(forged.json()).toMatchObject({ status: 400, code: 'PASSKEY_INVALID' });

    const options = await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate/passkey-options`);
    expect(options.json().allowCredentials).toEqual([expect.objectContaining({ id: device.credentialIds[0] })]);
    const credential = device.assert(options.json(), origin);
    expect((await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate`, { credential })).statusCode).toBe(204);
    // A replayed answer finds its challenge used.
    expect((await laptop.post(`${auth}/api/profile/${seller.username}/reauthenticate`, { credential })).json().code).toBe('PASSKEY_INVALID');
    expect((await laptop.post(`${auth}/api/profile/${seller.username}/recovery-codes`)).statusCode).toBe(200);
    // An account without a passkey has no challenge to answer.
    expect((await strangerAgent.post(`${auth}/api/profile/${seller.username}/reauthenticate/passkey-options`)).json().code).toBe('USER_IS_NOT_AUTHORIZED');
    const plain = await createSeller(server);
    const plainAgent = await loggedIn(server, plain.username);
    expect((await plainAgent.post(`${auth}/api/profile/${plain.username}/reauthenticate/passkey-options`)).json()).toMatchObject({
      status: 409,
      code: 'PASSKEY_NOT_FOUND',
    });
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
    const credential = new SoftAuthenticator().register(options, origin);
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
