import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../../openapi/generated/auth';
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

const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Listed = components['schemas']['ActiveSession'];

describeOnEachEngine("a user's own sessions on $engine", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  /** A login from a device with this User-Agent. */
  async function signIn(username: string, userAgent: string, password = sellerPassword): Promise<TestAgent> {
    const agent = server.agent();
    const response = await agent.request({
      method: 'POST',
      url: `${auth}/api/auth/login`,
      headers: { 'user-agent': userAgent },
      payload: { username, password, recaptchaToken: captcha },
    });
    expect(response.statusCode).toBe(200);
    return agent;
  }
  const listed = async (agent: TestAgent, username: string): Promise<Listed[]> => {
    const response = await agent.get(`${auth}/api/profile/${username}/sessions`);
    expect(response.statusCode).toBe(200);
    return response.json().sessions;
  };
  const profileStatus = async (agent: TestAgent, username: string) => (await agent.get(`${auth}/api/profile/${username}`)).statusCode;

  it('lists where the account is signed in, marks this one, and ends another, whose access token stops at once', async () => {
    const seller = await createSeller(server);
    const laptop = await signIn(seller.username, chromeOnLinux);
    const phone = await signIn(seller.username, safariOnIphone);

    const sessions = await listed(laptop, seller.username);
    expect(sessions).toHaveLength(2);
    expect(sessions.map(({ device, network, current }) => ({ device, network, current }))).toEqual(
      expect.arrayContaining([
        { device: 'Chrome pe Linux', network: '127.0.0.0/24', current: true },
        { device: 'Safari pe iOS (iPhone)', network: '127.0.0.0/24', current: false },
      ]),
    );
    const phoneSession = sessions.find((session) => !session.current)!;
    expect(Date.parse(phoneSession.signedInAt)).toBeLessThanOrEqual(Date.parse(phoneSession.lastUsedAt));

    expect(await profileStatus(phone, seller.username)).toBe(200);
    expect((await laptop.delete(`${auth}/api/profile/${seller.username}/sessions/${phoneSession.id}`)).statusCode).toBe(204);
    // The phone's access token (still within its 15 minutes) is refused on its very next call.
    expect(await profileStatus(phone, seller.username)).toBe(401);
    expect((await phone.post(`${auth}/api/auth/refresh`)).json().code).toBe('INVALID_REFRESH_TOKEN');
    expect(await profileStatus(laptop, seller.username)).toBe(200);
    expect((await listed(laptop, seller.username)).map((session) => session.device)).toEqual(['Chrome pe Linux']);

    const again = await laptop.delete(`${auth}/api/profile/${seller.username}/sessions/${phoneSession.id}`);
    expect(again.json()).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' });
  });

  it('ends every other session and keeps this one; a refresh counts as a use', async () => {
    const seller = await createSeller(server);
    const here = await signIn(seller.username, chromeOnLinux);
    const others = [await loggedIn(server, seller.username), await loggedIn(server, seller.username)];
    const before = (await listed(here, seller.username)).find((session) => session.current)!;
    expect((await here.post(`${auth}/api/auth/refresh`)).statusCode).toBe(200);
    const after = (await listed(here, seller.username)).find((session) => session.current)!;
    expect(after.id).toBe(before.id);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(before.lastUsedAt));

    expect((await here.delete(`${auth}/api/profile/${seller.username}/sessions`)).json()).toEqual({ ended: 2 });
    for (const other of others) expect(await profileStatus(other, seller.username)).toBe(401);
    expect(await profileStatus(here, seller.username)).toBe(200);
    expect(await listed(here, seller.username)).toEqual([expect.objectContaining({ current: true })]);
  });

  it("ending this session logs out; nobody sees or ends another user's sessions, but an administrator ends them all", async () => {
    const seller = await createSeller(server);
    const stranger = await createSeller(server);
    const sellerAgent = await loggedIn(server, seller.username);
    const strangerAgent = await loggedIn(server, stranger.username);
    const sellerSession = (await listed(sellerAgent, seller.username))[0]!;

    expect((await strangerAgent.get(`${auth}/api/profile/${seller.username}/sessions`)).json().code).toBe('USER_IS_NOT_AUTHORIZED');
    expect((await strangerAgent.delete(`${auth}/api/profile/${seller.username}/sessions`)).json().code).toBe('USER_IS_NOT_AUTHORIZED');
    expect((await strangerAgent.delete(`${auth}/api/profile/${stranger.username}/sessions/${sellerSession.id}`)).json().code).toBe('SESSION_NOT_FOUND');
    expect((await server.agent().get(`${auth}/api/profile/${seller.username}/sessions`)).statusCode).toBe(401);
    expect(await profileStatus(sellerAgent, seller.username)).toBe(200);

    await createAdmin(server, 'sefsesiuni');
    const admin = await loggedIn(server, 'sefsesiuni', adminPassword);
    const phone = await loggedIn(server, seller.username);
    expect((await admin.delete(`${auth}/api/profile/${seller.uuid}/sessions`)).json()).toEqual({ ended: 2 });
    expect(await profileStatus(sellerAgent, seller.username)).toBe(401);
    expect(await profileStatus(phone, seller.username)).toBe(401);
    expect((await admin.get(`${auth}/api/profile/${seller.uuid}`)).statusCode).toBe(200);

    const again = await loggedIn(server, seller.username);
    const own = (await listed(again, seller.username))[0]!;
    const ended = await again.delete(`${auth}/api/profile/${seller.username}/sessions/${own.id}`);
    expect(ended.statusCode).toBe(204);
    expect(again.cookie('loggedUser')).toBeUndefined();
    expect(await profileStatus(again, seller.username)).toBe(401);
  });
});
