import { afterAll, beforeAll, expect, it } from 'vitest';
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

const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const newDevice = /Autentificare de pe un dispozitiv nou/;
const passwordChanged = /Parola a fost schimbată/;

describeOnEachEngine('security mail on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  async function signIn(agent: TestAgent, username: string, userAgent: string, password = sellerPassword) {
    const response = await agent.request({
      method: 'POST',
      url: `${auth}/api/auth/login`,
      headers: { 'user-agent': userAgent },
      payload: { username, password, recaptchaToken: captcha },
    });
    expect(response.statusCode).toBe(200);
  }

  it('tells the owner of a sign-in from a browser the account has not used, and not of a known one or of the first', async () => {
    const seller = await createSeller(server);
    const laptop = server.agent();
    await signIn(laptop, seller.username, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36');
    await signIn(laptop, seller.username, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36');
    await signIn(server.agent(), seller.username, safariOnIphone);

    const mail = await server.inbox.waitFor(seller.email, newDevice);
    expect(mail.text).toContain('Dispozitiv: Safari pe iOS (iPhone). Rețea: 127.0.0.0/24.');
    expect(mail.text).toContain('Dacă nu ai fost tu:\n- schimbă parola imediat: http://localhost:8080/forgotpassword');
    expect(mail.links).toEqual(expect.arrayContaining(['http://localhost:8080/forgotpassword', 'http://localhost:8080/profile']));

    // A later mail has arrived after any the laptop's sign-ins could have sent: there were none.
    const agent = await loggedIn(server, seller.username);
    await agent.put(`${auth}/api/profile/${seller.username}/change-password`, { password: 'Ceainic!Verde#42', currentPassword: sellerPassword });
    await server.inbox.waitFor(seller.email, passwordChanged);
    expect(server.inbox.mailsTo(seller.email).filter((received) => newDevice.test(received.subject))).toHaveLength(2);
  });

  it('tells the owner whenever the password changes, by them, by a reset link or by an administrator, and never carries it', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const changed = await agent.put(`${auth}/api/profile/${seller.username}/change-password`, {
      password: 'Ceainic!Verde#42',
      currentPassword: sellerPassword,
    });
    expect(changed.statusCode).toBe(204);
    const mail = await server.inbox.waitFor(seller.email, passwordChanged);
    expect(mail.text).toMatch(/^Bună ziua, .+,\n\nParola contului tău pe .+ a fost schimbată pe .+ \(ora României\)\./);
    expect(mail.text).not.toContain('Ceainic!Verde#42');
    expect(mail.html).not.toContain('Ceainic!Verde#42');

    await server.agent().post(`${auth}/api/profile/forgot-password`, { email: seller.email, recaptchaToken: captcha });
    const link = new URL((await server.inbox.waitFor(seller.email, /Resetarea parolei/)).links[0]!);
    const reset = await server.agent().post(`${auth}/api/profile/reset-password`, {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'Ceasca!Alba#Mare7',
    });
    expect(reset.statusCode).toBe(204);

    await createAdmin(server, 'sefmail');
    const admin = await loggedIn(server, 'sefmail', adminPassword);
    const profile = (await admin.get(`${auth}/api/profile/${seller.uuid}`)).json();
    const { uuid: _uuid, isVerified: _verified, isEnabled: _enabled, roles: _roles, description, ...editable } = profile;
    const edited = await admin.put(`${auth}/api/profile/${seller.uuid}/fullUpdate`, { ...editable, description, password: 'Tava!Rotunda#Lemn3' });
    expect(edited.statusCode).toBe(200);
    await expect.poll(() => server.inbox.mailsTo(seller.email).filter((received) => passwordChanged.test(received.subject)).length).toBe(3);
  });
});
