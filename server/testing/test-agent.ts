import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A browser-like client over `app.inject`: it keeps the cookies the server sets, honouring
 * their paths and expiry, and sends them back, with the site's own Origin on writes.
 */
export class TestAgent {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = 'http://localhost:8080',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path });
  }

  forget(name: string): void {
    this.cookies.delete(name);
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const path = options.url.split('?')[0] ?? options.url;
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
    const method = (options.method ?? 'GET').toUpperCase();
    const response = await this.app.inject({
      ...options,
      headers: {
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(method === 'GET' || method === 'HEAD' ? {} : { origin: this.origin }),
        ...options.headers,
      },
    });
    for (const cookie of response.cookies as { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }

  put(url: string, payload: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as object });
  }

  patch(url: string, payload: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as object });
  }

  delete(url: string, payload?: unknown) {
    return this.request({ method: 'DELETE', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
}
