import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serviceNames } from '../../openapi/services';
import { buildApp } from '../build-app';
import { specificationOf } from '../services/specification-file';
import { testConfig } from '../testing/test-config';
import { testEngines } from '../testing/test-databases';

const operationIds = (document: { paths: Record<string, Record<string, { operationId?: string }>> }): string[] =>
  Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])));

describe('/api-docs', () => {
  it('serves, for each service, its page, the raw YAML the server validates with, and a specification naming every operation', async () => {
    const database = await testEngines[0]!.open();
    const app = await buildApp({ config: testConfig(), database });
    try {
      const landing = await app.inject({ method: 'GET', url: '/api-docs' });
      expect(landing.statusCode).toBe(200);
      expect(landing.headers['content-type']).toContain('text/html');
      for (const service of serviceNames) {
        const file = readFileSync(specificationOf(service), 'utf8');
        expect(landing.body).toContain(`href="/api-docs/${service}"`);
        expect(landing.body).toContain(`href="/api-docs/${service}.yaml"`);

        const raw = await app.inject({ method: 'GET', url: `/api-docs/${service}.yaml` });
        expect(raw.statusCode).toBe(200);
        expect(raw.headers['content-type']).toContain('application/yaml');
        expect(raw.body).toBe(file);

        const page = await app.inject({ method: 'GET', url: `/api-docs/${service}` });
        expect(page.statusCode).toBe(200);
        // The page's scripts are files of this origin, so the product's CSP lets them run.
        const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] as string);
        expect(scripts.length).toBeGreaterThan(0);
        expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
        for (const script of scripts) expect((await app.inject({ method: 'GET', url: script })).statusCode).toBe(200);
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");

        const shown = await app.inject({ method: 'GET', url: `/api-docs/${service}/json` });
        expect(shown.statusCode).toBe(200);
        const expected = operationIds(parse(file));
        expect(expected.length).toBeGreaterThan(0);
        expect(operationIds(shown.json())).toEqual(expected);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('documents only the services the process runs', async () => {
    const database = await testEngines[0]!.open();
    const app = await buildApp({ config: testConfig({ SERVICES: 'search' }), database });
    try {
      const landing = await app.inject({ method: 'GET', url: '/api-docs' });
      expect(landing.body).toContain('href="/api-docs/search"');
      expect(landing.body).not.toContain('href="/api-docs/auth"');
      expect((await app.inject({ method: 'GET', url: '/api-docs/auth.yaml' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
