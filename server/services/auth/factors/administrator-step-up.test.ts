import { afterAll, beforeAll, expect, it } from 'vitest';
import { recentSignInMinutes } from '../../../security/session-guard';
import type { TestAgent } from '../../../testing/test-agent';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { adminPassword, auth, createAdmin, createSeller, loggedIn, type SellerFixture, startTestServer, type TestServer } from '../../../testing/test-server';

/** A seller's full profile as the administrator's edit sends it, with `changes` on top. */
const fullProfile = (seller: SellerFixture, changes: Record<string, unknown> = {}) => ({
  username: seller.username,
  email: seller.email,
  phone: seller.phone,
  firstName: 'Ana',
  lastName: 'Popescu',
  sellerName: `Distribuție ${seller.username} SRL`,
  sellerIdentifier: 'RO18547290',
  ...changes,
});

/**
 * What an administrator may do to other accounts without a recent sign-in, and to other
 * administrators at all (issue #47, decision 043).
 */
describeOnEachEngine("an administrator's changes to other accounts on $engine", (engine) => {
  let server: TestServer;
  let admin: TestAgent;
  let adminUuid: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const fixture = await createAdmin(server, 'sefpasulsus');
    adminUuid = fixture.uuid;
    admin = await loggedIn(server, fixture.username, adminPassword);
  });
  afterAll(async () => server?.close());

  const ageAdminSession = (minutes = recentSignInMinutes + 1) =>
    server.database.db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - minutes * 60 * 1000) })
      .where('user_uuid', '=', adminUuid)
      .execute();

  /** What must not change when a call is refused: the seller's account and live sessions. */
  const stateOf = async (seller: SellerFixture) => ({
    user: await server.database.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'is_enabled', 'is_verified'])
      .where('uuid', '=', seller.uuid)
      .executeTakeFirst(),
    liveSessions: (
      await server.database.db.selectFrom('refresh_tokens').select('token_hash').where('user_uuid', '=', seller.uuid).where('revoked_at', 'is', null).execute()
    ).length,
  });

  it('asks for a recent sign-in before changing how another account signs in or ending its sessions, and changes nothing until then', async () => {
    const seller = await createSeller(server);
    await loggedIn(server, seller.username);
    await ageAdminSession();
    const before = await stateOf(seller);
    const calls: [string, () => ReturnType<TestAgent['get']>][] = [
      ['a new e-mail', () => admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, fullProfile(seller, { email: `nou.${seller.email}` }))],
      ['a new password', () => admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, fullProfile(seller, { password: 'Fereastra!Noua#42' }))],
      ['ending its sessions', () => admin.delete(`${auth}/api/profile/${seller.uuid}/sessions`)],
      ['removing its app', () => admin.delete(`${auth}/api/profile/${seller.uuid}/authenticator`)],
      ['removing a passkey', () => admin.delete(`${auth}/api/profile/${seller.uuid}/passkeys/00000000-0000-4000-8000-000000000000`)],
      ['blocking it', () => admin.post(`${auth}/api/profile/${seller.uuid}/enabled`, { state: false })],
      ['taking back its validation', () => admin.post(`${auth}/api/profile/${seller.uuid}/verified`, { state: false })],
      ['deleting it', () => admin.delete(`${auth}/api/profile/${seller.uuid}`)],
    ];
    for (const [what, call] of calls) {
      const response = await call();
      expect(response.json(), what).toMatchObject({ status: 403, code: 'REAUTHENTICATION_REQUIRED' });
    }
    expect(await stateOf(seller)).toEqual(before);

    // What changes neither: a name, and enabling or validating.
    expect((await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, fullProfile(seller, { firstName: 'Ioana' }))).statusCode).toBe(200);
    expect((await admin.post(`${auth}/api/profile/${seller.uuid}/enabled`, { state: true })).statusCode).toBe(200);

    // Signed in again: the same calls go through.
    expect((await admin.post(`${auth}/api/profile/sefpasulsus/reauthenticate`, { password: adminPassword })).statusCode).toBe(204);
    expect((await admin.delete(`${auth}/api/profile/${seller.uuid}/sessions`)).json()).toEqual({ ended: 1 });
    expect((await admin.post(`${auth}/api/profile/${seller.uuid}/enabled`, { state: false })).statusCode).toBe(200);
  });

  it("tells the old address when an administrator changes an account's e-mail", async () => {
    const seller = await createSeller(server);
    await ageAdminSession(0);
    const moved = `mutat.${seller.email}`;
    const response = await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, fullProfile(seller, { email: moved }));
    expect(response.statusCode, response.body).toBe(200);
    const mail = await server.inbox.waitFor(seller.email, /Adresa de e-mail a contului a fost schimbată/);
    expect(mail.text).toContain(seller.email);
    expect(mail.text).toContain(moved);
    expect(mail.text).toContain('contact@');
  });

  it("refuses to touch another administrator's factors or sessions, as it refuses to block one", async () => {
    const other = await createAdmin(server, 'altsef');
    await loggedIn(server, other.username, adminPassword);
    await ageAdminSession(0);
    const before = await stateOf(other);
    for (const call of [
      () => admin.delete(`${auth}/api/profile/${other.uuid}/authenticator`),
      () => admin.delete(`${auth}/api/profile/${other.uuid}/sessions`),
      () => admin.delete(`${auth}/api/profile/${other.uuid}/passkeys/00000000-0000-4000-8000-000000000000`),
      () => admin.put(`${auth}/api/profile/${other.uuid}/fullUpdate`, fullProfile(other, { email: 'preluat@horeca.test' })),
    ]) {
      expect((await call()).json()).toMatchObject({ status: 403, code: 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED' });
    }
    expect(await stateOf(other)).toEqual(before);
  });
});
