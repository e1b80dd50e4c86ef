import path from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { Problem } from '../../openapi/clients/problem';
import { consumerName } from '../fixtures';

export const pactDir = path.resolve(import.meta.dirname, '../pacts');

export function pactWith(provider: string): PactV4 {
  return new PactV4({ consumer: consumerName, provider, dir: pactDir, logLevel: 'warn' });
}

const { like, regex, uuid, datetime, integer, number, boolean, eachLike, string } = MatchersV3;
export { regex, uuid, datetime, integer, number, boolean, eachLike, string };

/** A fetch that keeps cookies like a browser does, so the clients' cookie-based sessions work. */
export function cookieJarFetch(initial: Record<string, string> = {}): typeof fetch {
  const jar = new Map(Object.entries(initial));
  return async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (jar.size > 0) request.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(request);
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return response;
  };
}

/** An RFC 9457 problem with its catalogue code, as the contracts expect it. */
export function problem(status: number, code: Problem['code'], extra: Record<string, unknown> = {}) {
  return {
    type: like(`urn:catalog-horeca:error:${code}`),
    title: string('Mesajul problemei'),
    status: integer(status),
    code: regex(`^${code}$`, code),
    ...extra,
  };
}

export const problemHeaders = { 'Content-Type': regex('application/problem\\+json(;.*)?', 'application/problem+json; charset=utf-8') };
/** A moment as the API writes it (ISO 8601 with milliseconds, UTC), matched by its shape. */
export const instant = (example: string) => datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);

export const jsonHeaders = { 'Content-Type': regex('application/json(;.*)?', 'application/json; charset=utf-8') };

/** A Set-Cookie header value for `name`, matched by shape. */
export const setCookie = (name: string, example: string) => regex(`${name}=[^;]*;.*`, `${name}=${example}; Path=/; HttpOnly; SameSite=Lax`);

export const productBody = (overrides: Record<string, unknown> = {}) => ({
  uuid: uuid('2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809'),
  name: string('Cafea boabe Arabica 1 kg'),
  description: string('Prăjită mediu, pentru espresso.'),
  price: number(89.9),
  vatIncluded: boolean(true),
  inStock: boolean(true),
  negotiable: boolean(false),
  isDeliverable: boolean(true),
  sellType: string('kg'),
  packageType: string('Pungă'),
  city: string('București'),
  phone: regex('^(\\+4)?07[0-9]{8}$', '0722000111'),
  isEnabled: boolean(true),
  seller: string('Cafeneaua Anei SRL'),
  owner: uuid('7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f'),
  updatedAt: instant('2026-11-22T09:30:00.000Z'),
  ...overrides,
});

export const profileBody = (overrides: Record<string, unknown> = {}) => ({
  uuid: uuid('7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f'),
  username: string('anapop'),
  email: string('ana@cafenea.test'),
  phone: regex('^(\\+4)?07[0-9]{8}$', '0722000111'),
  firstName: string('Ana'),
  lastName: string('Popescu'),
  sellerName: string('Cafeneaua Anei SRL'),
  sellerIdentifier: string('RO12345674'),
  description: string('Cafea de specialitate'),
  isVerified: boolean(true),
  isEnabled: boolean(true),
  roles: eachLike({ name: regex('^(ADMIN_HORECA|SELLER_HORECA)$', 'SELLER_HORECA') }),
  ...overrides,
});

/** A product photo (decision 034), its renditions matched by the shape of their content-hashed addresses. */
export const photoBody = (overrides: Record<string, unknown> = {}) => ({
  id: uuid('5e6f7081-92a3-4b4c-9d5e-6f708192a3b4'),
  alt: string('Cafea boabe Arabica 1 kg'),
  altIsName: boolean(true),
  width: integer(320),
  height: integer(240),
  renditions: eachLike(
    {
      url: regex('^/svc/product/photos/[0-9a-f]{32}\\.(avif|webp)$', '/svc/product/photos/0123456789abcdef0123456789abcdef.avif'),
      type: regex('^image/(avif|webp)$', 'image/avif'),
      width: integer(320),
      height: integer(240),
    },
    2,
  ),
  ...overrides,
});

export const metricsBody = (service: 'auth' | 'product' | 'search') => ({
  service: regex(`^${service}$`, service),
  cpuUsage: number(1.5),
  ramUsage: integer(104857600),
  uptimeSeconds: number(120),
});

/** One row of a table of interactions that share a provider state, each checked by the status its client sees. */
export interface TableInteraction {
  what: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** The request's headers: whose cookie it carries, if anyone's. */
  headers?: Record<string, string>;
  body?: unknown;
  status: number;
  /** The JSON answer, when there is one. */
  answer?: unknown;
  /** What the consumer sends, through its generated client. */
  call: (url: string) => Promise<unknown>;
}

/** Adds and runs each row in turn, from `state`: the request as the row writes it, the answer's JSON if any, and the status the client sees. */
export async function runInteractionTable(pact: PactV4, state: string, rows: TableInteraction[]): Promise<void> {
  for (const row of rows) {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(row.what)
      .withRequest(row.method, row.path, (builder) => {
        if (row.headers) builder.headers(row.headers);
        if (row.body !== undefined) builder.jsonBody(row.body);
      })
      .willRespondWith(row.status, (builder) => {
        if (row.answer !== undefined) builder.headers(jsonHeaders).jsonBody(row.answer);
      })
      .executeTest(async (server) => {
        const { response } = (await row.call(server.url)) as { response: Response };
        expect(response.status).toBe(row.status);
      });
  }
}
