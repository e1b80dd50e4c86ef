import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from './api-clients';

const services = { auth: 'http://auth.test', product: 'http://product.test', search: 'http://search.test' };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: string;
  credentials: RequestCredentials;
}

/** A fake network: `respond` decides each answer; every call is recorded. */
function fakeNetwork(respond: (call: Call, calls: Call[]) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const call = { method: request.method, url: request.url, body: await request.text(), credentials: request.credentials };
    calls.push(call);
    return respond(call, calls);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const isRefresh = (call: Call) => call.url === 'http://auth.test/api/auth/refresh';

describe('session refresh middleware (docs/product.md §7)', () => {
  it('refreshes once after a 401 and retries the call with the same body', async () => {
    let session = 'expired';
    const network = fakeNetwork((call) => {
      if (isRefresh(call)) {
        session = 'fresh';
        return json(200, { username: 'ana', roles: ['SELLER_HORECA'] });
      }
      return session === 'fresh' ? json(200, { products: [] }) : json(401, { code: 'AUTHENTICATION_REQUIRED' });
    });
    const onSessionExpired = vi.fn();
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired });

    const { data, error } = await clients.search.POST('/api/search', {
      body: { name: 'cafea', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] },
    });

    expect(error).toBeUndefined();
    expect(data).toEqual({ products: [] });
    expect(network.calls.map((call) => call.url)).toEqual([
      'http://search.test/api/search',
      'http://auth.test/api/auth/refresh',
      'http://search.test/api/search',
    ]);
    expect(JSON.parse(network.calls[2]!.body)).toMatchObject({ name: 'cafea', city: 'Toate' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s from different services', async () => {
    let session = 'expired';
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const network = fakeNetwork(async (call) => {
      if (isRefresh(call)) {
        await refreshGate;
        session = 'fresh';
        return json(200, { username: 'ana', roles: [] });
      }
      if (session !== 'fresh') return json(401, { code: 'AUTHENTICATION_REQUIRED' });
      return call.url.includes('count') ? json(200, { totalProducts: 3, enabledProducts: 2 }) : json(200, ['SELLER_HORECA']);
    });
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired: vi.fn() });

    const pending = Promise.all([
      clients.product.GET('/api/product/admin/products/count'),
      clients.auth.GET('/api/profile/{id}/roles', { params: { path: { id: 'ana' } } }),
      clients.product.GET('/api/product/admin/products/count'),
    ]);
    await vi.waitFor(() => expect(network.calls.filter(isRefresh)).toHaveLength(1));
    releaseRefresh();
    const results = await pending;

    expect(network.calls.filter(isRefresh)).toHaveLength(1);
    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(results[1].data).toEqual(['SELLER_HORECA']);
  });

  it('expires the session once when the refresh answers 401, and returns the original 401', async () => {
    const network = fakeNetwork((call) => (isRefresh(call) ? json(401, { code: 'INVALID_REFRESH_TOKEN' }) : json(401, { code: 'AUTHENTICATION_REQUIRED' })));
    const onSessionExpired = vi.fn();
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired });

    const [first, second] = await Promise.all([clients.product.GET('/api/product/admin/metrics'), clients.search.GET('/api/search/admin/metrics')]);

    expect(first.response.status).toBe(401);
    expect(second.response.status).toBe(401);
    expect(network.calls.filter(isRefresh)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('expires the session when the refresh call fails on the network', async () => {
    const network = fakeNetwork((call) => {
      if (isRefresh(call)) throw new TypeError('Failed to fetch');
      return json(401, { code: 'AUTHENTICATION_REQUIRED' });
    });
    const onSessionExpired = vi.fn();
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired });

    const { response } = await clients.auth.GET('/api/profile/admin/stats');

    expect(response.status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 after a successful refresh is returned as is', async () => {
    const network = fakeNetwork((call) => (isRefresh(call) ? json(200, { username: 'ana', roles: [] }) : json(401, {})));
    const onSessionExpired = vi.fn();
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired });

    const { response } = await clients.auth.GET('/api/profile/admin/stats');

    expect(response.status).toBe(401);
    expect(network.calls).toHaveLength(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes after a failed login: wrong credentials are not an expired session', async () => {
    const network = fakeNetwork(() => json(401, { code: 'PASSWORD_MISS_MATCH', status: 401 }));
    const onSessionExpired = vi.fn();
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired });

    const { error } = await clients.auth.POST('/api/auth/login', {
      body: { username: 'ana', password: 'gresit', recaptchaToken: 'token' },
    });

    expect(error).toMatchObject({ code: 'PASSWORD_MISS_MATCH' });
    expect(network.calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes after a wrong second-factor code: the login waits for another code (decision 023)', async () => {
    const network = fakeNetwork(() => json(401, { code: 'SECOND_FACTOR_INVALID', status: 401 }));
    const onSessionExpired = vi.fn();
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired });

    const { error } = await clients.auth.POST('/api/auth/login/second-factor', { body: { method: 'totp', code: '000000' } });

    expect(error).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    expect(network.calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('expires the session when a direct refresh call answers 401', async () => {
    const network = fakeNetwork(() => json(401, { code: 'REFRESH_TOKEN_IS_EXPIRED' }));
    const onSessionExpired = vi.fn();
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired });

    await clients.auth.POST('/api/auth/refresh');

    expect(network.calls).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('sends credentials with every call', async () => {
    const network = fakeNetwork(() => json(200, { totalUsers: 1, activeUsers: 1 }));
    const clients = createApiClients({ services, fetch: network.fetch, onSessionExpired: vi.fn() });

    await clients.auth.GET('/api/profile/admin/stats');

    expect(network.calls[0]!.credentials).toBe('include');
  });
});
