import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../../openapi/generated/auth';
import { recentSignInMinutes } from '../../../security/session-guard';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { jpegPhoto } from '../../../testing/test-images';
import {
  auth,
  createAdmin,
  createBuyer,
  createProductAs,
  createSeller,
  loggedIn,
  adminPassword,
  productService,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

type AccountData = components['schemas']['AccountData'];
const downloaded = /Datele contului au fost descărcate/;

describeOnEachEngine("a user's own data, downloaded (issue #51, GDPR Art. 15 and 20) on $engine", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it('holds the profile, every product with its photos, the sessions, the factors without secrets and the mail; the owner is told', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const shown = await createProductAs(agent, { name: 'Cafea boabe de exportat' });
    const hidden = await createProductAs(agent, { name: 'Ceai ascuns', isEnabled: false });
    const photo = await agent.request({
      method: 'POST',
      url: `${productService}/product/${shown.uuid}/photos`,
      payload: await jpegPhoto(64, 48),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(photo.statusCode).toBe(201);
    const { db } = server.database;
    await db.insertInto('contact_messages').values({ name: 'Ana', email: seller.email.toUpperCase(), message: 'Bună, am o întrebare.' }).execute();
    await db
      .insertInto('account_mails')
      .values({ user_uuid: seller.uuid, kind: 'new device', subject: 'Autentificare de pe un dispozitiv nou | Catalog HoReCa' })
      .execute();
    const decision = await db
      .insertInto('moderation_decisions')
      .values({
        product_uuid: shown.uuid,
        product_name: shown.name,
        seller_uuid: seller.uuid,
        action: 'HIDE_LISTING',
        ground: 'TERMS',
        ground_detail: 'Secțiunea 4',
        facts: 'Eticheta era falsă.',
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await db.insertInto('moderation_complaints').values({ decision_uuid: decision.uuid, text: 'Avem factura.' }).execute();
    await db
      .insertInto('content_reports')
      .values({
        product_uuid: hidden.uuid,
        product_name: 'Ceai al altcuiva',
        reason: 'OTHER',
        explanation: 'Categoria e greșită.',
        address: '/product',
        reporter_email: seller.email,
        sender_key: 'k',
      })
      .execute();
    await db.insertInto('recovery_codes').values({ user_uuid: seller.uuid, lookup: 'cod-de-cautare', code_hash: 'hash-secret-de-nearatat' }).execute();

    const response = await agent.post(`${auth}/api/profile/${seller.username}/data`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json() as AccountData;
    expect(data.profile).toMatchObject({ uuid: seller.uuid, username: seller.username, email: seller.email });
    expect(data.products.map((product) => product.name).sort()).toEqual(['Cafea boabe de exportat', 'Ceai ascuns']);
    expect(data.products.find((product) => product.uuid === hidden.uuid)?.isEnabled).toBe(false);
    expect(data.products.find((product) => product.uuid === shown.uuid)?.photos?.[0]?.renditions[0]?.url).toMatch(/^\//);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ network: '127.0.0.0/24', secondFactor: '' });
    expect(data.secondFactors).toEqual({ authenticatorAddedAt: null, recoveryCodesLeft: 1, passkeys: [] });
    expect(data.securityMails).toEqual([expect.objectContaining({ kind: 'new device', subject: expect.stringContaining('dispozitiv nou') })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: 'Ana', message: 'Bună, am o întrebare.' })]);
    expect(data.reports).toEqual([
      expect.objectContaining({ productName: 'Ceai al altcuiva', reason: 'OTHER', decision: null, reference: expect.stringMatching(/^R-/) }),
    ]);
    expect(data.moderationDecisions).toEqual([
      expect.objectContaining({
        action: 'HIDE_LISTING',
        facts: 'Eticheta era falsă.',
        complaint: expect.objectContaining({ text: 'Avem factura.', outcome: null }),
      }),
    ]);
    // Never a secret: no password hash, no code hash, no token.
    expect(response.body).not.toMatch(/hash-secret-de-nearatat|argon2|password/i);

    await server.inbox.waitFor(seller.email, downloaded);
    // The notice itself is recorded, and shows in the next download.
    await expect
      .poll(async () => ((await agent.post(`${auth}/api/profile/${seller.username}/data`)).json() as AccountData).securityMails.map((mail) => mail.kind))
      .toContain('data exported');
  });

  it("holds a buyer's company, its lists and the inquiries it sent (issue #50), and nothing of buyers for a seller", async () => {
    const buyer = await createBuyer(server);
    const seller = await createSeller(server);
    const product = await createProductAs(await loggedIn(server, seller.username), { name: 'Cafea verde' });
    const agent = await loggedIn(server, buyer.username);
    await agent.post(`${productService}/order-lists/${buyer.favorite}/lines`, { product: product.uuid, quantity: 3, note: 'Luni' });
    await agent.request({
      method: 'POST',
      url: `${productService}/order-lists/${buyer.favorite}/send`,
      payload: {},
      headers: { 'idempotency-key': 'descarcare-date-1' },
    });

    const data = (await agent.post(`${auth}/api/profile/${buyer.username}/data`)).json() as AccountData;
    expect(data.buyer).toMatchObject({
      membership: 'OWNER',
      locations: [expect.objectContaining({ name: 'Bistro Centru', city: 'Cluj-Napoca' })],
      orderLists: [{ name: 'Favorite', lines: [expect.objectContaining({ name: 'Cafea verde', quantity: 3, note: 'Luni' })] }],
      inquiriesSent: [expect.objectContaining({ listName: 'Favorite', status: 'NEW', lines: 1, reference: expect.stringMatching(/^C-\d{6}$/) })],
    });
    const sellers = (await (await loggedIn(server, seller.username)).post(`${auth}/api/profile/${seller.username}/data`)).json() as AccountData;
    expect(sellers.buyer).toBeUndefined();
  });

  it('holds the saved searches and watched products (issue #52), and nothing of them for an account that keeps none', async () => {
    const buyer = await createBuyer(server);
    const seller = await createSeller(server);
    const product = await createProductAs(await loggedIn(server, seller.username), { name: 'Vitrină frigorifică', price: 4800 });
    const agent = await loggedIn(server, buyer.username);
    await agent.post(`${productService}/saved-searches`, {
      name: 'Vitrine',
      criteria: { name: 'vitrina', city: 'Brașov', filter: [], sort: [] },
      frequency: 'WEEKLY',
    });
    await agent.put(`${productService}/product-watches/${product.uuid}`, { onPriceDrop: true, onBackInStock: false });

    const data = (await agent.post(`${auth}/api/profile/${buyer.username}/data`)).json() as AccountData;
    expect(data.alerts).toMatchObject({
      savedSearches: [{ name: 'Vitrine', criteria: { name: 'vitrina', city: 'Brașov' }, frequency: 'WEEKLY', paused: false, lastDigestAt: null }],
      watches: [{ productName: 'Vitrină frigorifică', onPriceDrop: true, onBackInStock: false, seenGross: 4800 }],
    });
    const sellers = (await (await loggedIn(server, seller.username)).post(`${auth}/api/profile/${seller.username}/data`)).json() as AccountData;
    expect(sellers.alerts).toBeUndefined();
  });

  it('is the owner’s alone, and only just after signing in', async () => {
    const seller = await createSeller(server);
    const other = await createSeller(server);
    await createAdmin(server, 'sefdate');
    const owner = await loggedIn(server, seller.username);
    const stranger = await loggedIn(server, other.username);
    const admin = await loggedIn(server, 'sefdate', adminPassword);
    expect((await server.agent().post(`${auth}/api/profile/${seller.username}/data`)).statusCode).toBe(401);
    expect((await stranger.post(`${auth}/api/profile/${seller.username}/data`)).json()).toMatchObject({ status: 403, code: 'USER_IS_NOT_AUTHORIZED' });
    expect((await admin.post(`${auth}/api/profile/${seller.username}/data`)).json()).toMatchObject({ status: 403 });

    await server.database.db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - (recentSignInMinutes + 1) * 60 * 1000) })
      .where('user_uuid', '=', seller.uuid)
      .execute();
    expect((await owner.post(`${auth}/api/profile/${seller.username}/data`)).json()).toMatchObject({ status: 403, code: 'REAUTHENTICATION_REQUIRED' });
    // Nothing was downloaded, so nothing is told.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.inbox.mailsTo(seller.email).filter((mail) => downloaded.test(mail.subject))).toEqual([]);
  });
});
