import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../../openapi/clients/api-clients';
import { createAuthClient } from '../../openapi/clients/service-clients';
import { localCaptchaToken } from '../../openapi/runtime-config';
import {
  admin,
  ana,
  anaPhoneSession,
  bob,
  ioana,
  loginStepOfAna,
  mailTokens,
  passkeyOfAna,
  providerNames,
  recoveryCodeOfAna,
  refreshTokenOfAna,
  states,
  buyerIds,
  invitationOfRadu,
  mihai,
  radu,
} from '../fixtures';
import {
  boolean,
  cookieJarFetch,
  eachLike,
  integer,
  number,
  jsonHeaders,
  metricsBody,
  pactWith,
  problem,
  problemHeaders,
  profileBody,
  regex,
  setCookie,
  string,
  uuid,
  instant,
} from './pact-harness';

const pact = pactWith(providerNames.auth);
const asAna = { Cookie: 'access_token=pact-access-ana' };
const asAdmin = { Cookie: 'access_token=pact-access-admin' };
const client = (url: string, cookies: Record<string, string> = {}) => createAuthClient({ baseUrl: url, fetch: cookieJarFetch(cookies) });
const anaClient = (url: string) => client(url, { access_token: 'pact-access-ana' });
const adminClient = (url: string) => client(url, { access_token: 'pact-access-admin' });
const base64Url = '^[A-Za-z0-9_-]+$';
/** A well-formed WebAuthn answer to a challenge the site never issued. */
const unissuedCredential = { id: 'AAAA', rawId: 'AAAA', type: 'public-key' as const, clientExtensionResults: {}, response: { clientDataJSON: 'e30' } };
const sessionBody = { username: string('anapop'), roles: eachLike(regex('ADMIN_HORECA|SELLER_HORECA', 'SELLER_HORECA')) };
const profileUpdate = { firstName: 'Ana Maria', lastName: 'Popescu', phone: '0722000999' };
/** Ana's profile exactly as GET returns it, sent back with one change (docs/product.md §7: "whole profile object"). */
const anaAsRead = {
  uuid: ana.uuid,
  username: ana.username,
  email: ana.email,
  phone: ana.phone,
  firstName: 'Ana',
  lastName: 'Popescu',
  sellerName: 'Cafeneaua Anei SRL',
  sellerIdentifier: 'RO12345674',
  description: 'Cafea de specialitate',
  isVerified: true,
  isEnabled: true,
  roles: [{ name: 'SELLER_HORECA' as const }],
};
const fullUpdate = {
  username: ana.username,
  email: ana.email,
  phone: ana.phone,
  firstName: 'Ana',
  lastName: 'Ionescu',
  sellerName: 'Cafeneaua Anei SRL',
  sellerIdentifier: 'RO12345674',
};
const registration = {
  username: 'ioana',
  email: 'ioana@cafenea.test',
  phone: '0722000333',
  firstName: 'Ioana',
  lastName: 'Stan',
  sellerName: 'Ceainăria Ioanei SRL',
  sellerIdentifier: 'RO65432100',
  password: 'Munte!Verde#2031',
  recaptchaToken: localCaptchaToken,
};

describe('auth service contract: sessions', () => {
  it('logs in with username, password and captcha; the three session cookies and the device cookie (decision 022) are set', async () => {
    const body = { username: ana.username, password: ana.password, recaptchaToken: localCaptchaToken };
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('ana logging in')
      .withRequest('POST', '/api/auth/login', (builder) => builder.jsonBody(body))
      .willRespondWith(200, (builder) =>
        builder.headers({ ...jsonHeaders, 'Set-Cookie': setCookie('(access_token|refresh_token|loggedUser|device)', 'loggedUser=ana') }).jsonBody(sessionBody),
      )
      .executeTest(async (server) => {
        const { data } = await client(server.url).POST('/api/auth/login', { body });
        expect(data).toEqual({ username: 'anapop', roles: ['SELLER_HORECA'] });
      });
  });

  it('answers a temporarily blocked account with when it may try again', async () => {
    const body = { username: ana.username, password: ana.password, recaptchaToken: localCaptchaToken };
    await pact
      .addInteraction()
      .given(states.anaBlocked)
      .uponReceiving('ana logging in while blocked')
      .withRequest('POST', '/api/auth/login', (builder) => builder.jsonBody(body))
      .willRespondWith(429, (builder) =>
        builder.headers(problemHeaders).jsonBody(
          problem(429, 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', {
            params: { retryAfterSeconds: integer(60), blockedUntil: instant('2026-11-22T09:31:00.000Z') },
          }),
        ),
      )
      .executeTest(async (server) => {
        const { error } = await client(server.url).POST('/api/auth/login', { body });
        expect(error).toMatchObject({ code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', params: { retryAfterSeconds: 60 } });
      });
  });

  it('after a 401, refreshes once and retries the call', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('a call with an expired access token')
      .withRequest('GET', '/api/profile/anapop/roles', (builder) => builder.headers({ Cookie: `refresh_token=${refreshTokenOfAna}; access_token=expired` }))
      .willRespondWith(401, (builder) => builder.headers(problemHeaders).jsonBody(problem(401, 'AUTHENTICATION_REQUIRED')))
      .executeTest(async (server) => {
        const { response } = await client(server.url, { refresh_token: refreshTokenOfAna, access_token: 'expired' }).GET('/api/profile/{id}/roles', {
          params: { path: { id: 'anapop' } },
        });
        expect(response.status).toBe(401);
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('a refresh with a valid refresh token')
      .withRequest('POST', '/api/auth/refresh', (builder) => builder.headers({ Cookie: `refresh_token=${refreshTokenOfAna}` }))
      .willRespondWith(200, (builder) =>
        builder
          .headers({ ...jsonHeaders, 'Set-Cookie': setCookie('(access_token|refresh_token|loggedUser)', 'access_token=pact-access-ana') })
          .jsonBody(sessionBody),
      )
      .executeTest(async (server) => {
        const { data } = await client(server.url, { refresh_token: refreshTokenOfAna }).POST('/api/auth/refresh');
        expect(data?.username).toBe('anapop');
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana reading her roles')
      .withRequest('GET', '/api/profile/anapop/roles', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(eachLike(regex('ADMIN_HORECA|SELLER_HORECA', 'SELLER_HORECA'))))
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).GET('/api/profile/{id}/roles', { params: { path: { id: 'anapop' } } });
        expect(data).toEqual(['SELLER_HORECA']);
      });
  });

  it('expires the session when the refresh itself answers 401', async () => {
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a refresh with an unknown refresh token')
      .withRequest('POST', '/api/auth/refresh', (builder) => builder.headers({ Cookie: 'refresh_token=unknown' }))
      .willRespondWith(401, (builder) => builder.headers(problemHeaders).jsonBody(problem(401, 'INVALID_REFRESH_TOKEN')))
      .executeTest(async (server) => {
        const onSessionExpired = vi.fn();
        const clients = createApiClients({
          services: { auth: server.url, product: server.url, search: server.url },
          onSessionExpired,
          fetch: cookieJarFetch({ refresh_token: 'unknown' }),
        });
        const { response } = await clients.auth.POST('/api/auth/refresh');
        expect(response.status).toBe(401);
        expect(onSessionExpired).toHaveBeenCalledTimes(1);
      });
  });

  it('logs out', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana logging out')
      .withRequest('POST', '/api/auth/logout', (builder) => builder.headers({ Cookie: `refresh_token=${refreshTokenOfAna}` }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect((await client(server.url, { refresh_token: refreshTokenOfAna }).POST('/api/auth/logout')).response.status).toBe(204);
      });
  });
});

describe('auth service contract: accounts', () => {
  it('registers a seller', async () => {
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a visitor registering as a seller')
      .withRequest('POST', '/api/profile', (builder) => builder.jsonBody(registration))
      .willRespondWith(201, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody({ username: string('ioana'), isVerified: boolean(false) })))
      .executeTest(async (server) => {
        const { data } = await client(server.url).POST('/api/profile', { body: registration });
        expect(data?.isVerified).toBe(false);
      });
  });

  it('refuses a taken username with USERNAME_ALREADY_EXISTS', async () => {
    const body = { ...registration, username: 'anapop', email: 'alta@cafenea.test', phone: '0722000555' };
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('a visitor registering with a taken username')
      .withRequest('POST', '/api/profile', (builder) => builder.jsonBody(body))
      .willRespondWith(409, (builder) => builder.headers(problemHeaders).jsonBody(problem(409, 'USERNAME_ALREADY_EXISTS')))
      .executeTest(async (server) => {
        expect((await client(server.url).POST('/api/profile', { body })).error).toMatchObject({ code: 'USERNAME_ALREADY_EXISTS' });
      });
  });

  it('activates an account from the e-mailed link', async () => {
    const body = { email: ioana.email, token: mailTokens.activation };
    await pact
      .addInteraction()
      .given(states.ioanaHasActivationLink)
      .uponReceiving('ioana activating her account')
      .withRequest('POST', '/api/profile/activate-account', (builder) => builder.jsonBody(body))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect((await client(server.url).POST('/api/profile/activate-account', { body })).response.status).toBe(204);
      });
  });

  it('asks for a password reset e-mail, and resets with the link', async () => {
    const forgot = { email: ana.email, recaptchaToken: localCaptchaToken };
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('ana asking for a password reset e-mail')
      .withRequest('POST', '/api/profile/forgot-password', (builder) => builder.jsonBody(forgot))
      .willRespondWith(202)
      .executeTest(async (server) => {
        expect((await client(server.url).POST('/api/profile/forgot-password', { body: forgot })).response.status).toBe(202);
      });
    const reset = { email: ana.email, token: mailTokens.reset, password: 'NouaParola!9' };
    await pact
      .addInteraction()
      .given(states.anaHasResetLink)
      .uponReceiving('ana setting a new password from the link')
      .withRequest('POST', '/api/profile/reset-password', (builder) => builder.jsonBody(reset))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect((await client(server.url).POST('/api/profile/reset-password', { body: reset })).response.status).toBe(204);
      });
  });

  it('reads, updates and changes the password of her own profile', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana reading her profile')
      .withRequest('GET', '/api/profile/anapop', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody()))
      .executeTest(async (server) => {
        expect((await anaClient(server.url).GET('/api/profile/{id}', { params: { path: { id: 'anapop' } } })).data?.username).toBe('anapop');
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana updating her names and phone')
      .withRequest('PUT', '/api/profile/anapop', (builder) => builder.headers(asAna).jsonBody(profileUpdate))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody({ firstName: string('Ana Maria') })))
      .executeTest(async (server) => {
        expect((await anaClient(server.url).PUT('/api/profile/{id}', { params: { path: { id: 'anapop' } }, body: profileUpdate })).data?.firstName).toBe(
          'Ana Maria',
        );
      });
    const sentBack = { ...anaAsRead, firstName: 'Anca' };
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana sending back her whole profile as she read it, with a new first name')
      .withRequest('PUT', '/api/profile/anapop', (builder) => builder.headers(asAna).jsonBody(sentBack))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody({ firstName: string('Anca') })))
      .executeTest(async (server) => {
        expect((await anaClient(server.url).PUT('/api/profile/{id}', { params: { path: { id: 'anapop' } }, body: sentBack })).data?.firstName).toBe('Anca');
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana changing her password, proving the current one')
      .withRequest('PUT', '/api/profile/anapop/change-password', (builder) =>
        builder.headers(asAna).jsonBody({ password: 'Schimbata!1', currentPassword: ana.password }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const body = { password: 'Schimbata!1', currentPassword: ana.password };
        const { response } = await anaClient(server.url).PUT('/api/profile/{id}/change-password', { params: { path: { id: 'anapop' } }, body });
        expect(response.status).toBe(204);
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana changing her password with a wrong current one')
      .withRequest('PUT', '/api/profile/anapop/change-password', (builder) =>
        builder.headers(asAna).jsonBody({ password: 'Schimbata!1', currentPassword: 'NuEAsta!9' }),
      )
      .willRespondWith(400, (builder) =>
        builder.headers(problemHeaders).jsonBody(
          problem(400, 'PASSWORD_MISS_MATCH', {
            errors: eachLike({
              field: regex('^currentPassword$', 'currentPassword'),
              rule: regex('^currentPassword$', 'currentPassword'),
              message: string('Parola actuală nu este corectă.'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const body = { password: 'Schimbata!1', currentPassword: 'NuEAsta!9' };
        const { error, response } = await anaClient(server.url).PUT('/api/profile/{id}/change-password', { params: { path: { id: 'anapop' } }, body });
        expect(response.status).toBe(400);
        expect(error).toMatchObject({ code: 'PASSWORD_MISS_MATCH' });
      });
  });

  it('downloads everything the site holds about her, without a secret (issue #51, decision 051)', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana downloading her data')
      .withRequest('POST', '/api/profile/anapop/data', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          exportedAt: instant('2026-11-29T09:30:00.000Z'),
          profile: profileBody(),
          products: [],
          sessions: eachLike({
            device: string('Chrome pe Linux'),
            network: string('192.0.2.0/24'),
            signedInAt: instant('2026-11-24T09:30:00.000Z'),
            lastUsedAt: instant('2026-11-24T10:15:00.000Z'),
            secondFactor: regex('^(|totp|recoveryCode|passkey)$', ''),
          }),
          secondFactors: { authenticatorAddedAt: null, recoveryCodesLeft: integer(0), passkeys: [] },
          securityMails: [],
          heldMail: [],
          contactMessages: [],
          reports: [],
          moderationDecisions: [],
        }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).POST('/api/profile/{id}/data', { params: { path: { id: 'anapop' } } });
        expect(data?.profile.username).toBe('anapop');
        expect(data?.secondFactors.recoveryCodesLeft).toBe(0);
      });
  });

  it('lists her sessions and ends one, or all but this one (decision 021)', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana listing her sessions')
      .withRequest('GET', '/api/profile/anapop/sessions', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          sessions: eachLike({
            id: uuid(ana.uuid),
            device: string('Chrome pe Linux'),
            network: string('192.0.2.0/24'),
            signedInAt: instant('2026-11-24T09:30:00.000Z'),
            lastUsedAt: instant('2026-11-24T10:15:00.000Z'),
            current: boolean(true),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).GET('/api/profile/{id}/sessions', { params: { path: { id: 'anapop' } } });
        expect(data?.sessions[0]?.device).toBe('Chrome pe Linux');
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana ending the session on her phone')
      .withRequest('DELETE', `/api/profile/anapop/sessions/${anaPhoneSession}`, (builder) => builder.headers(asAna))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { response } = await anaClient(server.url).DELETE('/api/profile/{id}/sessions/{sessionId}', {
          params: { path: { id: 'anapop', sessionId: anaPhoneSession } },
        });
        expect(response.status).toBe(204);
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana ending a session that has already ended')
      .withRequest('DELETE', `/api/profile/anapop/sessions/${bob.uuid}`, (builder) => builder.headers(asAna))
      .willRespondWith(404, (builder) => builder.headers(problemHeaders).jsonBody(problem(404, 'SESSION_NOT_FOUND')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).DELETE('/api/profile/{id}/sessions/{sessionId}', {
          params: { path: { id: 'anapop', sessionId: bob.uuid } },
        });
        expect(error).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana ending every session but this one')
      .withRequest('DELETE', '/api/profile/anapop/sessions', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ ended: integer(1) }))
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).DELETE('/api/profile/{id}/sessions', { params: { path: { id: 'anapop' } } });
        expect(data?.ended).toBe(1);
      });
  });

  it('signs in in two steps when the account has a second factor (decision 023)', async () => {
    const body = { username: ana.username, password: ana.password, recaptchaToken: localCaptchaToken };
    await pact
      .addInteraction()
      .given(states.anaHasAuthenticator)
      .uponReceiving('ana typing her password, her account having an authenticator')
      .withRequest('POST', '/api/auth/login', (builder) => builder.jsonBody(body))
      .willRespondWith(202, (builder) =>
        builder
          .headers({ ...jsonHeaders, 'Set-Cookie': setCookie('login_step', 'pact-login-step-ana') })
          .jsonBody({ methods: eachLike(regex('totp|recoveryCode|passkey', 'totp')) }),
      )
      .executeTest(async (server) => {
        const { data, response } = await client(server.url).POST('/api/auth/login', { body });
        expect(response.status).toBe(202);
        expect(data && 'methods' in data ? data.methods : []).toContain('totp');
      });
    const answer = { method: 'recoveryCode' as const, code: recoveryCodeOfAna };
    await pact
      .addInteraction()
      .given(states.anaHasAuthenticator)
      .uponReceiving('ana finishing her login with a recovery code')
      .withRequest('POST', '/api/auth/login/second-factor', (builder) => builder.headers({ Cookie: `login_step=${loginStepOfAna}` }).jsonBody(answer))
      .willRespondWith(200, (builder) =>
        builder
          .headers({ ...jsonHeaders, 'Set-Cookie': setCookie('(access_token|refresh_token|loggedUser|device|login_step)', 'loggedUser=ana') })
          .jsonBody(sessionBody),
      )
      .executeTest(async (server) => {
        const { data } = await client(server.url, { login_step: loginStepOfAna }).POST('/api/auth/login/second-factor', { body: answer });
        expect(data?.username).toBe('anapop');
      });
    const wrong = { method: 'totp' as const, code: '000000' };
    await pact
      .addInteraction()
      .given(states.anaHasAuthenticator)
      .uponReceiving('ana typing a wrong code from her authenticator')
      .withRequest('POST', '/api/auth/login/second-factor', (builder) => builder.headers({ Cookie: `login_step=${loginStepOfAna}` }).jsonBody(wrong))
      .willRespondWith(401, (builder) => builder.headers(problemHeaders).jsonBody(problem(401, 'SECOND_FACTOR_INVALID')))
      .executeTest(async (server) => {
        const { error } = await client(server.url, { login_step: loginStepOfAna }).POST('/api/auth/login/second-factor', { body: wrong });
        expect(error).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
      });
  });

  it('reads, adds and replaces her second factors (decision 023)', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana reading her second factors')
      .withRequest('GET', '/api/profile/anapop/second-factors', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) =>
        builder
          .headers(jsonHeaders)
          .jsonBody({ authenticator: null, passkeys: [], recoveryCodesLeft: integer(0), required: boolean(false), sessionPassed: boolean(false) }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).GET('/api/profile/{id}/second-factors', { params: { path: { id: 'anapop' } } });
        expect(data?.authenticator).toBeNull();
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana starting to add an authenticator app')
      .withRequest('POST', '/api/profile/anapop/authenticator', (builder) => builder.headers(asAna))
      .willRespondWith(201, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          secret: regex('^[A-Z2-7]{32}$', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
          otpauthUri: regex(
            '^otpauth://totp/.*secret=[A-Z2-7]{32}.*$',
            'otpauth://totp/Catalog%20HoReCa:anapop?issuer=Catalog%20HoReCa&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
          ),
        }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).POST('/api/profile/{id}/authenticator', { params: { path: { id: 'anapop' } } });
        expect(data?.secret).toHaveLength(32);
      });
    await pact
      .addInteraction()
      .given(states.anaStartedAuthenticator)
      .uponReceiving('ana confirming her authenticator with a wrong code')
      .withRequest('PUT', '/api/profile/anapop/authenticator', (builder) => builder.headers(asAna).jsonBody({ code: '000000', endOtherSessions: true }))
      .willRespondWith(400, (builder) => builder.headers(problemHeaders).jsonBody(problem(400, 'SECOND_FACTOR_INVALID')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).PUT('/api/profile/{id}/authenticator', {
          params: { path: { id: 'anapop' } },
          body: { code: '000000', endOtherSessions: true },
        });
        expect(error).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
      });
    await pact
      .addInteraction()
      .given(states.anaHasAuthenticator)
      .uponReceiving('ana replacing her recovery codes')
      .withRequest('POST', '/api/profile/anapop/recovery-codes', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({ recoveryCodes: eachLike(regex('^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$', 'k7f2-xq4m-m3pd'), 10) }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).POST('/api/profile/{id}/recovery-codes', { params: { path: { id: 'anapop' } } });
        expect(data?.recoveryCodes).toHaveLength(10);
      });
  });

  it('types her password again before ending sessions or changing factors (decision 025)', async () => {
    const right = { password: ana.password };
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana typing her password again')
      .withRequest('POST', '/api/profile/anapop/reauthenticate', (builder) => builder.headers(asAna).jsonBody(right))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { response } = await anaClient(server.url).POST('/api/profile/{id}/reauthenticate', { params: { path: { id: 'anapop' } }, body: right });
        expect(response.status).toBe(204);
      });
    const wrong = { password: 'Nu!Este#Parola1' };
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana typing a wrong password again')
      .withRequest('POST', '/api/profile/anapop/reauthenticate', (builder) => builder.headers(asAna).jsonBody(wrong))
      .willRespondWith(400, (builder) => builder.headers(problemHeaders).jsonBody(problem(400, 'PASSWORD_MISS_MATCH')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).POST('/api/profile/{id}/reauthenticate', { params: { path: { id: 'anapop' } }, body: wrong });
        expect(error).toMatchObject({ code: 'PASSWORD_MISS_MATCH' });
      });
  });

  it('proves a recent sign-in with her second factor too, when her account has one (decision 043)', async () => {
    const withCode = { password: ana.password, secondFactor: { method: 'recoveryCode' as const, code: recoveryCodeOfAna } };
    await pact
      .addInteraction()
      .given(states.anaHasAuthenticator)
      .uponReceiving('ana typing her password and a recovery code again')
      .withRequest('POST', '/api/profile/anapop/reauthenticate', (builder) => builder.headers(asAna).jsonBody(withCode))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { response } = await anaClient(server.url).POST('/api/profile/{id}/reauthenticate', { params: { path: { id: 'anapop' } }, body: withCode });
        expect(response.status).toBe(204);
      });
    const passwordAlone = { password: ana.password };
    await pact
      .addInteraction()
      .given(states.anaHasAuthenticator)
      .uponReceiving('ana, whose account has an authenticator, typing only her password again')
      .withRequest('POST', '/api/profile/anapop/reauthenticate', (builder) => builder.headers(asAna).jsonBody(passwordAlone))
      .willRespondWith(400, (builder) =>
        builder
          .headers(problemHeaders)
          .jsonBody({ ...problem(400, 'VALIDATION_FAILED'), errors: eachLike({ field: 'secondFactor', rule: 'required', message: string('x') }) }),
      )
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).POST('/api/profile/{id}/reauthenticate', { params: { path: { id: 'anapop' } }, body: passwordAlone });
        expect(error).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'secondFactor' }] });
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana, without a passkey, asking for a challenge to prove a recent sign-in with one')
      .withRequest('POST', '/api/profile/anapop/reauthenticate/passkey-options', (builder) => builder.headers(asAna))
      .willRespondWith(409, (builder) => builder.headers(problemHeaders).jsonBody(problem(409, 'PASSKEY_NOT_FOUND')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).POST('/api/profile/{id}/reauthenticate/passkey-options', { params: { path: { id: 'anapop' } } });
        expect(error).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
      });
  });

  it('signs in with a passkey, and adds one (decision 024)', async () => {
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a visitor asking for a passkey challenge')
      .withRequest('POST', '/api/auth/login/passkey-options')
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          challenge: regex(base64Url, 'dGhlLWNoYWxsZW5nZS1pcy1yYW5kb20'),
          rpId: string('localhost'),
          userVerification: 'required',
          timeout: integer(300000),
          allowCredentials: [],
        }),
      )
      .executeTest(async (server) => {
        const { data } = await client(server.url).POST('/api/auth/login/passkey-options');
        expect(data?.userVerification).toBe('required');
      });
    const assertion = { credential: unissuedCredential };
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a visitor answering a passkey challenge the site never issued')
      .withRequest('POST', '/api/auth/login/passkey', (builder) => builder.jsonBody(assertion))
      .willRespondWith(401, (builder) => builder.headers(problemHeaders).jsonBody(problem(401, 'PASSKEY_INVALID')))
      .executeTest(async (server) => {
        const { error } = await client(server.url).POST('/api/auth/login/passkey', { body: assertion });
        expect(error).toMatchObject({ code: 'PASSKEY_INVALID' });
      });
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana asking to add a passkey')
      .withRequest('POST', '/api/profile/anapop/passkey-options', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          challenge: regex(base64Url, 'dGhlLWNoYWxsZW5nZS1pcy1yYW5kb20'),
          rp: { name: string('Catalog HoReCa'), id: string('localhost') },
          user: { id: regex(base64Url, 'ESIzRFVmR3iJmqu8zd7-8A'), name: string('anapop'), displayName: string('Ana Pop') },
          pubKeyCredParams: eachLike({ alg: integer(-7), type: 'public-key' }),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required', requireResidentKey: boolean(true) },
        }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).POST('/api/profile/{id}/passkey-options', { params: { path: { id: 'anapop' } } });
        expect(data?.rp).toMatchObject({ id: 'localhost' });
      });
    const added = { name: 'Telefonul meu', credential: unissuedCredential, endOtherSessions: true };
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana adding a passkey with an answer to no challenge of hers')
      .withRequest('POST', '/api/profile/anapop/passkeys', (builder) => builder.headers(asAna).jsonBody(added))
      .willRespondWith(400, (builder) => builder.headers(problemHeaders).jsonBody(problem(400, 'PASSKEY_INVALID')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).POST('/api/profile/{id}/passkeys', { params: { path: { id: 'anapop' } }, body: added });
        expect(error).toMatchObject({ code: 'PASSKEY_INVALID' });
      });
  });

  it('deletes an account in two steps: the e-mail, then the link', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana asking to delete her account')
      .withRequest('DELETE', '/api/profile/trigger-delete-account', (builder) => builder.headers(asAna))
      .willRespondWith(202)
      .executeTest(async (server) => {
        expect((await anaClient(server.url).DELETE('/api/profile/trigger-delete-account')).response.status).toBe(202);
      });
    const body = { email: ana.email, token: mailTokens.deletion };
    await pact
      .addInteraction()
      .given(states.anaHasDeletionLink)
      .uponReceiving('ana confirming the deletion from the link')
      .withRequest('DELETE', '/api/profile/delete-account', (builder) => builder.jsonBody(body))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect((await client(server.url).DELETE('/api/profile/delete-account', { body })).response.status).toBe(204);
      });
  });

  it('sends a contact message', async () => {
    const body = { name: 'Radu Pavel', email: 'radu@hotel.test', message: 'Aș dori o ofertă.', recaptchaToken: localCaptchaToken };
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a visitor sending a contact message')
      .withRequest('POST', '/api/contact', (builder) => builder.jsonBody(body))
      .willRespondWith(202)
      .executeTest(async (server) => {
        expect((await client(server.url).POST('/api/contact', { body })).response.status).toBe(202);
      });
  });
});

describe('auth service contract: administration', () => {
  it("removes a user's lost authenticator app (decision 023)", async () => {
    await pact
      .addInteraction()
      .given(states.adminAndAnaWithAuthenticator)
      .uponReceiving("an admin removing ana's authenticator app")
      .withRequest('DELETE', `/api/profile/${ana.uuid}/authenticator`, (builder) => builder.headers(asAdmin))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { response } = await adminClient(server.url).DELETE('/api/profile/{id}/authenticator', { params: { path: { id: ana.uuid } } });
        expect(response.status).toBe(204);
      });
  });

  it("removes a user's lost passkey (decision 024)", async () => {
    await pact
      .addInteraction()
      .given(states.adminAndAnaWithPasskey)
      .uponReceiving("an admin removing ana's passkey")
      .withRequest('DELETE', `/api/profile/${ana.uuid}/passkeys/${passkeyOfAna.id}`, (builder) => builder.headers(asAdmin))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { response } = await adminClient(server.url).DELETE('/api/profile/{id}/passkeys/{passkeyId}', {
          params: { path: { id: ana.uuid, passkeyId: passkeyOfAna.id } },
        });
        expect(response.status).toBe(204);
      });
  });

  it('lists users with a search, page by page', async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin listing users who match "anapop"')
      .withRequest('GET', '/api/profile', (builder) => builder.headers(asAdmin).query({ perPage: '6', page: '0', identifier: 'anapop' }))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({ profiles: eachLike(profileBody()), perPage: integer(6), totalPages: integer(1), totalItems: integer(1) }),
      )
      .executeTest(async (server) => {
        const { data } = await adminClient(server.url).GET('/api/profile', { params: { query: { perPage: 6, page: 0, identifier: 'anapop' } } });
        expect(data?.profiles[0]?.username).toBe('anapop');
      });
  });

  it('answers a seller on an admin route with 403 USER_TRIED_ADMIN_MODE', async () => {
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana asking for the user list')
      .withRequest('GET', '/api/profile', (builder) => builder.headers(asAna).query({ perPage: '6', page: '0' }))
      .willRespondWith(403, (builder) => builder.headers(problemHeaders).jsonBody(problem(403, 'USER_TRIED_ADMIN_MODE')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).GET('/api/profile', { params: { query: { perPage: 6, page: 0 } } });
        expect(error).toMatchObject({ code: 'USER_TRIED_ADMIN_MODE' });
      });
  });

  it("ends all of a user's sessions", async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving("an admin ending all of ana's sessions")
      .withRequest('DELETE', `/api/profile/${ana.uuid}/sessions`, (builder) => builder.headers(asAdmin))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ ended: integer(1) }))
      .executeTest(async (server) => {
        const { data } = await adminClient(server.url).DELETE('/api/profile/{id}/sessions', { params: { path: { id: ana.uuid } } });
        expect(data?.ended).toBe(1);
      });
  });

  it('lets a seller say her delivery terms, and answers them in the canonical spelling and week order (issue #49)', async () => {
    const terms = { cities: ['Iasi'], days: ['FRI', 'MON'], cutoffHour: 14, minimumOrder: 300 };
    await pact
      .addInteraction()
      .given(states.anaLoggedIn)
      .uponReceiving('ana setting her delivery terms')
      .withRequest('PUT', `/api/profile/${ana.uuid}/delivery-terms`, (builder) => builder.headers(asAna).jsonBody(terms))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody(
          profileBody({
            slug: string('cafeneaua-anei-srl'),
            deliveryTerms: { cities: ['Iași'], days: ['MON', 'FRI'], cutoffHour: integer(14), minimumOrder: number(300) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).PUT('/api/profile/{id}/delivery-terms', {
          params: { path: { id: ana.uuid } },
          body: { cities: ['Iasi'], days: ['FRI', 'MON'], cutoffHour: 14, minimumOrder: 300 },
        });
        expect(data?.deliveryTerms).toEqual({ cities: ['Iași'], days: ['MON', 'FRI'], cutoffHour: 14, minimumOrder: 300 });
      });
  });

  it("asks ANAF's register about a seller's company, and hears when the register is not configured (issue #49)", async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving("an admin asking ANAF about ana's company on a server without the register")
      .withRequest('POST', `/api/profile/${ana.uuid}/company-check`, (builder) => builder.headers(asAdmin))
      .willRespondWith(503, (builder) =>
        builder
          .headers(problemHeaders)
          .jsonBody(problem(503, 'SERVICE_UNAVAILABLE', { detail: string('Registrul ANAF nu este configurat pe acest server: firmele rămân neverificate.') })),
      )
      .executeTest(async (server) => {
        const { error, response } = await adminClient(server.url).POST('/api/profile/{id}/company-check', { params: { path: { id: ana.uuid } } });
        expect(response.status).toBe(503);
        expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      });
  });

  it('validates, disables, fully updates and deletes users', async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin validating ana')
      .withRequest('POST', `/api/profile/${ana.uuid}/verified`, (builder) => builder.headers(asAdmin).jsonBody({ state: true }))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody()))
      .executeTest(async (server) => {
        expect(
          (await adminClient(server.url).POST('/api/profile/{id}/verified', { params: { path: { id: ana.uuid } }, body: { state: true } })).data?.isVerified,
        ).toBe(true);
      });
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin disabling ana')
      .withRequest('POST', `/api/profile/${ana.uuid}/enabled`, (builder) => builder.headers(asAdmin).jsonBody({ state: false }))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody({ isEnabled: boolean(false) })))
      .executeTest(async (server) => {
        expect(
          (await adminClient(server.url).POST('/api/profile/{id}/enabled', { params: { path: { id: ana.uuid } }, body: { state: false } })).data?.isEnabled,
        ).toBe(false);
      });
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving("an admin updating ana's whole profile")
      .withRequest('PUT', `/api/profile/${ana.uuid}/fullUpdate`, (builder) => builder.headers(asAdmin).jsonBody(fullUpdate))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody({ lastName: string('Ionescu') })))
      .executeTest(async (server) => {
        expect(
          (await adminClient(server.url).PUT('/api/profile/{uuid}/fullUpdate', { params: { path: { uuid: ana.uuid } }, body: fullUpdate })).data?.lastName,
        ).toBe('Ionescu');
      });
    const readAndChanged = { ...anaAsRead, lastName: 'Vasilescu' };
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving("an admin sending back ana's whole profile as read, with a new last name")
      .withRequest('PUT', `/api/profile/${ana.uuid}/fullUpdate`, (builder) => builder.headers(asAdmin).jsonBody(readAndChanged))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(profileBody({ lastName: string('Vasilescu') })))
      .executeTest(async (server) => {
        const { data } = await adminClient(server.url).PUT('/api/profile/{uuid}/fullUpdate', { params: { path: { uuid: ana.uuid } }, body: readAndChanged });
        expect(data?.lastName).toBe('Vasilescu');
      });
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin deleting bob1')
      .withRequest('DELETE', `/api/profile/${bob.uuid}`, (builder) => builder.headers(asAdmin))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect((await adminClient(server.url).DELETE('/api/profile/{id}', { params: { path: { id: bob.uuid } } })).response.status).toBe(204);
      });
  });

  it('never lets an admin account be disabled: ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED', async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin trying to disable an admin')
      .withRequest('POST', `/api/profile/${admin.uuid}/enabled`, (builder) => builder.headers(asAdmin).jsonBody({ state: false }))
      .willRespondWith(403, (builder) => builder.headers(problemHeaders).jsonBody(problem(403, 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED')))
      .executeTest(async (server) => {
        const { error } = await adminClient(server.url).POST('/api/profile/{id}/enabled', { params: { path: { id: admin.uuid } }, body: { state: false } });
        expect(error).toMatchObject({ code: 'ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED' });
      });
  });

  it('gives an admin the user counts and the auth metrics', async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin reading the user counts')
      .withRequest('GET', '/api/profile/admin/stats', (builder) => builder.headers(asAdmin))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ totalUsers: integer(3), activeUsers: integer(3) }))
      .executeTest(async (server) => {
        expect((await adminClient(server.url).GET('/api/profile/admin/stats')).data?.totalUsers).toBe(3);
      });
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin reading the auth metrics')
      .withRequest('GET', '/api/profile/admin/metrics', (builder) => builder.headers(asAdmin))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(metricsBody('auth')))
      .executeTest(async (server) => {
        expect((await adminClient(server.url).GET('/api/profile/admin/metrics')).data?.service).toBe('auth');
      });
  });
});

describe('auth service contract: buyers (issue #50, decision 053)', () => {
  const asRadu = { Cookie: 'access_token=pact-access-radu' };
  const raduClient = (url: string) => client(url, { access_token: 'pact-access-radu' });
  const location = { uuid: uuid(buyerIds.location), name: string('Bistro Centru'), city: string('Cluj-Napoca'), address: string('Str. Memorandumului 1') };
  const companyBody = (overrides: Record<string, unknown> = {}) => ({
    uuid: uuid(buyerIds.company),
    name: string('Bistro Radu SRL'),
    identifier: string('RO18547290'),
    membership: regex('OWNER|MEMBER', 'OWNER'),
    locations: eachLike(location),
    members: eachLike({
      uuid: uuid(radu.uuid),
      username: string('radubistro'),
      firstName: string('Ana'),
      lastName: string('Popescu'),
      email: string(radu.email),
      membership: regex('OWNER|MEMBER', 'OWNER'),
      isVerified: boolean(true),
    }),
    invitations: eachLike({
      email: string(invitationOfRadu.email),
      membership: regex('OWNER|MEMBER', 'MEMBER'),
      expiresAt: instant('2026-12-06T10:00:00.000Z'),
    }),
    ...overrides,
  });
  const person = { phone: '0722000777', firstName: 'Elena', lastName: 'Marin', password: 'Ciorba!Calda#2026', recaptchaToken: localCaptchaToken };

  it('registers a restaurant with its company and locations', async () => {
    const body = {
      ...person,
      username: 'bistronou',
      email: 'bistro.nou@exemplu.test',
      companyName: 'Bistro Nou SRL',
      companyIdentifier: 'RO18547290',
      locations: [{ name: 'Bistro Centru', city: 'Cluj-Napoca', address: 'Str. Memorandumului 1' }],
    };
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a visitor registering a restaurant as a buyer')
      .withRequest('POST', '/api/buyers', (builder) => builder.jsonBody(body))
      .willRespondWith(201, (builder) =>
        builder.headers(jsonHeaders).jsonBody(
          profileBody({
            username: string('bistronou'),
            sellerName: string('Bistro Nou SRL'),
            isVerified: boolean(false),
            roles: eachLike({ name: regex('BUYER_HORECA', 'BUYER_HORECA') }),
            sellerIdentifierValid: undefined,
            company: undefined,
            slug: undefined,
          }),
        ),
      )
      .executeTest(async (server) => {
        const { data } = await client(server.url).POST('/api/buyers', { body });
        expect(data?.roles[0]?.name).toBe('BUYER_HORECA');
      });
  });

  it("reads and changes a buyer's company, and joins it from an invitation", async () => {
    await pact
      .addInteraction()
      .given(states.raduKeepsAnasProduct)
      .uponReceiving('radu reading his company')
      .withRequest('GET', '/api/buyers/company', (builder) => builder.headers(asRadu))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(companyBody()))
      .executeTest(async (server) => {
        const { data } = await raduClient(server.url).GET('/api/buyers/company');
        expect(data?.membership).toBe('OWNER');
      });
    const locations = {
      locations: [
        { uuid: buyerIds.location, name: 'Bistro Centru', city: 'Cluj-Napoca', address: 'Str. Memorandumului 1' },
        { name: 'Hotel Nord', city: 'Iași', address: 'Bd. Independenței 5' },
      ],
    };
    await pact
      .addInteraction()
      .given(states.raduKeepsAnasProduct)
      .uponReceiving('radu adding a second location')
      .withRequest('PUT', '/api/buyers/company/locations', (builder) => builder.headers(asRadu).jsonBody(locations))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(companyBody()))
      .executeTest(async (server) => {
        const { data } = await raduClient(server.url).PUT('/api/buyers/company/locations', { body: locations });
        expect(data?.locations.length).toBeGreaterThan(0);
      });
    const invitation = { email: 'bucatar@bistro.test', membership: 'MEMBER' as const };
    await pact
      .addInteraction()
      .given(states.raduKeepsAnasProduct)
      .uponReceiving('radu inviting his cook')
      .withRequest('POST', '/api/buyers/company/invitations', (builder) => builder.headers(asRadu).jsonBody(invitation))
      .willRespondWith(201, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          email: string(invitation.email),
          membership: string('MEMBER'),
          expiresAt: instant('2026-12-06T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const { data } = await raduClient(server.url).POST('/api/buyers/company/invitations', { body: invitation });
        expect(data?.email).toBe(invitation.email);
      });
    await pact
      .addInteraction()
      .given(states.raduKeepsAnasProduct)
      .uponReceiving('radu removing mihai from his company')
      .withRequest('DELETE', `/api/buyers/company/members/${mihai.uuid}`, (builder) => builder.headers(asRadu))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { response } = await raduClient(server.url).DELETE('/api/buyers/company/members/{member}', { params: { path: { member: mihai.uuid } } });
        expect(response.status).toBe(204);
      });
    const join = { ...person, username: 'elenabistro', email: invitationOfRadu.email, token: invitationOfRadu.token };
    await pact
      .addInteraction()
      .given(states.raduKeepsAnasProduct)
      .uponReceiving("someone invited joining radu's company")
      .withRequest('POST', '/api/buyers/join', (builder) => builder.jsonBody(join))
      .willRespondWith(201, (builder) =>
        builder.headers(jsonHeaders).jsonBody(
          profileBody({
            username: string('elenabistro'),
            email: string(invitationOfRadu.email),
            sellerName: string('Bistro Radu SRL'),
            roles: eachLike({ name: regex('BUYER_HORECA', 'BUYER_HORECA') }),
            sellerIdentifierValid: undefined,
            company: undefined,
            slug: undefined,
          }),
        ),
      )
      .executeTest(async (server) => {
        const { data } = await client(server.url).POST('/api/buyers/join', { body: join });
        expect(data?.isVerified).toBe(true);
      });
  });
});
