import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../testing/test-databases';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { auth, captcha, createProductAs, createSeller, loggedIn, sellerPassword, startTestServer, type TestServer } from '../../../testing/test-server';

const registration = (username: string, phone: string) => ({
  username,
  email: `${username}@cafenea.test`,
  phone,
  firstName: 'Ioana',
  lastName: 'Stănescu',
  sellerName: 'Cafeneaua Ioanei SRL',
  sellerIdentifier: 'RO99887760',
  description: 'Cafea de specialitate pentru restaurante',
  password: 'Cafea!Boabe#2024',
  recaptchaToken: captcha,
});

/** The email and token of an e-mailed link, checked to point at the expected page. */
function linkParts(link: string, route: string) {
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`http://localhost:8080${route}`);
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

describeOnEachEngine('account e-mail flows on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it('refuses to register a company whose fiscal code fails its check digit, in Romanian, on its field, and creates nothing (issue #49)', async () => {
    const visitor = server.agent();
    const refused = await visitor.post(`${auth}/api/profile`, { ...registration('cuigresit', '0722000091'), sellerIdentifier: 'RO 1439 9841' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'sellerIdentifier', rule: 'companyCode', message: 'Cifra de control a codului fiscal (CUI) nu se potrivește: verifică fiecare cifră.' },
      ],
    });
    expect(await server.database.db.selectFrom('users').select('uuid').where('username', '=', 'cuigresit').executeTakeFirst()).toBeUndefined();
    const taken = await visitor.post(`${auth}/api/profile`, { ...registration('cuibun', '0722000092'), sellerIdentifier: 'ro 1439 9840' });
    expect(taken.json()).toMatchObject({ sellerIdentifier: 'ro 1439 9840', sellerIdentifierValid: true });
  });

  it('register → activation mail → activate → login → refresh → logout', async () => {
    const visitor = server.agent();
    const created = await visitor.post(`${auth}/api/profile`, registration('ioana1', '0722000001'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'ioana1', isVerified: false, isEnabled: true, roles: [{ name: 'SELLER_HORECA' }] });
    expect(created.json()).not.toHaveProperty('password');

    const early = await visitor.post(`${auth}/api/auth/login`, { username: 'ioana1', password: 'Cafea!Boabe#2024', recaptchaToken: captcha });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('USER_IS_NOT_VERIFIED');

    const mail = await server.inbox.waitFor('ioana1@cafenea.test', /Activează/);
    expect(mail.text).toContain('Bună ziua, Ioana');
    expect(mail.html).toContain('<a href=');
    const link = linkParts(mail.links[0]!, '/activate-account');
    expect(link.email).toBe('ioana1@cafenea.test');

    expect((await visitor.post(`${auth}/api/profile/activate-account`, link)).statusCode).toBe(204);
    const again = await visitor.post(`${auth}/api/profile/activate-account`, link);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_CANNOT_BE_USER_ANYMORE');

    const login = await visitor.post(`${auth}/api/auth/login`, { username: 'ioana1', password: 'Cafea!Boabe#2024', recaptchaToken: captcha });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ username: 'ioana1', roles: ['SELLER_HORECA'] });
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.access_token).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, path: '/svc/auth', sameSite: 'Lax' });
    expect(cookies.loggedUser).toMatchObject({ value: 'ioana1', path: '/' });
    expect(cookies.loggedUser).not.toHaveProperty('httpOnly', true);

    expect((await visitor.get(`${auth}/api/profile/ioana1`)).json()).toMatchObject({ username: 'ioana1', isVerified: true });

    const refreshBefore = visitor.cookie('refresh_token');
    const refreshed = await visitor.post(`${auth}/api/auth/refresh`);
    expect(refreshed.statusCode).toBe(200);
    expect(visitor.cookie('refresh_token')).not.toBe(refreshBefore);

    const logout = await visitor.post(`${auth}/api/auth/logout`);
    expect(logout.statusCode).toBe(204);
    expect(visitor.cookie('access_token')).toBeUndefined();
    expect(visitor.cookie('loggedUser')).toBeUndefined();
    expect(visitor.cookie('refresh_token')).toBeUndefined();
    expect((await visitor.get(`${auth}/api/profile/ioana1`)).statusCode).toBe(401);
  });

  it('refuses a taken username, e-mail or phone with its own code', async () => {
    const visitor = server.agent();
    expect((await visitor.post(`${auth}/api/profile`, registration('dublura', '0722000002'))).statusCode).toBe(201);
    const sameName = await visitor.post(`${auth}/api/profile`, { ...registration('DUBLURA', '0722000003'), email: 'altul@cafenea.test' });
    expect(sameName.json()).toMatchObject({ status: 409, code: 'USERNAME_ALREADY_EXISTS' });
    const sameEmail = await visitor.post(`${auth}/api/profile`, { ...registration('altul2', '0722000004'), email: 'Dublura@Cafenea.test' });
    expect(sameEmail.json()).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_EXISTS' });
    const samePhone = await visitor.post(`${auth}/api/profile`, registration('altul3', '+40722000002'));
    expect(samePhone.json()).toMatchObject({ status: 409, code: 'PHONE_ALREADY_EXISTS' });
  });

  it('validates registration on the server too, and wants a captcha', async () => {
    const visitor = server.agent();
    const bad = await visitor.post(`${auth}/api/profile`, { ...registration('ab_c', '0612'), password: 'parola' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['password', 'phone', 'username']);
    const noCaptcha = await visitor.post(`${auth}/api/profile`, { ...registration('faracaptcha', '0722000005'), recaptchaToken: 'fals' });
    expect(noCaptcha.json()).toMatchObject({ status: 400, code: 'USER_RECAPTCHA_IS_INVALID' });
    expect(await server.database.db.selectFrom('users').select('uuid').where('username', '=', 'faracaptcha').executeTakeFirst()).toBeUndefined();
  });

  it('refuses names with control characters (a new line in a first name), and passwords an attacker would guess', async () => {
    const visitor = server.agent();
    const broken = await visitor.post(`${auth}/api/profile`, {
      ...registration('linienoua', '0722000006'),
      firstName: 'Ana\nPop',
      sellerName: 'Firma\u0007 SRL',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.map((error: { field: string; rule: string; message: string }) => [error.field, error.rule, error.message])).toEqual([
      ['firstName', 'controlCharacters', 'Textul nu poate conține caractere de control, cum ar fi un rând nou.'],
      ['sellerName', 'controlCharacters', 'Textul nu poate conține caractere de control, cum ar fi un rând nou.'],
    ]);
    const multiLine = await visitor.post(`${auth}/api/profile`, { ...registration('randuri', '0722000007'), description: 'Cafea.\nCeai.\tSiropuri.' });
    expect(multiLine.statusCode).toBe(201);
    // Each meets the spec's character rule; each is guessed: a known password in leet, a keyboard row, the account's own name.
    const guessed = async (username: string, phone: string, password: string) => {
      const refused = await visitor.post(`${auth}/api/profile`, { ...registration(username, phone), password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      return refused.json().errors;
    };
    expect(await guessed('comuna', '0722000008', 'P@ssw0rd1')).toEqual([
      {
        field: 'password',
        rule: 'weakPassword',
        message: 'Parola seamănă prea mult cu o parolă foarte folosită, chiar cu litere înlocuite de cifre sau simboluri.',
      },
    ]);
    expect(await guessed('tastatura', '0722000009', 'Qwerty!123')).toEqual([
      { field: 'password', rule: 'weakPassword', message: expect.stringMatching(/^Parola /) },
    ]);
    expect(await guessed('ioanastanescu', '0722000010', 'IoanaStanescu!1')).toEqual([
      { field: 'password', rule: 'weakPassword', message: expect.stringMatching(/^Parola /) },
    ]);
    expect(await server.database.db.selectFrom('users').select('uuid').where('username', 'in', ['comuna', 'tastatura', 'ioanastanescu']).execute()).toEqual([]);
  });

  it('refuses a guessable password at reset, keeping the link, and at change', async () => {
    const seller = await createSeller(server);
    const visitor = server.agent();
    expect((await visitor.post(`${auth}/api/profile/forgot-password`, { email: seller.email, recaptchaToken: captcha })).statusCode).toBe(202);
    const link = linkParts((await server.inbox.waitFor(seller.email, /Resetarea parolei/)).links[0]!, '/password-reset');
    const weak = await visitor.post(`${auth}/api/profile/reset-password`, { ...link, password: `${seller.username}!1` });
    expect(weak.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'password', rule: 'weakPassword' }] });
    expect((await visitor.post(`${auth}/api/profile/reset-password`, { ...link, password: 'Ceasca!Alba#Mare7' })).statusCode).toBe(204);

    const agent = await loggedIn(server, seller.username, 'Ceasca!Alba#Mare7');
    const change = await agent.put(`${auth}/api/profile/${seller.username}/change-password`, {
      password: 'Admin!2025',
      currentPassword: 'Ceasca!Alba#Mare7',
    });
    expect(change.json()).toMatchObject({
      status: 400,
      errors: [{ field: 'password', rule: 'weakPassword', message: expect.stringMatching(/^Parola se ghicește prea ușor\./) }],
    });
    await loggedIn(server, seller.username, 'Ceasca!Alba#Mare7');
  });

  it("refuses the current password as the new one, at change and at reset, and the site's own words and demo passwords (issue #47)", async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const same = await agent.put(`${auth}/api/profile/${seller.username}/change-password`, { password: sellerPassword, currentPassword: sellerPassword });
    expect(same.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'password', rule: 'samePassword', message: 'Parola nouă trebuie să fie diferită de cea actuală.' }],
    });
    for (const password of ['HoReCa2025!', 'Admin2025!!', 'Demo!2025', 'Ceai!Verde#2025']) {
      const guessed = await agent.put(`${auth}/api/profile/${seller.username}/change-password`, { password, currentPassword: sellerPassword });
      expect(guessed.json(), password).toMatchObject({ status: 400, errors: [{ field: 'password', rule: 'weakPassword' }] });
    }

    const visitor = server.agent();
    expect((await visitor.post(`${auth}/api/profile/forgot-password`, { email: seller.email, recaptchaToken: captcha })).statusCode).toBe(202);
    const link = linkParts((await server.inbox.waitFor(seller.email, /Resetarea parolei/)).links[0]!, '/password-reset');
    const reset = await visitor.post(`${auth}/api/profile/reset-password`, { ...link, password: sellerPassword });
    expect(reset.json()).toMatchObject({ status: 400, errors: [{ field: 'password', rule: 'samePassword' }] });
    // The link was not spent on the refusal.
    expect((await visitor.post(`${auth}/api/profile/reset-password`, { ...link, password: 'Lampa!Verde#Noua9' })).statusCode).toBe(204);
  });

  it('forgot password → mail → reset → only the new password works, and the link works once', async () => {
    const seller = await createSeller(server);
    const visitor = server.agent();
    expect((await visitor.post(`${auth}/api/profile/forgot-password`, { email: seller.email, recaptchaToken: captcha })).statusCode).toBe(202);
    const link = linkParts((await server.inbox.waitFor(seller.email, /Resetarea parolei/)).links[0]!, '/password-reset');

    expect((await visitor.post(`${auth}/api/profile/reset-password`, { ...link, password: 'NouaParola!9' })).statusCode).toBe(204);
    const reused = await visitor.post(`${auth}/api/profile/reset-password`, { ...link, password: 'AltaParola!9' });
    expect(reused.json().code).toBe('TOKEN_CANNOT_BE_USER_ANYMORE');

    const oldPassword = await visitor.post(`${auth}/api/auth/login`, { username: seller.username, password: sellerPassword, recaptchaToken: captcha });
    expect(oldPassword.json().code).toBe('PASSWORD_MISS_MATCH');
    await loggedIn(server, seller.username, 'NouaParola!9');
  });

  it('answers forgot-password the same, in about the same time, for an unknown address', async () => {
    const seller = await createSeller(server);
    const visitor = server.agent();
    const time = async (email: string) => {
      const started = performance.now();
      const response = await visitor.post(`${auth}/api/profile/forgot-password`, { email, recaptchaToken: captcha });
      return { status: response.statusCode, body: response.body, ms: performance.now() - started };
    };
    const known = await time(seller.email);
    const unknown = await time('nimeni@nicaieri.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(200);
    await server.inbox.waitFor(seller.email, /Resetarea parolei/);
    expect(server.inbox.mailsTo('nimeni@nicaieri.test')).toEqual([]);
  });

  it('names each way a reset link can be bad', async () => {
    const seller = await createSeller(server);
    const visitor = server.agent();
    await visitor.post(`${auth}/api/profile/forgot-password`, { email: seller.email, recaptchaToken: captcha });
    const link = linkParts((await server.inbox.waitFor(seller.email, /Resetarea parolei/)).links[0]!, '/password-reset');
    const attempt = (body: object) =>
      visitor.post(`${auth}/api/profile/reset-password`, { ...link, password: 'NouaParola!9', ...body }).then((response) => response.json().code);

    expect(await attempt({ token: 'nu-exista' })).toBe('INVALID_TOKEN_FOR_PASSWORD_RESET');
    expect(await attempt({ email: 'altcineva@horeca.test' })).toBe('INVALID_EMAIL_FOR_PASSWORD_RESET');
    await server.database.db
      .updateTable('mail_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset')
      .execute();
    expect(await attempt({})).toBe('EXPIRED_TOKEN_FOR_PASSWORD_RESET');
  });

  it('rejects an activation link with a wrong token or e-mail, or once expired', async () => {
    const visitor = server.agent();
    await visitor.post(`${auth}/api/profile`, registration('expirat', '0722000006'));
    const link = linkParts((await server.inbox.waitFor('expirat@cafenea.test', /Activează/)).links[0]!, '/activate-account');
    const attempt = (body: object) => visitor.post(`${auth}/api/profile/activate-account`, { ...link, ...body }).then((response) => response.json().code);
    expect(await attempt({ token: 'gresit' })).toBe('INVALID_TOKEN');
    expect(await attempt({ email: 'altul@cafenea.test' })).toBe('INVALID_TOKEN');
    await server.database.db
      .updateTable('mail_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'activate')
      .execute();
    expect(await attempt({})).toBe('INVALID_TOKEN');
  });

  it('trigger delete → mail → confirm → the account and its products are gone and its session ends', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const product = await createProductAs(agent, { name: 'Produs de șters cu contul' });
    expect((await agent.delete(`${auth}/api/profile/trigger-delete-account`)).statusCode).toBe(202);
    const link = linkParts((await server.inbox.waitFor(seller.email, /ștergerea contului/)).links[0]!, '/delete-account');

    expect((await agent.delete(`${auth}/api/profile/delete-account`, link)).statusCode).toBe(204);
    expect(agent.cookie('loggedUser')).toBeUndefined();
    expect(await server.database.db.selectFrom('users').select('uuid').where('uuid', '=', seller.uuid).executeTakeFirst()).toBeUndefined();
    expect(await server.database.db.selectFrom('products').select('uuid').where('owner_uuid', '=', seller.uuid).execute()).toEqual([]);
    expect((await server.agent().get(`/svc/search/api/search/${product.uuid}`)).json().code).toBe('PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE');
    const login = await server.agent().post(`${auth}/api/auth/login`, { username: seller.username, password: sellerPassword, recaptchaToken: captcha });
    expect(login.json().code).toBe('PASSWORD_MISS_MATCH');
  });

  it('changes the password of the logged-in user and keeps their current session', async () => {
    const seller = await createSeller(server);
    const here = await loggedIn(server, seller.username);
    const elsewhere = await loggedIn(server, seller.username);
    expect(
      (await here.put(`${auth}/api/profile/${seller.username}/change-password`, { password: 'Schimbata!1', currentPassword: sellerPassword })).statusCode,
    ).toBe(204);
    expect((await here.post(`${auth}/api/auth/refresh`)).statusCode).toBe(200);
    expect((await elsewhere.post(`${auth}/api/auth/refresh`)).json().code).toBe('INVALID_REFRESH_TOKEN');
    await loggedIn(server, seller.username, 'Schimbata!1');
  });

  it('wants the current password for a new one, and counts wrong ones towards the lockout', async () => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    const change = (currentPassword: string) =>
      agent.put(`${auth}/api/profile/${seller.username}/change-password`, { password: 'Preluata!2026', currentPassword });
    const missing = await agent.put(`${auth}/api/profile/${seller.username}/change-password`, { password: 'Preluata!2026' });
    expect(missing.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const wrong = await change('Ghicita!1');
    expect(wrong.json()).toMatchObject({
      status: 400,
      code: 'PASSWORD_MISS_MATCH',
      errors: [{ field: 'currentPassword', rule: 'currentPassword', message: 'Parola actuală nu este corectă.' }],
    });
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await change('Ghicita!1')).statusCode).toBe(400);
    expect((await change(sellerPassword)).json()).toMatchObject({ status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN' });
    await loggedIn(server, seller.username).then(
      () => expect.unreachable('a login from the blocked address must wait'),
      (error: Error) => expect(error.message).toContain('429'),
    );
  });
});

describe('mail without SMTP', () => {
  it('writes each message to DATA_DIR/mail as a real .eml and logs its link', async () => {
    const engine = testEngines[0]!;
    const server = await startTestServer(engine, { env: { SMTP_URL: '' } });
    try {
      const response = await server.agent().post(`${auth}/api/profile`, registration('outbox1', '0722000099'));
      expect(response.statusCode).toBe(201);
      const outbox = join(server.app.config.dataDir, 'mail');
      const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(outbox, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: outbox1@cafenea\.test$/m);
      expect(eml).toMatch(/^Content-Type: text\/plain/m);
      expect(eml).toContain('http://localhost:8080/activate-account?email=');
    } finally {
      await server.close();
    }
  });
});
