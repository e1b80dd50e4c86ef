import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../../testing/each-engine';
import type { TestAgent } from '../../../testing/test-agent';
import {
  adminPassword,
  auth,
  captcha,
  createAdmin,
  createSeller,
  loggedIn,
  startTestServer,
  type SellerFixture,
  type TestServer,
} from '../../../testing/test-server';

describeOnEachEngine('profiles and user administration on $engine', (engine) => {
  let server: TestServer;
  let admin: TestAgent;
  let adminUser: SellerFixture;
  beforeAll(async () => {
    server = await startTestServer(engine);
    adminUser = await createAdmin(server, 'adminprofile');
    admin = await loggedIn(server, adminUser.username, adminPassword);
  });
  afterAll(async () => server?.close());

  it('lets a seller change first name, last name and phone, but not the read-only fields', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const profile = (await agent.get(`${auth}/api/profile/${seller.username}`)).json();
    const { isVerified: _verified, isEnabled: _enabled, roles: _roles, ...editable } = profile;

    const updated = await agent.put(`${auth}/api/profile/${seller.username}`, {
      ...editable,
      firstName: 'Maria',
      lastName: 'Ionescu',
      phone: '+40733111222',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: 'Maria', lastName: 'Ionescu', phone: '+40733111222', username: seller.username });

    const renamed = await agent.put(`${auth}/api/profile/${seller.username}`, { ...editable, sellerName: 'Alt Nume SRL', email: 'nou@horeca.test' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.map((error: { field: string; rule: string }) => [error.field, error.rule])).toEqual([
      ['email', 'readOnly'],
      ['sellerName', 'readOnly'],
    ]);
    expect((await agent.get(`${auth}/api/profile/${seller.username}`)).json()).toMatchObject({ sellerName: profile.sellerName, email: profile.email });
  });

  it('takes back the whole profile GET returned, applying the editable fields and ignoring the read-only ones', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const profile = (await agent.get(`${auth}/api/profile/${seller.username}`)).json();
    expect(profile).toMatchObject({ isVerified: true, isEnabled: true, roles: [{ name: 'SELLER_HORECA' }] });

    const sentBack = { ...profile, firstName: 'Ioana', isVerified: false, isEnabled: false, roles: [{ name: 'ADMIN_HORECA' }] };
    const updated = await agent.put(`${auth}/api/profile/${seller.username}`, sentBack);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...profile, firstName: 'Ioana' });
    expect((await agent.get(`${auth}/api/profile/${seller.username}/roles`)).json()).toEqual(['SELLER_HORECA']);
  });

  it("takes back a user's whole profile in the administrator's full update, ignoring verification, enabling and roles", async () => {
    const seller = await createSeller(server);
    const profile = (await admin.get(`${auth}/api/profile/${seller.username}`)).json();
    const sentBack = { ...profile, lastName: 'Vasilescu', isVerified: false, isEnabled: false, roles: [{ name: 'ADMIN_HORECA' }] };
    const updated = await admin.put(`${auth}/api/profile/${profile.uuid}/fullUpdate`, sentBack);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...profile, lastName: 'Vasilescu' });
    await expect(loggedIn(server, seller.username)).resolves.toBeDefined();
  });

  it('ends the sessions of a user an administrator marks unverified', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    expect((await admin.post(`${auth}/api/profile/${seller.uuid}/verified`, { state: false })).statusCode).toBe(200);
    expect((await agent.post(`${auth}/api/auth/refresh`)).json()).toMatchObject({ status: 401, code: 'INVALID_REFRESH_TOKEN' });
  });

  it("answers a seller 403 for anyone else's profile, whether or not the account exists", async () => {
    const seller = await createSeller(server);
    const other = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    for (const ref of [other.username, other.uuid, 'nimeniasa', '00000000-0000-4000-8000-000000000000']) {
      expect((await agent.get(`${auth}/api/profile/${ref}`)).json(), ref).toMatchObject({ status: 403, code: 'USER_IS_NOT_AUTHORIZED' });
      expect((await agent.get(`${auth}/api/profile/${ref}/roles`)).statusCode, ref).toBe(403);
    }
    expect((await agent.get(`${auth}/api/profile/${seller.username.toUpperCase()}`)).statusCode).toBe(200);
    expect((await admin.get(`${auth}/api/profile/nimeniasa`)).json()).toMatchObject({ status: 404, code: 'USERNAME_DOES_NOT_EXIST' });
  });

  it('refuses a phone another account holds', async () => {
    const seller = await createSeller(server);
    const other = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const response = await agent.put(`${auth}/api/profile/${seller.username}`, { firstName: 'Ana', lastName: 'Pop', phone: other.phone });
    expect(response.json()).toMatchObject({ status: 409, code: 'PHONE_ALREADY_EXISTS' });
  });

  it('lists users page by page and finds them by any part of their identity, ignoring diacritics', async () => {
    const marker = `cautare${Date.now() % 100000}`;
    for (let index = 0; index < 7; index += 1) await createSeller(server, { username: `${marker}x${index}` });
    await server.database.db.updateTable('users').set({ last_name: 'Știrbăț' }).where('username', '=', `${marker}x3`).execute();

    const first = (await admin.get(`${auth}/api/profile?perPage=6&page=0&identifier=${marker}`)).json();
    const second = (await admin.get(`${auth}/api/profile?perPage=6&page=1&identifier=${marker}`)).json();
    expect(first).toMatchObject({ perPage: 6, totalPages: 2, totalItems: 7 });
    expect(first.profiles).toHaveLength(6);
    expect(second.profiles).toHaveLength(1);
    const seen = [...first.profiles, ...second.profiles].map((profile: { username: string }) => profile.username);
    expect(new Set(seen).size).toBe(7);

    const byName = (await admin.get(`${auth}/api/profile?perPage=6&page=0&identifier=stirbat`)).json();
    expect(byName.profiles.map((profile: { username: string }) => profile.username)).toEqual([`${marker}x3`]);
  });

  it('verifies, disables, re-enables, fully updates and deletes a seller', async () => {
    const seller = await createSeller(server, { isVerified: false });
    expect((await admin.post(`${auth}/api/profile/${seller.uuid}/verified`, { state: true })).json()).toMatchObject({ isVerified: true });
    expect((await admin.post(`${auth}/api/profile/${seller.username}/enabled`, { state: false })).json()).toMatchObject({ isEnabled: false });
    expect((await admin.post(`${auth}/api/profile/${seller.uuid}/enabled`, { state: true })).json()).toMatchObject({ isEnabled: true });

    const full = await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, {
      username: seller.username,
      email: `nou.${seller.email}`,
      phone: seller.phone,
      firstName: 'Elena',
      lastName: 'Dobre',
      sellerName: 'Dobre Horeca SRL',
      sellerIdentifier: 'RO55500011',
      description: 'Echipamente de bucătărie',
      password: 'DeLaAdmin!7',
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ email: `nou.${seller.email}`, sellerName: 'Dobre Horeca SRL', description: 'Echipamente de bucătărie' });
    await loggedIn(server, seller.username, 'DeLaAdmin!7');

    const { roles: _roles, uuid: _uuid, isVerified: _verified, isEnabled: _enabled, ...editable } = full.json() as Record<string, unknown>;
    const weak = await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, { ...editable, password: 'slaba' });
    expect(weak.statusCode).toBe(400);

    expect((await admin.delete(`${auth}/api/profile/${seller.uuid}`)).statusCode).toBe(204);
    expect((await admin.get(`${auth}/api/profile/${seller.uuid}`)).json()).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    expect((await admin.get(`${auth}/api/profile/${seller.username}`)).json()).toMatchObject({ status: 404, code: 'USERNAME_DOES_NOT_EXIST' });
  });

  it('flags a seller whose fiscal code fails its check digit, keeps it through an edit of other fields, and refuses a new wrong one (issue #49)', async () => {
    const seller = await createSeller(server);
    await server.database.db.updateTable('users').set({ seller_identifier: 'RO123456' }).where('uuid', '=', seller.uuid).execute();
    const read = (await admin.get(`${auth}/api/profile/${seller.uuid}`)).json() as Record<string, unknown>;
    expect(read).toMatchObject({ sellerIdentifier: 'RO123456', sellerIdentifierValid: false });
    const renamed = await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, { ...read, sellerName: 'Nume Nou SRL' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ sellerName: 'Nume Nou SRL', sellerIdentifierValid: false });
    const wrong = await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, { ...read, sellerIdentifier: 'RO14399841' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'sellerIdentifier', rule: 'companyCode', message: 'Cifra de control a codului fiscal (CUI) nu se potrivește: verifică fiecare cifră.' },
    ]);
    const fixed = await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, { ...read, sellerIdentifier: 'RO14399840' });
    expect(fixed.json()).toMatchObject({ sellerIdentifier: 'RO14399840', sellerIdentifierValid: true });
    expect((await admin.get(`${auth}/api/profile/${adminUser.uuid}`)).json()).not.toHaveProperty('sellerIdentifierValid');
  });

  it('never lets an ADMIN_HORECA account be disabled, edited or deleted through the API', async () => {
    const otherAdmin = await createAdmin(server, 'aldoileaadmin');
    for (const response of [
      await admin.post(`${auth}/api/profile/${otherAdmin.uuid}/enabled`, { state: false }),
      await admin.post(`${auth}/api/profile/${otherAdmin.uuid}/verified`, { state: false }),
      await admin.delete(`${auth}/api/profile/${otherAdmin.uuid}`),
      await admin.put(`${auth}/api/profile/${otherAdmin.uuid}/fullUpdate`, {
        username: otherAdmin.username,
        email: otherAdmin.email,
        phone: otherAdmin.phone,
        firstName: 'X',
        lastName: 'Y',
        sellerName: 'Z',
        sellerIdentifier: 'W',
      }),
      await admin.delete(`${auth}/api/profile/trigger-delete-account`),
    ]) {
      expect(response.json()).toMatchObject({ status: 403, code: 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED' });
    }
    const row = await server.database.db
      .selectFrom('users')
      .select(['is_enabled', 'is_verified'])
      .where('uuid', '=', otherAdmin.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_enabled: true, is_verified: true });
  });

  it('counts users for the dashboard: active means enabled and verified', async () => {
    const before = (await admin.get(`${auth}/api/profile/admin/stats`)).json();
    await createSeller(server);
    await createSeller(server, { isVerified: false });
    await createSeller(server, { isEnabled: false });
    const after = (await admin.get(`${auth}/api/profile/admin/stats`)).json();
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.activeUsers - before.activeUsers).toBe(1);
  });

  it("reports this service's CPU and memory", async () => {
    const metrics = (await admin.get(`${auth}/api/profile/admin/metrics`)).json();
    expect(metrics).toMatchObject({ service: 'auth', cpuUsage: expect.any(Number), ramUsage: expect.any(Number) });
    expect(metrics.ramUsage).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('stores a contact message and mails it to the contact address', async () => {
    const message = { name: 'Radu Pavel', email: 'radu@hotel.test', message: 'Aș dori o ofertă pentru <b>300</b> de pahare.', recaptchaToken: captcha };
    expect((await server.agent().post(`${auth}/api/contact`, message)).statusCode).toBe(202);
    const mail = await server.inbox.waitFor(server.app.config.contactTo, /Radu Pavel/);
    expect(mail.text).toContain('Aș dori o ofertă pentru <b>300</b> de pahare.');
    expect(mail.html).toContain('&#60;b&#62;300&#60;/b&#62;');
    const stored = await server.database.db.selectFrom('contact_messages').selectAll().where('email', '=', 'radu@hotel.test').executeTakeFirst();
    expect(stored).toMatchObject({ name: 'Radu Pavel' });

    const invalid = await server.agent().post(`${auth}/api/contact`, { name: '', email: 'x', message: '', recaptchaToken: captcha });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['email', 'message', 'name']);
  });
});
