import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../../openapi/generated/auth';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { auth, captcha, createBuyer, loggedIn, productService, sellerPassword, startTestServer, type TestServer } from '../../../testing/test-server';

type Schemas = components['schemas'];

const buyers = `${auth}/api/buyers`;
let counter = 0;

const registration = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `bistro${counter}${Date.now() % 10000}`,
    email: `bistro${counter}.${Date.now() % 10000}@horeca.test`,
    phone: `07${String(20_000_000 + Math.floor(Math.random() * 79_999_999))}`,
    firstName: 'Radu',
    lastName: 'Ionescu',
    companyName: 'Bistro La Doi Pași SRL',
    companyIdentifier: 'RO18547290',
    locations: [
      { name: 'Bistro Centru', city: 'cluj-napoca', address: 'Str. Memorandumului 1' },
      { name: 'Bistro Mărăști', city: 'Cluj-Napoca', address: 'Str. Aurel Vlaicu 10' },
    ],
    password: 'Munte!Verde#2031',
    recaptchaToken: captcha,
    ...overrides,
  };
};

const linkOf = (text: string): URL => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');

describeOnEachEngine("buyers' companies, locations and members (issue #50) on $engine", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it('registers a buyer with their company, its locations and "Favorite", active once the mailed link is opened', async () => {
    const body = registration();
    const created = await server.agent().post(buyers, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      username: body.username,
      sellerName: 'Bistro La Doi Pași SRL',
      roles: [{ name: 'BUYER_HORECA' }],
      isVerified: false,
    });

    const mail = await server.inbox.waitFor(body.email, /Activează-ți contul/);
    const link = linkOf(mail.text);
    const activated = await server.agent().post(`${auth}/api/profile/activate-account`, { email: body.email, token: link.searchParams.get('token') });
    expect(activated.statusCode).toBe(204);

    const agent = await loggedIn(server, body.username, body.password);
    const company = (await agent.get(`${buyers}/company`)).json() as Schemas['BuyerCompany'];
    expect(company).toMatchObject({ name: 'Bistro La Doi Pași SRL', identifier: 'RO18547290', membership: 'OWNER', invitations: [] });
    expect(company.locations.map((location) => [location.name, location.city])).toEqual([
      ['Bistro Centru', 'Cluj-Napoca'],
      ['Bistro Mărăști', 'Cluj-Napoca'],
    ]);
    const lists = (await agent.get(`${productService}/order-lists`)).json() as { lists: { name: string; isDefault: boolean }[] };
    expect(lists.lists).toEqual([expect.objectContaining({ name: 'Favorite', isDefault: true })]);
  });

  it('says a wrong fiscal code and an unknown city on their fields, and writes nothing', async () => {
    const wrongCode = registration({ companyIdentifier: 'RO18547291' });
    expect((await server.agent().post(buyers, wrongCode)).json()).toMatchObject({ errors: [{ field: 'companyIdentifier', rule: 'companyCode' }] });
    const wrongCity = registration({ locations: [{ name: 'Hotel', city: 'Atlantida', address: 'Str. 1' }] });
    expect((await server.agent().post(buyers, wrongCity)).json()).toMatchObject({ code: 'CITY_NOT_FOUND', errors: [{ field: 'locations.0.city' }] });
    const written = await server.database.db.selectFrom('users').select('uuid').where('username', 'in', [wrongCode.username, wrongCity.username]).execute();
    expect(written).toEqual([]);
  });

  it('undoes the whole registration when the activation mail cannot leave', async () => {
    const unreachable = await startTestServer(engine, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const body = registration({ companyName: 'Hotel Fără Poștă SRL' });
      const refused = await unreachable.agent().post(buyers, body);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().detail).toContain('E-mailul de activare nu a putut fi trimis');
      const { db } = unreachable.database;
      expect(await db.selectFrom('users').select('uuid').where('username', '=', body.username).execute()).toEqual([]);
      expect(await db.selectFrom('buyer_companies').select('uuid').where('name', '=', 'Hotel Fără Poștă SRL').execute()).toEqual([]);
      expect(await db.selectFrom('order_lists').select('uuid').execute()).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });

  it('invites a member by mail, who joins active and shares the lists; only owners manage, and the last owner stays', async () => {
    const owner = await createBuyer(server);
    const agent = await loggedIn(server, owner.username);
    const invited = await agent.post(`${buyers}/company/invitations`, { email: 'bucatar@horeca.test', membership: 'MEMBER' });
    expect(invited.statusCode).toBe(201);
    const mail = await server.inbox.waitFor('bucatar@horeca.test', /Invitație în compania Restaurant/);
    const link = linkOf(mail.text);
    expect(link.pathname).toBe('/join-company');

    const join = {
      email: 'bucatar@horeca.test',
      token: link.searchParams.get('token'),
      username: 'bucatarsef',
      phone: '0744555666',
      firstName: 'Mihai',
      lastName: 'Dobre',
      password: 'Cuptor!Cald#2044',
      recaptchaToken: captcha,
    };
    expect((await server.agent().post(`${buyers}/join`, { ...join, email: 'altcineva@horeca.test' })).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const joined = await server.agent().post(`${buyers}/join`, join);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ isVerified: true, sellerName: expect.stringContaining('Restaurant'), roles: [{ name: 'BUYER_HORECA' }] });
    expect((await server.agent().post(`${buyers}/join`, { ...join, username: 'altul', phone: '0744555667' })).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });

    const member = await loggedIn(server, 'bucatarsef', 'Cuptor!Cald#2044');
    const lists = (await member.get(`${productService}/order-lists`)).json() as { lists: { uuid: string }[] };
    expect(lists.lists.map((list) => list.uuid)).toEqual([owner.favorite]);
    expect((await member.post(`${buyers}/company/invitations`, { email: 'x@horeca.test', membership: 'OWNER' })).statusCode).toBe(403);
    expect((await member.put(`${buyers}/company/locations`, { locations: [{ name: 'X', city: 'Iași', address: 'Y' }] })).statusCode).toBe(403);
    expect(((await member.get(`${buyers}/company`)).json() as Schemas['BuyerCompany']).invitations).toEqual([]);

    expect((await agent.delete(`${buyers}/company/members/${owner.uuid}`)).json()).toMatchObject({ code: 'COMPANY_NEEDS_AN_OWNER' });
    const company = (await agent.get(`${buyers}/company`)).json() as Schemas['BuyerCompany'];
    const cook = company.members.find((row) => row.username === 'bucatarsef');
    expect((await agent.delete(`${buyers}/company/members/${cook?.uuid}`)).statusCode).toBe(204);
    expect(
      (await server.agent().post(`${auth}/api/auth/login`, { username: 'bucatarsef', password: 'Cuptor!Cald#2044', recaptchaToken: captcha })).statusCode,
    ).toBe(401);
  });

  it("replaces the locations in order, keeping those named by uuid and refusing another company's", async () => {
    const owner = await createBuyer(server);
    const other = await createBuyer(server);
    const agent = await loggedIn(server, owner.username, sellerPassword);
    const replaced = await agent.put(`${buyers}/company/locations`, {
      locations: [
        { name: 'Hotel Nord', city: 'Iasi', address: 'Bd. Independenței 5' },
        { uuid: owner.location, name: 'Bistro Centru (renovat)', city: 'Cluj-Napoca', address: 'Str. Memorandumului 1' },
      ],
    });
    const company = replaced.json() as Schemas['BuyerCompany'];
    expect(company.locations.map((location) => [location.name, location.city])).toEqual([
      ['Hotel Nord', 'Iași'],
      ['Bistro Centru (renovat)', 'Cluj-Napoca'],
    ]);
    expect(company.locations[1]?.uuid).toBe(owner.location);
    const foreign = await agent.put(`${buyers}/company/locations`, { locations: [{ uuid: other.location, name: 'X', city: 'Iași', address: 'Y' }] });
    expect(foreign.json()).toMatchObject({ code: 'LOCATION_NOT_FOUND', errors: [{ field: 'locations.0.uuid' }] });
  });
});
