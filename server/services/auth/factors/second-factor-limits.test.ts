import { afterAll, beforeAll, expect, it } from 'vitest';
import { localCaptchaToken } from '../../../../openapi/runtime-config';
import { authenticatorLockPolicy } from '../../../security/login-throttle';
import { totpCodeAt, totpPeriodSeconds } from '../../../security/totp';
import { SoftAuthenticator } from '../../../testing/soft-authenticator';
import type { TestAgent } from '../../../testing/test-agent';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { auth, createSeller, loggedIn, sellerPassword, startTestServer, type TestServer } from '../../../testing/test-server';

const origin = 'http://localhost:8080';
const codeIn = (secret: string, steps: number) => totpCodeAt(secret, new Date(Date.now() + steps * totpPeriodSeconds * 1000));
const wrongCode = (secret: string) =>
  ['000000', '111111', '222222', '333333'].find((code) => ![-1, 0, 1, 2].some((steps) => codeIn(secret, steps) === code)) ?? '';

/**
 * Second-factor guessing spread over addresses (issue #47, decision 043): the server believes
 * X-Forwarded-For from the test's own address, so each request can come from anywhere.
 */
describeOnEachEngine('second-factor guessing across addresses on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => server?.close());

  /** A browser at `address` that typed the right password and waits for the second step. */
  async function passwordStep(username: string, address: string): Promise<TestAgent & { from: string }> {
    const agent = Object.assign(server.agent(), { from: address });
    const response = await agent.request({
      method: 'POST',
      url: `${auth}/api/auth/login`,
      payload: { username, password: sellerPassword, recaptchaToken: localCaptchaToken },
      headers: { 'x-forwarded-for': address },
    });
    expect(response.statusCode, `${address}: ${response.body}`).toBe(202);
    return agent;
  }

  const answer = (agent: TestAgent & { from: string }, body: { method: string; code: string }) =>
    agent.request({ method: 'POST', url: `${auth}/api/auth/login/second-factor`, payload: body, headers: { 'x-forwarded-for': agent.from } });

  /** A seller with an authenticator app and a passkey; the app's secret, a recovery code and the passkey's device. */
  async function guardedSeller() {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const { secret } = (await agent.post(`${auth}/api/profile/${seller.username}/authenticator`)).json();
    const { recoveryCodes } = (
      await agent.put(`${auth}/api/profile/${seller.username}/authenticator`, { code: codeIn(secret, 0), endOtherSessions: false })
    ).json();
    const device = new SoftAuthenticator();
    const options = (await agent.post(`${auth}/api/profile/${seller.username}/passkey-options`)).json();
    const added = await agent.post(`${auth}/api/profile/${seller.username}/passkeys`, {
      name: 'Telefon',
      credential: device.register(options, origin),
      endOtherSessions: false,
    });
    expect(added.statusCode, added.body).toBe(201);
    return { seller, secret, recoveryCodes: recoveryCodes as string[], device };
  }

  it("stops the app's codes for the account after a few wrong ones from any number of addresses, tells the owner once, and lets a recovery code or a passkey in", async () => {
    const { seller, secret, recoveryCodes, device } = await guardedSeller();
    const wrongOnes = authenticatorLockPolicy.freeFailures + 1;
    const answers: string[] = [];
    // Each wrong code from an address of its own, IPv4 and IPv6 alike: no per-address count ever reaches its limit.
    for (let attempt = 0; attempt < wrongOnes; attempt += 1) {
      const address = attempt % 2 === 0 ? `203.0.113.${attempt + 1}` : `2001:db8:${attempt}::1`;
      answers.push((await answer(await passwordStep(seller.username, address), { method: 'totp', code: wrongCode(secret) })).json().code);
    }
    expect(answers).toEqual(Array(wrongOnes).fill('SECOND_FACTOR_INVALID'));

    // A fresh address, and the right code: the app's codes are stopped for the account.
    const fresh = await passwordStep(seller.username, '198.51.100.77');
    const stopped = await answer(fresh, { method: 'totp', code: codeIn(secret, 1) });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({
      code: 'AUTHENTICATOR_CODES_BLOCKED',
      params: { retryAfterSeconds: expect.any(Number), blockedUntil: expect.any(String) },
    });
    expect(stopped.json().params.retryAfterSeconds).toBeGreaterThanOrEqual(authenticatorLockPolicy.firstBlockMinutes * 60 - 5);
    const mail = await server.inbox.waitFor(seller.email, /Coduri greșite la autentificare/);
    expect(mail.text).toContain('schimb-o');

    // The owner: a recovery code from the same half-done login works, and so does the passkey.
    const owner = await answer(fresh, { method: 'recoveryCode', code: recoveryCodes[0] as string });
    expect(owner.statusCode, owner.body).toBe(200);
    const browser = server.agent();
    const options = (await browser.post(`${auth}/api/auth/login/passkey-options`)).json();
    expect((await browser.post(`${auth}/api/auth/login/passkey`, { credential: device.assert(options, origin) })).statusCode).toBe(200);

    // More guesses are still refused, and no second mail is sent for them: a mail sent after them
    // (another recovery code used) arrives, and still only one tells of wrong codes.
    const later = await passwordStep(seller.username, '198.51.100.78');
    expect((await answer(later, { method: 'totp', code: wrongCode(secret) })).json().code).toBe('AUTHENTICATOR_CODES_BLOCKED');
    expect((await answer(later, { method: 'recoveryCode', code: recoveryCodes[1] as string })).statusCode).toBe(200);
    await server.inbox.waitForCount(seller.email, /Cod de recuperare folosit/, 2);
    expect(server.inbox.mailsTo(seller.email).filter((mail) => /Coduri greșite/.test(mail.subject))).toHaveLength(1);
  });

  it('lets the app in again once the wait is over, and a right code clears the count', async () => {
    const { seller, secret } = await guardedSeller();
    await server.database.db
      .updateTable('authenticators')
      .set({ failures: authenticatorLockPolicy.freeFailures + 1, blocked_until: new Date(Date.now() - 1000) })
      .where('user_uuid', '=', seller.uuid)
      .execute();
    const step = await passwordStep(seller.username, '198.51.100.90');
    expect((await answer(step, { method: 'totp', code: codeIn(secret, 1) })).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom('authenticators')
      .select(['failures', 'blocked_until'])
      .where('user_uuid', '=', seller.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failures: 0, blocked_until: null });
  });

  it('counts the addresses of one IPv6 /64 as one client for the per-address block', async () => {
    const seller = await createSeller(server);
    const login = (address: string, password: string) =>
      server.agent().request({
        method: 'POST',
        url: `${auth}/api/auth/login`,
        payload: { username: seller.username, password, recaptchaToken: localCaptchaToken },
        headers: { 'x-forwarded-for': address },
      });
    for (let host = 1; host <= 5; host += 1) expect((await login(`2001:db8:5:6::${host}`, `Gresita!${host}#Parola`)).statusCode).toBe(401);
    const sameNetwork = await login('2001:db8:5:6:ffff:1234:5678:9abc', sellerPassword);
    expect(sameNetwork.json()).toMatchObject({ status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN' });
    expect((await login('2001:db8:5:7::1', sellerPassword)).statusCode).toBe(200);
  });
});
