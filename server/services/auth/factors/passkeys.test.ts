import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockoutPolicy } from '../../../security/login-throttle';
import { SoftAuthenticator } from '../../../testing/soft-authenticator';
import type { TestAgent } from '../../../testing/test-agent';
import { describeOnEachEngine } from '../../../testing/each-engine';
import {
  adminPassword,
  auth,
  captcha,
  createAdmin,
  createSeller,
  loggedIn,
  sellerPassword,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

/** The test server's PUBLIC_URL: its origin is the only one whose passkey signatures count. */
const origin = 'http://localhost:8080';

describeOnEachEngine('passkeys on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  /** Adds a passkey from `agent`'s session as the security screen does; the answer's body. */
  async function addPasskey(agent: TestAgent, username: string, device: SoftAuthenticator, name = 'Telefonul meu') {
    const options = await agent.post(`${auth}/api/profile/${username}/passkey-options`);
    expect(options.statusCode).toBe(200);
    const credential = device.register(options.json(), origin);
    const added = await agent.post(`${auth}/api/profile/${username}/passkeys`, { name, credential });
    expect(added.statusCode, added.body).toBe(201);
    return added.json();
  }

  /** Signs in on a fresh browser with the passkey alone; the browser, and the answer. */
  async function passkeyLogin(device: SoftAuthenticator, signedFrom = origin, browser = server.agent()) {
    const options = await browser.post(`${auth}/api/auth/login/passkey-options`);
    expect(options.statusCode).toBe(200);
    const credential = device.assert(options.json(), signedFrom);
    return { browser, credential, answer: await browser.post(`${auth}/api/auth/login/passkey`, { credential }) };
  }

  it('adds a named passkey with recovery codes, then signs in with it alone, as a session that passed two factors', async () => {
    const seller = await createSeller(server);
    const laptop = await loggedIn(server, seller.username);
    const device = new SoftAuthenticator();
    const added = await addPasskey(laptop, seller.username, device);
    expect(added).toEqual({
      passkey: { id: expect.any(String), name: 'Telefonul meu', addedAt: expect.any(String), lastUsedAt: null },
      sessionsEnded: 0,
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/)]),
    });
    expect(added.recoveryCodes).toHaveLength(10);
    await server.inbox.waitFor(seller.email, /Cheie de acces adăugată/);

    const { browser, answer } = await passkeyLogin(device);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ username: seller.username, roles: ['SELLER_HORECA'] });
    expect(browser.cookie('access_token')).toBeDefined();
    const status = (await browser.get(`${auth}/api/profile/${seller.username}/second-factors`)).json();
    expect(status).toMatchObject({ sessionPassed: true, recoveryCodesLeft: 10, passkeys: [{ name: 'Telefonul meu', lastUsedAt: expect.any(String) }] });

    // A second passkey is not the first factor: no new recovery codes.
    expect(await addPasskey(laptop, seller.username, new SoftAuthenticator(), 'Laptop')).not.toHaveProperty('recoveryCodes');
  });

  it('refuses a replayed answer, a signature made for another origin, one without user verification, and a passkey nobody added', async () => {
    const seller = await createSeller(server);
    const device = new SoftAuthenticator();
    await addPasskey(await loggedIn(server, seller.username), seller.username, device);

    const { credential, answer } = await passkeyLogin(device);
    expect(answer.statusCode).toBe(200);
    const replay = server.agent();
    const replayed = await replay.post(`${auth}/api/auth/login/passkey`, { credential });
    expect(replayed.json()).toMatchObject({ status: 401, code: 'PASSKEY_INVALID' });
    expect(replay.cookie('access_token')).toBeUndefined();

    const phished = await passkeyLogin(device, 'http://localhost.evil.example');
    expect(phished.answer.json()).toMatchObject({ status: 401, code: 'PASSKEY_INVALID' });
    expect(phished.browser.cookie('access_token')).toBeUndefined();

    const unverifiedBrowser = server.agent();
    const options = (await unverifiedBrowser.post(`${auth}/api/auth/login/passkey-options`)).json();
    const unverified = device.assert(options, origin, undefined, false);
    expect((await unverifiedBrowser.post(`${auth}/api/auth/login/passkey`, { credential: unverified })).json().code).toBe('PASSKEY_INVALID');

    const stranger = new SoftAuthenticator();
    stranger.register({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'AAAA' } }, origin);
    expect((await passkeyLogin(stranger)).answer.json()).toMatchObject({ status: 401, code: 'PASSKEY_INVALID' });
  });

  it('refuses an answer to a challenge that has expired', async () => {
    const seller = await createSeller(server);
    const device = new SoftAuthenticator();
    await addPasskey(await loggedIn(server, seller.username), seller.username, device);
    const browser = server.agent();
    const options = (await browser.post(`${auth}/api/auth/login/passkey-options`)).json();
    await server.database.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', options.challenge)
      .execute();
    const late = await browser.post(`${auth}/api/auth/login/passkey`, { credential: device.assert(options, origin) });
    expect(late.json()).toMatchObject({ status: 401, code: 'PASSKEY_INVALID' });
    expect(browser.cookie('access_token')).toBeUndefined();
  });

  it('serves as the second step after a password, for that account only', async () => {
    const seller = await createSeller(server);
    const device = new SoftAuthenticator();
    await addPasskey(await loggedIn(server, seller.username), seller.username, device);
    const other = await createSeller(server);
    const otherDevice = new SoftAuthenticator();
    await addPasskey(await loggedIn(server, other.username), other.username, otherDevice);

    const browser = server.agent();
    const first = await browser.post(`${auth}/api/auth/login`, { username: seller.username, password: sellerPassword, recaptchaToken: captcha });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ methods: ['passkey', 'recoveryCode'] });
    const options = (await browser.post(`${auth}/api/auth/login/passkey-options`)).json();
    expect(options.allowCredentials).toHaveLength(1);
    // Someone else's passkey does not finish this login.
    const wrong = otherDevice.assert(options, origin, otherDevice.credentialIds[0]);
    expect((await browser.post(`${auth}/api/auth/login/passkey`, { credential: wrong })).json().code).toBe('PASSKEY_INVALID');
    expect(browser.cookie('access_token')).toBeUndefined();

    const again = (await browser.post(`${auth}/api/auth/login/passkey-options`)).json();
    const done = await browser.post(`${auth}/api/auth/login/passkey`, { credential: device.assert(again, origin) });
    expect(done.statusCode).toBe(200);
    expect(browser.cookie('login_step')).toBeUndefined();
    expect((await browser.post(`${auth}/api/auth/login/second-factor`, { method: 'recoveryCode', code: 'aaaa-aaaa-aaaa' })).json().code).toBe(
      'LOGIN_STEP_EXPIRED',
    );
  });

  it('lets an administrator who must use a second factor in with a passkey, and counts a bad answer towards the block', async () => {
    const admin = await createAdmin(server, 'sefcheie');
    const agent = server.agent();
    expect((await agent.post(`${auth}/api/auth/login`, { username: admin.username, password: adminPassword, recaptchaToken: captcha })).statusCode).toBe(200);
    expect((await agent.get(`${auth}/api/profile/admin/stats`)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    const device = new SoftAuthenticator();
    await addPasskey(agent, admin.username, device);
    expect((await agent.get(`${auth}/api/profile/admin/stats`)).statusCode).toBe(200);

    const { browser, answer } = await passkeyLogin(device);
    expect(answer.statusCode).toBe(200);
    expect((await browser.get(`${auth}/api/profile/admin/stats`)).statusCode).toBe(200);

    for (let attempt = 0; attempt <= lockoutPolicy.freeFailures; attempt += 1) {
      expect((await passkeyLogin(device, 'https://evil.example')).answer.json().code).toBe('PASSKEY_INVALID');
    }
    expect((await passkeyLogin(device)).answer.json()).toMatchObject({ status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN' });
  });

  it('binds a registration to the account it was issued for, and removes a passkey with its codes once it was the last factor', async () => {
    const seller = await createSeller(server);
    const other = await createSeller(server);
    const own = await loggedIn(server, seller.username);
    const device = new SoftAuthenticator();
    const options = (await own.post(`${auth}/api/profile/${seller.username}/passkey-options`)).json();
    const foreign = await loggedIn(server, other.username);
    const stolen = await foreign.post(`${auth}/api/profile/${other.username}/passkeys`, { name: 'Furat', credential: device.register(options, origin) });
    expect(stolen.json()).toMatchObject({ status: 400, code: 'PASSKEY_INVALID' });
    expect(
      (await own.post(`${auth}/api/profile/${seller.username}/passkeys`, { name: 'Tot eu', credential: device.register(options, origin) })).json().code,
    ).toBe('PASSKEY_INVALID');

    const { passkey } = await addPasskey(own, seller.username, device);
    expect((await foreign.delete(`${auth}/api/profile/${seller.username}/passkeys/${passkey.id}`)).json().code).toBe('USER_IS_NOT_AUTHORIZED');
    expect((await own.delete(`${auth}/api/profile/${other.username}/passkeys/${passkey.id}`)).json().code).toBe('USER_IS_NOT_AUTHORIZED');
    expect((await own.delete(`${auth}/api/profile/${seller.username}/passkeys/${passkey.id}`)).statusCode).toBe(204);
    await server.inbox.waitFor(seller.email, /Cheie de acces eliminată/);
    expect((await own.delete(`${auth}/api/profile/${seller.username}/passkeys/${passkey.id}`)).json()).toMatchObject({
      status: 404,
      code: 'PASSKEY_NOT_FOUND',
    });
    expect((await own.get(`${auth}/api/profile/${seller.username}/second-factors`)).json()).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect((await passkeyLogin(device)).answer.json().code).toBe('PASSKEY_INVALID');
    expect(
      (await server.agent().post(`${auth}/api/auth/login`, { username: seller.username, password: sellerPassword, recaptchaToken: captcha })).statusCode,
    ).toBe(200);
  });
});
