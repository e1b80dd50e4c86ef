import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../openapi/spec-files';
import { runtimeConfigSchema } from '../openapi/runtime-config';
import { buildApp } from './build-app';
import { servicePrefix } from './config';
import { registerErrorHandler } from './http/error-handler';
import { securityHeaders } from './security/security-headers';
import { validatorCompiler } from './http/validator-compiler';
import { mountService } from './services/mount-service';
import type { Database } from './db/database';
import { testConfig } from './testing/test-config';
import { testEngines } from './testing/test-databases';

const pglite = testEngines.find((engine) => engine.engine === 'pglite')!;

function frontendBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'horeca-dist-'));
  writeFileSync(join(dir, 'index.html'), readFileSync(new URL('../app/index.html', import.meta.url), 'utf8'));
  return dir;
}

describe('the server skeleton', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await pglite.open();
    app = await buildApp({ config: testConfig(), database, distDir: frontendBuild() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('routes every operation of the three specs under its service prefix', () => {
    const missing = listOperations().filter(
      ({ service, method, path }) => !app.hasRoute({ method: method.toUpperCase() as 'GET', url: servicePrefix(service) + path.replace(/\{(\w+)\}/g, ':$1') }),
    );
    expect(missing.map(({ operation }) => operation.operationId)).toEqual([]);
  });

  it('rejects a body that breaks the spec with 400 VALIDATION_FAILED and a Romanian message per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/svc/auth/api/profile',
      payload: {
        username: 'ab',
        email: 'nu-e-email',
        phone: '0712',
        firstName: 'Ana',
        lastName: 'Pop',
        sellerName: 'Ana SRL',
        sellerIdentifier: 'RO18547290',
        password: 'scurta',
        recaptchaToken: 't',
      },
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries(problem.errors.map((error: { field: string; message: string }) => [error.field, error.message]));
    expect(byField).toMatchObject({
      username: 'Trebuie să aibă cel puțin 4 caractere.',
      email: 'Email invalid.',
      phone: 'Telefon invalid. Format: +407xxxxxxxx',
    });
    expect(byField.password).toBe('Parola trebuie să aibă cel puțin 8 caractere, cu o literă, o cifră și un caracter special.');
  });

  it('does not coerce a string into a number, nor strip unknown fields: both are rejected', async () => {
    const base = { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] };
    const coerced = await app.inject({ method: 'POST', url: '/svc/search/api/search', payload: { ...base, page: '0' } });
    expect(coerced.statusCode).toBe(400);
    expect(coerced.json().errors).toEqual([expect.objectContaining({ field: 'page', rule: 'type' })]);

    const extra = await app.inject({ method: 'POST', url: '/svc/search/api/search', payload: { ...base, admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([expect.objectContaining({ field: 'admin', rule: 'unknown' })]);
  });

  it('reads query strings as text, so a numeric page in the URL is accepted', async () => {
    const response = await app.inject({ method: 'GET', url: '/svc/product/product?perPage=12&page=0' });
    expect(response.statusCode).not.toBe(400);
    const bad = await app.inject({ method: 'GET', url: '/svc/product/product?perPage=13&page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'perPage' })]);
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/svc/auth/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE and keeps serving', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/svc/auth/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ana', email: 'a@b.ro', message: 'x'.repeat(2 * 1024 * 1024), recaptchaToken: 't' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });

  it('serves /config.json with the service URLs, captcha mode, site name and version label', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = runtimeConfigSchema.parse(response.json());
    expect(config).toMatchObject({
      services: { auth: '/svc/auth', product: '/svc/product', search: '/svc/search' },
      captcha: { mode: 'local' },
      siteName: 'Catalog HoReCa',
      version: '0.0.21-p',
      contactEmail: 'contact@cataloghoreca.local',
    });
  });

  it('serves the SPA for deep links, compressed, while /product stays distinct from the product API', async () => {
    const page = await app.inject({ method: 'GET', url: '/terms', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('gzip');
    // A product nobody has is still the app's page, saying so, with a status that does too.
    const missing = await app.inject({ method: 'GET', url: '/product?id=3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ro">');

    const api = await app.inject({ method: 'GET', url: '/product?perPage=12&page=0', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the security headers on every kind of answer: API, problem, front end', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/svc/search/api/search', payload: { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] } }),
      await app.inject({ method: 'POST', url: '/svc/search/api/search', payload: { name: 1 } }),
      await app.inject({ method: 'GET', url: '/svc/search/api/nicaieri' }),
      await app.inject({ method: 'GET', url: '/search?name=cafea', headers: { accept: 'text/html' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 404, 200]);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-powered-by']).toBeUndefined();
      // HSTS only over https.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    expect(securityHeaders({ publicUrl: 'https://cataloghoreca.ro', allowedOrigins: [] })['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('answers an unknown API path with 404 problem+json rather than the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/svc/auth/api/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('an operation without a handler', () => {
  it('answers 501 problem+json, never a fake success', async () => {
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(bare);
    await mountService(bare, 'search', {});
    try {
      const response = await bare.inject({ method: 'GET', url: '/svc/search/api/search/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e' });
      expect(response.statusCode).toBe(501);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 501, code: 'NOT_IMPLEMENTED', title: expect.any(String) });
    } finally {
      await bare.close();
    }
  });
});

describe('a process running only some services (SERVICES)', () => {
  it('routes only the services it was asked to run', async () => {
    const database = await pglite.open();
    const app = await buildApp({ config: testConfig({ SERVICES: 'product' }), database, distDir: undefined });
    try {
      expect(app.hasRoute({ method: 'GET', url: '/svc/product/product' })).toBe(true);
      const search = await app.inject({
        method: 'POST',
        url: '/svc/search/api/search',
        payload: { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] },
      });
      expect(search.statusCode).toBe(404);
      expect(search.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
