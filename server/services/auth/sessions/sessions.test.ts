import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../../security/opaque-tokens';
import { testEngines } from '../../../testing/test-databases';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { auth, captcha, createAdmin, createSeller, loggedIn, sellerPassword, startTestServer, type TestServer } from '../../../testing/test-server';
import { refreshGraceSeconds } from './sessions';

describeOnEachEngine('sessions and their security on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  const loginAs = (username: string, password: string, headers: Record<string, string> = {}) =>
    server.agent().request({ method: 'POST', url: `${auth}/api/auth/login`, payload: { username, password, recaptchaToken: captcha }, headers });

  const ageRotation = (token: string, seconds: number) =>
    server.database.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - seconds * 1000) })
      .where('token_hash', '=', hashOpaqueToken(token))
      .execute();

  it("stops a session's access token at once when the session ends: logout, password change, reset", async () => {
    const seller = await createSeller(server);
    /** A request with only the access token of `agent`'s session, as a thief holding a copy would make it. */
    const withCopiedAccess = (token: string) =>
      server.agent().request({ method: 'GET', url: `${auth}/api/profile/${seller.username}`, headers: { cookie: `access_token=${token}` } });

    const loggedOut = await loggedIn(server, seller.username);
    const firstToken = loggedOut.cookie('access_token')!;
    expect((await withCopiedAccess(firstToken)).statusCode).toBe(200);
    await loggedOut.post(`${auth}/api/auth/logout`);
    expect((await withCopiedAccess(firstToken)).json()).toMatchObject({ status: 401, code: 'AUTHENTICATION_REQUIRED' });

    const other = await loggedIn(server, seller.username);
    const otherToken = other.cookie('access_token')!;
    const changer = await loggedIn(server, seller.username);
    expect(
      (await changer.put(`${auth}/api/profile/${seller.username}/change-password`, { password: 'Schimbata!2026', currentPassword: sellerPassword })).statusCode,
    ).toBe(204);
    expect((await withCopiedAccess(otherToken)).statusCode).toBe(401);
    expect((await withCopiedAccess(changer.cookie('access_token')!)).statusCode).toBe(200);
  });

  it('caps a session at 30 days from its login: rotating never gives a longer life', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const endsSoon = new Date(Date.now() + 60 * 60 * 1000);
    await server.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: endsSoon })
      .where('token_hash', '=', hashOpaqueToken(agent.cookie('refresh_token')!))
      .execute();
    const rotated = await agent.post(`${auth}/api/auth/refresh`);
    expect(rotated.statusCode).toBe(200);
    const cookie = rotated.cookies.find((item) => item.name === 'refresh_token');
    expect(cookie?.maxAge).toBeLessThanOrEqual(3600);
    const next = await server.database.db
      .selectFrom('refresh_tokens')
      .select('expires_at')
      .where('token_hash', '=', hashOpaqueToken(agent.cookie('refresh_token')!))
      .executeTakeFirstOrThrow();
    expect(next.expires_at.getTime()).toBe(endsSoon.getTime());
  });

  it('replaying a used refresh token revokes the whole family', async () => {
    const seller = await createSeller(server);
    const thief = await loggedIn(server, seller.username);
    const first = thief.cookie('refresh_token')!;
    const victim = server.agent();
    victim.setCookie('refresh_token', first, '/svc/auth');
    expect((await victim.post(`${auth}/api/auth/refresh`)).statusCode).toBe(200);
    await ageRotation(first, refreshGraceSeconds + 1);

    const replay = await thief.post(`${auth}/api/auth/refresh`);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('POSSIBLE_STOLEN_REFRESH_TOKEN');
    const afterRevocation = await victim.post(`${auth}/api/auth/refresh`);
    expect(afterRevocation.json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('two tabs refreshing at once both stay logged in and trip no reuse detection', async () => {
    const seller = await createSeller(server);
    const tab = await loggedIn(server, seller.username);
    const [one, two] = await Promise.all([tab.post(`${auth}/api/auth/refresh`), tab.post(`${auth}/api/auth/refresh`)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const later = await tab.post(`${auth}/api/auth/refresh`);
    expect(later.statusCode).toBe(200);
    expect((await tab.get(`${auth}/api/profile/${seller.username}`)).statusCode).toBe(200);
  });

  it('answers an expired refresh token with REFRESH_TOKEN_IS_EXPIRED and no cookie with INVALID_REFRESH_TOKEN', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    await server.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashOpaqueToken(agent.cookie('refresh_token')!))
      .execute();
    expect((await agent.post(`${auth}/api/auth/refresh`)).json()).toMatchObject({ status: 401, code: 'REFRESH_TOKEN_IS_EXPIRED' });
    expect((await server.agent().post(`${auth}/api/auth/refresh`)).json()).toMatchObject({ status: 401, code: 'INVALID_REFRESH_TOKEN' });
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const seller = await createSeller(server);
    const wrong = await loginAs(seller.username, 'Gresita!1');
    const unknown = await loginAs('nuexistadeloc', 'Gresita!1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  /** Lets the block of `key` from the test's address run out, as waiting would. */
  const waitOutBlock = (key: string) =>
    server.database.db
      .updateTable('login_failures')
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where('account_key', '=', key)
      .execute();

  it('blocks an account after 5 failures from one address, says until when, and lets it in after the wait', async () => {
    const seller = await createSeller(server);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await loginAs(seller.username, 'Gresita!1')).json().code).toBe('PASSWORD_MISS_MATCH');
    }
    const blocked = await loginAs(seller.username, sellerPassword);
    expect(blocked.statusCode).toBe(429);
    const problem = blocked.json();
    expect(problem.code).toBe('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN');
    expect(problem.params.retryAfterSeconds).toBeGreaterThan(50);
    expect(problem.params.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(new Date(problem.params.blockedUntil).getTime()).toBeGreaterThan(Date.now());

    await waitOutBlock(seller.uuid);
    expect((await loginAs(seller.username, 'Gresita!1')).statusCode).toBe(401);
    const longer = await loginAs(seller.username, sellerPassword);
    expect(longer.json().params.retryAfterSeconds).toBeGreaterThan(110);

    await waitOutBlock(seller.uuid);
    expect((await loginAs(seller.username, sellerPassword)).statusCode).toBe(200);
    expect(await server.database.db.selectFrom('login_failures').selectAll().where('account_key', '=', seller.uuid).execute()).toEqual([]);
  });

  it('blocks only the address that failed: the owner logging in from elsewhere is let in', async () => {
    const seller = await createSeller(server);
    const fromAttacker = (password: string) =>
      server.agent().request({
        method: 'POST',
        url: `${auth}/api/auth/login`,
        payload: { username: seller.username, password, recaptchaToken: captcha },
        remoteAddress: '203.0.113.66',
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) await fromAttacker('Gresita!1');
    expect((await fromAttacker(sellerPassword)).statusCode).toBe(429);
    expect((await loginAs(seller.username, sellerPassword)).statusCode).toBe(200);
    expect((await fromAttacker(sellerPassword)).statusCode).toBe(429);
  });

  it('answers an unknown name exactly as a blocked account: blocked after as many failures, with the same answer', async () => {
    const seller = await createSeller(server);
    const ghost = `fantoma${Date.now() % 100000}`;
    const answers = async (username: string) => {
      const codes: string[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) codes.push((await loginAs(username, 'Gresita!1')).json().code);
      return codes;
    };
    const expected = [...Array(5).fill('PASSWORD_MISS_MATCH'), 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN'];
    expect(await answers(seller.username)).toEqual(expected);
    expect(await answers(ghost)).toEqual(expected);
  });

  it('shuts a disabled account out: login, refresh and access tokens all stop working', async () => {
    const seller = await createSeller(server);
    const session = await loggedIn(server, seller.username);
    const admin = await loggedIn(server, (await createAdmin(server, 'adminsesiuni')).username, 'Sef-Cheie#Rosie47');
    expect((await admin.post(`${auth}/api/profile/${seller.uuid}/enabled`, { state: false })).json()).toMatchObject({ isEnabled: false });

    expect((await loginAs(seller.username, sellerPassword)).json()).toMatchObject({ status: 403, code: 'USER_IS_BLOCKED' });
    expect((await session.get(`${auth}/api/profile/${seller.username}`)).json()).toMatchObject({ status: 403, code: 'USER_IS_BLOCKED' });
    // Disabling revoked every session, so the old refresh token is dead for good.
    expect((await session.post(`${auth}/api/auth/refresh`)).json()).toMatchObject({ status: 401, code: 'INVALID_REFRESH_TOKEN' });

    await admin.post(`${auth}/api/profile/${seller.uuid}/enabled`, { state: true });
    expect((await session.post(`${auth}/api/auth/refresh`)).json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await loginAs(seller.username, sellerPassword)).statusCode).toBe(200);
  });

  it('refuses state-changing calls from a foreign origin', async () => {
    const seller = await createSeller(server);
    const foreign = await loginAs(seller.username, sellerPassword, { origin: 'https://rau.example' });
    expect(foreign.json()).toMatchObject({ status: 403, code: 'FORBIDDEN_ORIGIN' });
    const crossSite = await server.app.inject({
      method: 'POST',
      url: `${auth}/api/auth/logout`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameHost = await loginAs(seller.username, sellerPassword, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' });
    expect(sameHost.statusCode).toBe(200);
  });

  it('rejects a tampered access token', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const [header, payload, signature] = agent.cookie('access_token')!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN_HORECA' })).toString('base64url');
    agent.setCookie('access_token', `${header}.${forged}.${signature}`);
    expect((await agent.get(`${auth}/api/profile/admin/stats`)).json()).toMatchObject({ status: 401, code: 'AUTHENTICATION_REQUIRED' });
  });

  it('stores passwords as argon2id at or above the OWASP minimum', async () => {
    const seller = await createSeller(server);
    const { password_hash: hash } = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('uuid', '=', seller.uuid)
      .executeTakeFirstOrThrow();
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(match).not.toBeNull();
    const [, memory, passes, lanes] = match!.map(Number);
    expect(memory).toBeGreaterThanOrEqual(19_456);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(lanes).toBeGreaterThanOrEqual(1);
    expect(hash).not.toContain(sellerPassword);
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS with Retry-After once an address goes over the limit', async () => {
    const server = await startTestServer(testEngines[0]!, { env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const attempt = () => server.agent().post(`${auth}/api/auth/login`, { username: 'cineva', password: 'Oricare!1', recaptchaToken: captcha });
      for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { retryAfterSeconds: expect.any(Number) } });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const contact = await server.agent().post(`${auth}/api/contact`, { name: 'Ana', email: 'ana@x.ro', message: 'Salut', recaptchaToken: captcha });
      expect(contact.statusCode).toBe(202);
    } finally {
      await server.close();
    }
  });
});
