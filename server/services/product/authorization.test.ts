import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTitle, testEngines } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { adminPassword, bulkRow, createAdmin, createProductAs, createSeller, loggedIn, productInput, productService, startTestServer, type TestServer } from '../../testing/test-server';

type Actor = 'anonymous' | 'sellerA' | 'sellerB' | 'admin';

interface Case {
  name: string;
  /** `product` belongs to seller A. */
  call: (agent: TestAgent, product: { uuid: string }) => ReturnType<TestAgent['get']>;
  expected: Record<Actor, number>;
}

const cases: Case[] = [
  { name: 'GET /product', call: (agent) => agent.get(`${productService}/product?perPage=12&page=0`), expected: { anonymous: 401, sellerA: 200, sellerB: 200, admin: 200 } },
  { name: 'POST /product', call: (agent) => agent.post(`${productService}/product`, productInput()), expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 } },
  { name: 'PUT /product/{uuid}', call: (agent, product) => agent.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Schimbat' })), expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 200 } },
  { name: 'DELETE /product/{uuid}', call: (agent, product) => agent.delete(`${productService}/product/${product.uuid}`), expected: { anonymous: 401, sellerA: 204, sellerB: 403, admin: 204 } },
  { name: 'POST /product/bulk', call: (agent) => agent.post(`${productService}/product/bulk`, { products: [bulkRow(1)], wipePreviousData: true }), expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 } },
  { name: 'GET /api/product/admin/metrics', call: (agent) => agent.get(`${productService}/api/product/admin/metrics`), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 } },
  { name: 'GET /api/product/admin/products/count', call: (agent) => agent.get(`${productService}/api/product/admin/products/count`), expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 } },
];

describe.each(testEngines)('who may call each product route, on $engine', (engine) => {
  describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => {
    let server: TestServer;
    let admin: TestAgent;
    beforeAll(async () => {
      server = await startTestServer(engine);
      admin = await loggedIn(server, (await createAdmin(server, 'adminmatriceprod')).username, adminPassword);
    });
    afterAll(async () => server?.close());

    const snapshot = async (owner: string) =>
      server.database.db.selectFrom('products').selectAll().where('owner_uuid', '=', owner).orderBy('uuid').execute();

    for (const testCase of cases) {
      it.each(['anonymous', 'sellerA', 'sellerB', 'admin'] as Actor[])(`${testCase.name} as %s`, async (actor) => {
        const sellerA = await createSeller(server);
        const sellerB = await createSeller(server);
        const agentA = await loggedIn(server, sellerA.username);
        const product = await createProductAs(agentA);
        const agents: Record<Actor, () => Promise<TestAgent>> = {
          anonymous: async () => server.agent(),
          sellerA: async () => agentA,
          sellerB: () => loggedIn(server, sellerB.username),
          admin: async () => admin,
        };
        const before = await snapshot(sellerA.uuid);

        const response = await testCase.call(await agents[actor](), product);

        expect(response.statusCode).toBe(testCase.expected[actor]);
        if (response.statusCode >= 400) expect(await snapshot(sellerA.uuid)).toEqual(before);
        if (response.statusCode === 403) expect(response.json().code).toMatch(/^(USER_IS_NOT_AUTHORIZED|USER_TRIED_ADMIN_MODE)$/);
      });
    }
  });
});
