import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTitle, testEngines } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { adminPassword, auth, captcha, createAdmin, createSeller, loggedIn, startTestServer, type SellerFixture, type TestServer } from '../../testing/test-server';

type Actor = 'anonymous' | 'sellerA' | 'sellerB' | 'admin';

interface Case {
  name: string;
  call: (agent: TestAgent, target: SellerFixture) => ReturnType<TestAgent['get']>;
  expected: Record<Actor, number>;
}

const profileBody = (target: SellerFixture) => ({
  username: target.username,
  email: target.email,
  phone: target.phone,
  firstName: 'Schimbat',
  lastName: 'Nume',
});

/** Seller A is the target of every call; B is another seller; admin is ADMIN_HORECA. */
const cases: Case[] = [
  { name: 'GET /api/profile', call: (agent) => agent.get(`${auth}/api/profile?perPage=6&page=0`), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 } },
  { name: 'GET /api/profile/{id}', call: (agent, target) => agent.get(`${auth}/api/profile/${target.username}`), expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 200 } },
  { name: 'PUT /api/profile/{id}', call: (agent, target) => agent.put(`${auth}/api/profile/${target.username}`, profileBody(target)), expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 403 } },
  {
    name: 'PUT /api/profile/{uuid}/fullUpdate',
    call: (agent, target) =>
      agent.put(`${auth}/api/profile/${target.uuid}/fullUpdate`, { ...profileBody(target), sellerName: 'Nou SRL', sellerIdentifier: 'RO1' }),
    expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 },
  },
  { name: 'DELETE /api/profile/{id}', call: (agent, target) => agent.delete(`${auth}/api/profile/${target.uuid}`), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 204 } },
  { name: 'POST /api/profile/{id}/verified', call: (agent, target) => agent.post(`${auth}/api/profile/${target.uuid}/verified`, { state: false }), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 } },
  { name: 'POST /api/profile/{id}/enabled', call: (agent, target) => agent.post(`${auth}/api/profile/${target.uuid}/enabled`, { state: false }), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 } },
  { name: 'GET /api/profile/{id}/roles', call: (agent, target) => agent.get(`${auth}/api/profile/${target.username}/roles`), expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 200 } },
  {
    name: 'PUT /api/profile/{id}/change-password',
    call: (agent, target) => agent.put(`${auth}/api/profile/${target.username}/change-password`, { password: 'Schimbata!1' }),
    expected: { anonymous: 401, sellerA: 204, sellerB: 403, admin: 403 },
  },
  { name: 'DELETE /api/profile/trigger-delete-account', call: (agent) => agent.delete(`${auth}/api/profile/trigger-delete-account`), expected: { anonymous: 401, sellerA: 202, sellerB: 202, admin: 403 } },
  { name: 'GET /api/profile/admin/metrics', call: (agent) => agent.get(`${auth}/api/profile/admin/metrics`), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 } },
  { name: 'GET /api/profile/admin/stats', call: (agent) => agent.get(`${auth}/api/profile/admin/stats`), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 } },
  {
    name: 'POST /api/contact',
    call: (agent) => agent.post(`${auth}/api/contact`, { name: 'Ana', email: 'ana@horeca.test', message: 'Bună ziua', recaptchaToken: captcha }),
    expected: { anonymous: 202, sellerA: 202, sellerB: 202, admin: 202 },
  },
  {
    name: 'POST /api/profile/forgot-password',
    call: (agent, target) => agent.post(`${auth}/api/profile/forgot-password`, { email: target.email, recaptchaToken: captcha }),
    expected: { anonymous: 202, sellerA: 202, sellerB: 202, admin: 202 },
  },
];

const actors: Actor[] = ['anonymous', 'sellerA', 'sellerB', 'admin'];

describe.each(testEngines)('who may call each auth route, on $engine', (engine) => {
  describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => {
    let server: TestServer;
    let adminAgent: TestAgent;
    beforeAll(async () => {
      server = await startTestServer(engine);
      adminAgent = await loggedIn(server, (await createAdmin(server, 'adminmatrice')).username, adminPassword);
    });
    afterAll(async () => server?.close());

    const userRow = (uuid: string) => server.database.db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();

    for (const testCase of cases) {
      it.each(actors)(`${testCase.name} as %s`, async (actor) => {
        const target = await createSeller(server);
        const other = await createSeller(server);
        const agents: Record<Actor, () => Promise<TestAgent>> = {
          anonymous: async () => server.agent(),
          sellerA: () => loggedIn(server, target.username),
          sellerB: () => loggedIn(server, other.username),
          admin: async () => adminAgent,
        };
        const agent = await agents[actor]();
        const before = await userRow(target.uuid);

        const response = await testCase.call(agent, target);

        expect(response.statusCode).toBe(testCase.expected[actor]);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(await userRow(target.uuid)).toEqual(before);
        }
        if (response.statusCode === 403 && actor !== 'admin' && testCase.expected.admin < 300 && testCase.expected.sellerA >= 400) {
          expect(response.json().code).toBe('USER_TRIED_ADMIN_MODE');
        }
      });
    }
  });
});
