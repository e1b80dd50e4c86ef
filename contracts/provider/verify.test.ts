import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { servicePrefix } from '../../server/config';
import { buildApp } from '../../server/build-app';
import type { Database } from '../../server/db/database';
import { testConfig } from '../../server/testing/test-config';
import { testEngines } from '../../server/testing/test-databases';
import { providerNames } from '../fixtures';
import { pactDir } from '../consumer/pact-harness';
import { realCookieHeader } from './placeholder-sessions';
import { stateHandlers } from './states';

/**
 * Verifies every pact in contracts/pacts against the real server on a fresh PGlite database,
 * or, with PROVIDER_BASE_URL (and PROVIDER_STATES_URL), against any implementation.
 */
const externalBaseUrl = process.env.PROVIDER_BASE_URL;
const pactFiles = readdirSync(pactDir).filter((file) => file.endsWith('.json'));

describe('provider verification', () => {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  let baseUrl = externalBaseUrl ?? '';

  beforeAll(async () => {
    if (externalBaseUrl) return;
    database = await testEngines[0]!.open();
    app = await buildApp({ config: testConfig({ AUTH_RATE_LIMIT: '1000' }), database });
    baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  for (const [service, provider] of Object.entries(providerNames)) {
    const file = pactFiles.find((name) => name.endsWith(`-${provider}.json`));
    it.skipIf(!file)(`${provider} honours every interaction of its pact`, async () => {
      const verifier = new Verifier({
        provider,
        providerBaseUrl: externalBaseUrl ?? `${baseUrl}${servicePrefix(service as 'auth')}`,
        pactUrls: [path.join(pactDir, file as string)],
        logLevel: 'warn',
        ...(externalBaseUrl
          ? { providerStatesSetupUrl: process.env.PROVIDER_STATES_URL }
          : {
              stateHandlers: stateHandlers(database!.db),
              requestFilter: (request: { headers: Record<string, string | undefined> }, _response: unknown, next: () => void) => {
                const cookie = request.headers.cookie;
                if (!cookie) return next();
                void realCookieHeader(cookie, app!.config.jwtSecret).then((real) => {
                  request.headers.cookie = real;
                  next();
                });
              },
            }),
      });
      await verifier.verifyProvider();
    });
  }
});
