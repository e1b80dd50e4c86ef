import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { describeOnEachEngine } from '../../testing/each-engine';
import {
  adminPassword,
  auth,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  search,
  searchService,
  startTestServer,
  type SellerFixture,
  type TestServer,
} from '../../testing/test-server';

describeOnEachEngine("a seller's public page and delivery terms on $engine", (engine) => {
  let server: TestServer;
  let seller: SellerFixture;
  let sellerAgent: TestAgent;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    seller = await createSeller(server, { username: 'cafeaslug' });
    await server.database.db.updateTable('users').set({ seller_name: 'Cafea Bună Distribuție SRL' }).where('uuid', '=', seller.uuid).execute();
    sellerAgent = await loggedIn(server, seller.username);
    await createProductAs(sellerAgent, { name: 'Cafea boabe de la pagina comerciantului' });
    slug = ((await sellerAgent.get(`${auth}/api/profile/${seller.uuid}`)).json() as { slug: string }).slug;
  });
  afterAll(() => server?.close());

  const terms = { cities: ['iasi', 'Cluj-Napoca'], days: ['FRI', 'MON'], cutoffHour: 14, minimumOrder: 300, deliveryCost: 25, freeDeliveryFrom: 1000 };

  it('gives every seller a readable address made from the name at registration, another for a name already taken, kept when the name changes', async () => {
    expect(slug).toMatch(/^distributie-cafeaslug-srl(-\d+)?$/);
    const twin = await createSeller(server, { username: 'cafeaslug2' });
    const twinSlug = (await server.database.db.selectFrom('users').select('slug').where('uuid', '=', twin.uuid).executeTakeFirstOrThrow()).slug;
    expect(twinSlug).toBe('distributie-cafeaslug2-srl');
    const same = await createSeller(server, { username: 'cafeaslug3' });
    await server.database.db.updateTable('users').set({ seller_name: 'Distribuție cafeaslug2 SRL' }).where('uuid', '=', same.uuid).execute();
    expect((await server.database.db.selectFrom('users').select('slug').where('uuid', '=', same.uuid).executeTakeFirstOrThrow()).slug).toBe(
      'distributie-cafeaslug3-srl',
    );
  });

  it('keeps the delivery terms a seller sets, in canonical spelling and the week order, and shows them on the public page', async () => {
    const saved = await sellerAgent.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, terms);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().deliveryTerms).toEqual({ ...terms, cities: ['Cluj-Napoca', 'Iași'], days: ['MON', 'FRI'] });
    const page = await server.agent().get(`${searchService}/api/seller/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      uuid: seller.uuid,
      slug,
      name: 'Cafea Bună Distribuție SRL',
      fiscalCode: expect.stringMatching(/^RO\d+$/),
      phone: seller.phone,
      email: seller.email,
      company: { state: 'UNCHECKED' },
      deliveryTerms: { ...terms, cities: ['Cluj-Napoca', 'Iași'], days: ['MON', 'FRI'] },
      catalogueUpdatedAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('refuses terms out of range or a city not on the list, on the field, in Romanian, and keeps the terms before', async () => {
    const unknown = await sellerAgent.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, { ...terms, cities: ['Iași', 'Atlantida'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'CITY_NOT_FOUND', errors: [{ field: 'cities.1', message: 'Orașul nu se află în listă.' }] });
    const late = await sellerAgent.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, {
      ...terms,
      cutoffHour: 24,
      minimumOrder: -1,
      days: ['MON', 'MON'],
    });
    expect(late.statusCode).toBe(400);
    const fields = Object.fromEntries((late.json().errors as { field: string; message: string }[]).map((error) => [error.field, error.message]));
    expect(fields).toMatchObject({
      cutoffHour: 'Valoarea poate fi cel mult 23.',
      minimumOrder: 'Valoarea trebuie să fie cel puțin 0.',
      days: 'Valoarea se repetă.',
    });
    expect((await sellerAgent.get(`${auth}/api/profile/${seller.uuid}`)).json().deliveryTerms.cutoffHour).toBe(14);
  });

  it('lets only the seller set their terms: not another seller, not an administrator for an account, not a visitor', async () => {
    const other = await loggedIn(server, (await createSeller(server)).username);
    expect((await other.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, terms)).statusCode).toBe(403);
    const admin = await loggedIn(server, (await createAdmin(server, 'adminterms')).username, adminPassword);
    expect((await admin.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, terms)).statusCode).toBe(403);
    expect((await admin.put(`${auth}/api/profile/adminterms/delivery-terms`, terms)).statusCode).toBe(403);
    expect((await server.agent().put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, terms)).statusCode).toBe(401);
  });

  it('finds the seller\'s products in every city their terms name under "livrează în", counted, and no longer once the city leaves the terms', async () => {
    const asked = { name: 'pagina comerciantului', city: 'Arad' };
    const answer = async (filter: string[]) =>
      (await server.agent().post(`${searchService}/api/search`, { ...asked, page: 0, perPage: 12, filter, sort: ['NO_SORT'] })).json();
    expect((await sellerAgent.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, { ...terms, cities: ['Arad'] })).statusCode).toBe(200);
    // The change reaches search through the catalogue's feed.
    await expect.poll(async () => (await answer(['DELIVERS_TO_CITY'])).products.map((product: { owner: string }) => product.owner)).toEqual([seller.uuid]);
    const reached = await answer(['DELIVERS_TO_CITY']);
    expect(reached.total).toEqual({ value: 1, relation: 'eq' });
    expect(reached.facets.deliversToCity).toEqual({ on: 1, off: 0 });
    expect(reached.facets.cities).toContainEqual({ city: 'Arad', count: 1 });
    expect((await answer([])).products).toEqual([]);
    expect((await answer([])).facets.deliversToCity).toEqual({ on: 1, off: 0 });
    await sellerAgent.put(`${auth}/api/profile/${seller.uuid}/delivery-terms`, terms);
    await expect.poll(async () => (await answer(['DELIVERS_TO_CITY'])).products).toEqual([]);
  });

  it("names the seller's page on every product search shows, and answers 404 for an unknown address or a seller whose products are hidden", async () => {
    const [found] = await search(server.agent(), { name: 'pagina comerciantului' });
    expect(found).toMatchObject({ sellerSlug: slug });
    expect((await server.agent().get(`${searchService}/api/seller/nu-exista`)).statusCode).toBe(404);
    expect((await server.agent().get(`${searchService}/api/seller/Nu%20Exista`)).statusCode).toBe(400);
    await server.database.db.updateTable('users').set({ is_enabled: false }).where('uuid', '=', seller.uuid).execute();
    expect((await server.agent().get(`${searchService}/api/seller/${slug}`)).statusCode).toBe(404);
    await server.database.db.updateTable('users').set({ is_enabled: true }).where('uuid', '=', seller.uuid).execute();
  });
});
