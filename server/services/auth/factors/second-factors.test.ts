import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCodeAt, totpPeriodSeconds } from '../../../security/totp';
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

/** The code the app shows `steps` time steps from now: a code is good once, so each use takes the next step. */
const codeIn = (secret: string, steps: number) => totpCodeAt(secret, new Date(Date.now() + steps * totpPeriodSeconds * 1000));
/** A code no step near now has. */
const wrongCode = (secret: string) =>
  ['000000', '111111', '222222', '333333'].find((code) => ![-1, 0, 1, 2].some((steps) => codeIn(secret, steps) === code)) ?? '';

describeOnEachEngine('second factors on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  const passwordStep = async (username: string, password = sellerPassword): Promise<TestAgent> => {
    const agent = server.agent();
    const response = await agent.post(`${auth}/api/auth/login`, { username, password, recaptchaToken: captcha });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ methods: ['totp', 'recoveryCode'] });
    expect(agent.cookie('access_token')).toBeUndefined();
    expect(agent.cookie('login_step')).toBeDefined();
    return agent;
  };

  /** Adds an authenticator from `agent`'s session, as the profile does; its secret and recovery codes. */
  async function enrol(agent: TestAgent, username: string, endOtherSessions = true): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await agent.post(`${auth}/api/profile/${username}/authenticator`);
    expect(started.statusCode).toBe(201);
    const { secret, otpauthUri } = started.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    const confirmed = await agent.put(`${auth}/api/profile/${username}/authenticator`, { code: codeIn(secret, 0), endOtherSessions });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes };
  }

  it('adds an authenticator with a code from it, seals its secret, and then asks every login for a code, which works once', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const started = await agent.post(`${auth}/api/profile/${seller.username}/authenticator`);
    const { secret } = started.json();
    const wrong = await agent.put(`${auth}/api/profile/${seller.username}/authenticator`, { code: codeIn(secret, 5) });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'SECOND_FACTOR_INVALID' });

    const confirmed = await agent.put(`${auth}/api/profile/${seller.username}/authenticator`, { code: codeIn(secret, 0) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const stored = await server.database.db.selectFrom('authenticators').select('sealed_secret').where('user_uuid', '=', seller.uuid).executeTakeFirstOrThrow();
    expect(stored.sealed_secret).not.toContain(secret);
    const status = await agent.get(`${auth}/api/profile/${seller.username}/second-factors`);
    expect(status.json()).toMatchObject({ authenticator: { addedAt: expect.any(String) }, recoveryCodesLeft: 10, required: false, sessionPassed: true });
    expect((await server.inbox.waitFor(seller.email, /Aplicație de autentificare adăugată/)).text).not.toContain(secret);
    expect((await agent.post(`${auth}/api/profile/${seller.username}/authenticator`)).json().code).toBe('AUTHENTICATOR_ALREADY_ADDED');

    const code = codeIn(secret, 1);
    const phone = await passwordStep(seller.username);
    const done = await phone.post(`${auth}/api/auth/login/second-factor`, { method: 'totp', code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ username: seller.username, roles: ['SELLER_HORECA'] });
    expect(phone.cookie('login_step')).toBeUndefined();
    expect((await phone.get(`${auth}/api/profile/${seller.username}/second-factors`)).json().sessionPassed).toBe(true);

    // The same code, replayed by someone who saw it, is refused.
    const thief = await passwordStep(seller.username);
    const replayed = await thief.post(`${auth}/api/auth/login/second-factor`, { method: 'totp', code });
    expect(replayed.json()).toMatchObject({ status: 401, code: 'SECOND_FACTOR_INVALID' });
    expect(thief.cookie('access_token')).toBeUndefined();
  });

  it('ends the other sessions when an authenticator is added, unless the owner keeps them, and says so in the mail (issue #47)', async () => {
    const seller = await createSeller(server);
    const laptop = await loggedIn(server, seller.username);
    const tablet = await loggedIn(server, seller.username);
    const phone = await loggedIn(server, seller.username);
    const { secret } = (await phone.post(`${auth}/api/profile/${seller.username}/authenticator`)).json();
    const confirmed = await phone.put(`${auth}/api/profile/${seller.username}/authenticator`, { code: codeIn(secret, 0) });
    // Sent without a choice, the other sessions end: it is on unless sent false.
    expect(confirmed.json()).toMatchObject({ sessionsEnded: 2, recoveryCodes: expect.any(Array) });
    for (const other of [laptop, tablet]) expect((await other.post(`${auth}/api/auth/refresh`)).statusCode).toBe(401);
    expect((await phone.post(`${auth}/api/auth/refresh`)).statusCode).toBe(200);
    expect((await server.inbox.waitFor(seller.email, /Aplicație de autentificare adăugată/)).text).toContain(
      'Celelalte 2 sesiuni deschise ale contului au fost închise.',
    );

    const keeper = await createSeller(server);
    const kept = await loggedIn(server, keeper.username);
    const own = await loggedIn(server, keeper.username);
    const started = (await own.post(`${auth}/api/profile/${keeper.username}/authenticator`)).json();
    const keptAnswer = await own.put(`${auth}/api/profile/${keeper.username}/authenticator`, { code: codeIn(started.secret, 0), endOtherSessions: false });
    expect(keptAnswer.json().sessionsEnded).toBe(0);
    expect((await kept.post(`${auth}/api/auth/refresh`)).statusCode).toBe(200);
    expect((await server.inbox.waitFor(keeper.email, /Aplicație de autentificare adăugată/)).text).toContain('au rămas deschise');
  });

  it('takes each recovery code once and tells the owner', async () => {
    const seller = await createSeller(server);
    const { recoveryCodes } = await enrol(await loggedIn(server, seller.username), seller.username);
    const [code = ''] = recoveryCodes;
    const agent = await passwordStep(seller.username);
    const done = await agent.post(`${auth}/api/auth/login/second-factor`, { method: 'recoveryCode', code: code.toUpperCase().replace(/-/g, ' ') });
    expect(done.statusCode).toBe(200);
    const mail = await server.inbox.waitFor(seller.email, /Cod de recuperare folosit/);
    expect(mail.text).not.toContain(code);
    expect((await agent.get(`${auth}/api/profile/${seller.username}/second-factors`)).json().recoveryCodesLeft).toBe(9);

    const again = await passwordStep(seller.username);
    expect((await again.post(`${auth}/api/auth/login/second-factor`, { method: 'recoveryCode', code })).json().code).toBe('SECOND_FACTOR_INVALID');

    const regenerated = await agent.post(`${auth}/api/profile/${seller.username}/recovery-codes`);
    expect(regenerated.json().recoveryCodes).toHaveLength(10);
    expect(regenerated.json().recoveryCodes).not.toContain(recoveryCodes[1]);
    await server.inbox.waitFor(seller.email, /Coduri de recuperare noi/);
    const old = await passwordStep(seller.username);
    expect((await old.post(`${auth}/api/auth/login/second-factor`, { method: 'recoveryCode', code: recoveryCodes[1] })).json().code).toBe(
      'SECOND_FACTOR_INVALID',
    );
  });

  it('ends a half-done login after three wrong codes, and blocks the account from the address after five, right code or not', async () => {
    const seller = await createSeller(server);
    const { secret } = await enrol(await loggedIn(server, seller.username), seller.username);
    const agent = await passwordStep(seller.username);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push((await agent.post(`${auth}/api/auth/login/second-factor`, { method: 'totp', code: wrongCode(secret) })).json().code);
    }
    // The third wrong answer ends the half-done login: the next try must type the password again.
    expect(answers).toEqual(['SECOND_FACTOR_INVALID', 'SECOND_FACTOR_INVALID', 'TOO_MANY_SECOND_FACTOR_ATTEMPTS', 'LOGIN_STEP_EXPIRED']);
    expect(agent.cookie('login_step')).toBeUndefined();

    // From the same address, a fresh half-done login: the fifth wrong code in all blocks the address, right code or not.
    const again = await passwordStep(seller.username);
    const more: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      more.push((await again.post(`${auth}/api/auth/login/second-factor`, { method: 'recoveryCode', code: 'aaaa-bbbb-cccc' })).json().code);
    }
    expect(more).toEqual(['SECOND_FACTOR_INVALID', 'SECOND_FACTOR_INVALID', 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN']);
    const right = await again.post(`${auth}/api/auth/login/second-factor`, { method: 'totp', code: codeIn(secret, 1) });
    expect(right.json()).toMatchObject({ status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN' });
    // The right password does not lift the block on the address.
    const login = await server.agent().post(`${auth}/api/auth/login`, { username: seller.username, password: sellerPassword, recaptchaToken: captcha });
    expect(login.json().code).toBe('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN');
  });

  it('refuses a second step without a live login step', async () => {
    const seller = await createSeller(server);
    await enrol(await loggedIn(server, seller.username), seller.username);
    const stranger = await server.agent().post(`${auth}/api/auth/login/second-factor`, { method: 'totp', code: '123456' });
    expect(stranger.json()).toMatchObject({ status: 401, code: 'LOGIN_STEP_EXPIRED' });
    const agent = await passwordStep(seller.username);
    await server.database.db
      .updateTable('pending_logins')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await agent.post(`${auth}/api/auth/login/second-factor`, { method: 'totp', code: '123456' })).json().code).toBe('LOGIN_STEP_EXPIRED');
  });

  it('keeps an administrator with a password-only session out of every admin call until an authenticator is added', async () => {
    const admin = await createAdmin(server, 'sefdoifactori');
    const agent = server.agent();
    expect((await agent.post(`${auth}/api/auth/login`, { username: admin.username, password: adminPassword, recaptchaToken: captcha })).statusCode).toBe(200);
    for (const url of [`${auth}/api/profile?perPage=6&page=0`, `${auth}/api/profile/admin/stats`, '/svc/search/api/search/admin/metrics']) {
      expect((await agent.get(url)).json(), url).toMatchObject({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });
    }
    const seller = await createSeller(server);
    expect((await agent.get(`${auth}/api/profile/${seller.username}`)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await agent.get(`${auth}/api/profile/${admin.username}/roles`)).json()).toEqual(['ADMIN_HORECA']);
    expect((await agent.get(`${auth}/api/profile/${admin.username}`)).statusCode).toBe(200);
    expect((await agent.get(`${auth}/api/profile/${admin.username}/second-factors`)).json()).toEqual({
      authenticator: null,
      passkeys: [],
      recoveryCodesLeft: 0,
      required: true,
      sessionPassed: false,
    });

    await enrol(agent, admin.username);
    expect((await agent.get(`${auth}/api/profile?perPage=6&page=0`)).statusCode).toBe(200);
    expect((await agent.get(`${auth}/api/profile/${seller.username}`)).statusCode).toBe(200);
  });

  it("lets an administrator remove a user's lost authenticator; the owner removes theirs only from a session that passed it", async () => {
    const seller = await createSeller(server);
    const own = await loggedIn(server, seller.username);
    await enrol(own, seller.username);
    const admin = await loggedIn(server, (await createAdmin(server, 'sefreset')).username, adminPassword);
    expect((await admin.delete(`${auth}/api/profile/${seller.username}/authenticator`)).statusCode).toBe(204);
    await server.inbox.waitFor(seller.email, /Aplicație de autentificare eliminată/);
    expect(
      (await server.agent().post(`${auth}/api/auth/login`, { username: seller.username, password: sellerPassword, recaptchaToken: captcha })).statusCode,
    ).toBe(200);
    const other = await createSeller(server);
    const laptop = await loggedIn(server, other.username);
    const phone = await loggedIn(server, other.username);
    await enrol(phone, other.username, false);
    // The laptop signed in with the password alone, before the authenticator was added, and its owner kept it open.
    expect((await laptop.delete(`${auth}/api/profile/${other.username}/authenticator`)).json()).toMatchObject({
      status: 403,
      code: 'SECOND_FACTOR_REQUIRED',
    });
    expect((await laptop.post(`${auth}/api/profile/${other.username}/recovery-codes`)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await own.delete(`${auth}/api/profile/${other.username}/authenticator`)).json().code).toBe('USER_IS_NOT_AUTHORIZED');
    expect((await phone.delete(`${auth}/api/profile/${other.username}/authenticator`)).statusCode).toBe(204);
    expect((await phone.delete(`${auth}/api/profile/${other.username}/authenticator`)).json().code).toBe('AUTHENTICATOR_NOT_STARTED');
  });
});

describeOnEachEngine('REQUIRE_MFA=all on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { REQUIRE_MFA: 'all' } });
  });
  afterAll(async () => server?.close());

  it("keeps a seller's password-only session to adding a factor", async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    expect((await agent.get('/svc/product/product?perPage=12&page=0')).json()).toMatchObject({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });
    expect((await agent.get(`${auth}/api/profile/${seller.username}/second-factors`)).json()).toMatchObject({ required: true, sessionPassed: false });
    expect((await agent.post(`${auth}/api/profile/${seller.username}/authenticator`)).statusCode).toBe(201);
  });
});
