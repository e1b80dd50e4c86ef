import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnafStandIn, type AnafStandIn } from '../../testing/anaf-stand-in';
import type { TestAgent } from '../../testing/test-agent';
import { testEngines } from '../../testing/test-databases';
import { describeOnEachEngine } from '../../testing/each-engine';
import {
  adminPassword,
  auth,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  search,
  startTestServer,
  type SellerFixture,
  type TestServer,
} from '../../testing/test-server';

describeOnEachEngine("a seller's company checked against ANAF's register on $engine", (engine) => {
  let register: AnafStandIn;
  let server: TestServer;
  let admin: TestAgent;
  let seller: SellerFixture;
  beforeAll(async () => {
    register = await startAnafStandIn({ '14399840': { name: 'CAFEA BUNĂ DISTRIBUȚIE SRL', registration: 'J40/372/2002', vatPayer: true } });
    server = await startTestServer(engine, { env: { ANAF_URL: register.url } });
    admin = await loggedIn(server, (await createAdmin(server, 'adminanaf')).username, adminPassword);
    seller = await createSeller(server, { username: 'cafeabuna' });
    await server.database.db.updateTable('users').set({ seller_identifier: 'RO14399840' }).where('uuid', '=', seller.uuid).execute();
    await createProductAs(await loggedIn(server, seller.username), { name: 'Cafea boabe verificată 1 kg' });
  });
  afterAll(async () => {
    await server?.close();
    await register?.close();
  });

  const shown = async () => (await search(server.agent(), { name: 'verificată' })).length;
  const check = () => admin.post(`${auth}/api/profile/${seller.uuid}/company-check`);

  it('is unchecked until asked, then shows what the register said, dated', async () => {
    expect((await admin.get(`${auth}/api/profile/${seller.uuid}`)).json()).toMatchObject({ company: { state: 'UNCHECKED' } });
    const checked = await check();
    expect(checked.statusCode).toBe(200);
    expect(checked.json().company).toEqual({
      state: 'ACTIVE',
      checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: 'CAFEA BUNĂ DISTRIBUȚIE SRL',
      address: expect.any(String),
      registration: 'J40/372/2002',
      vatPayer: true,
    });
    expect(await shown()).toBe(1);
  });

  it("takes a struck-off company's products out of search at once and tells the seller why; they come back when it is active again", async () => {
    register.companies.set('14399840', { name: 'CAFEA BUNĂ DISTRIBUȚIE SRL', struckOffOn: '2026-11-20' });
    expect((await check()).json().company).toMatchObject({ state: 'STRUCK_OFF', since: '2026-11-20' });
    expect(await shown()).toBe(0);
    const gone = await server.inbox.waitFor(seller.email, /nu mai apar în căutare/);
    expect(gone.text).toContain('radiată (din 20.11.2026)');

    register.companies.set('14399840', { name: 'CAFEA BUNĂ DISTRIBUȚIE SRL' });
    expect((await check()).json().company).toMatchObject({ state: 'ACTIVE' });
    expect(await shown()).toBe(1);
    await server.inbox.waitFor(seller.email, /apar din nou în căutare/);
  });

  it('changes nothing when the register refuses, fails, answers malformed or does not know the code', async () => {
    for (const mode of ['refuse429', 'fail503', 'malformed'] as const) {
      register.mode = mode;
      const refused = await check();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().detail).toContain('Nu s-a schimbat nimic');
      expect(await shown()).toBe(1);
    }
    register.mode = 'answer';
    register.companies.delete('14399840');
    expect((await check()).json().company).toMatchObject({ state: 'NOT_FOUND' });
    // A code the register does not know is flagged to the administrator; its products stay.
    expect(await shown()).toBe(1);
  });

  it('refuses a code that fails its check digit, and administrator accounts', async () => {
    const other = await createSeller(server);
    const wrong = await admin.post(`${auth}/api/profile/${other.uuid}/company-check`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'sellerIdentifier', rule: 'companyCode' });
    const self = (await admin.get(`${auth}/api/profile/adminanaf`)).json() as { uuid: string };
    expect((await admin.post(`${auth}/api/profile/${self.uuid}/company-check`)).statusCode).toBe(403);
  });
});

describe('in local mode, without ANAF_URL', () => {
  const embedded = testEngines[0] as (typeof testEngines)[number];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(embedded);
  });
  afterAll(() => server?.close());

  it('asks nothing: a seller stays unchecked and a check by hand says the register is not configured', async () => {
    const admin = await loggedIn(server, (await createAdmin(server, 'adminlocal')).username, adminPassword);
    const seller = await createSeller(server);
    await server.database.db.updateTable('users').set({ seller_identifier: 'RO14399840' }).where('uuid', '=', seller.uuid).execute();
    const refused = await admin.post(`${auth}/api/profile/${seller.uuid}/company-check`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().detail).toBe('Registrul ANAF nu este configurat pe acest server: firmele rămân neverificate.');
    expect((await admin.get(`${auth}/api/profile/${seller.uuid}`)).json()).toMatchObject({ company: { state: 'UNCHECKED' } });
  });
});
