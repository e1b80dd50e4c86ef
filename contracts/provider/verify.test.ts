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
import { verificationSource } from '../broker/broker-commands';
import { brokerFromEnvironment, gitVersion } from '../broker/broker-settings';
import { placeholderSessionFilter } from './placeholder-sessions';
import { reloadedIndex, stateHandlers } from './states';

/**
 * Verifies every pact in contracts/pacts against the real server on a fresh PGlite database,
 * or, with PROVIDER_BASE_URL (and PROVIDER_STATES_URL), against any implementation. With
 * PACT_BROKER_BASE_URL the pacts come from the broker and the results go back to it, under
 * this commit and branch (`contracts/broker/broker-commands.ts`).
 */
const externalBaseUrl = process.env.PROVIDER_BASE_URL;
const broker = brokerFromEnvironment(process.env);
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
    it.skipIf(!file && !broker)(`${provider} honours every interaction of its pact`, async () => {
      const verifier = new Verifier({
        provider,
        providerBaseUrl: externalBaseUrl ?? `${baseUrl}${servicePrefix(service as 'auth')}`,
        ...verificationSource(path.join(pactDir, file ?? ''), broker, gitVersion(process.env)),
        logLevel: 'warn',
        ...(externalBaseUrl
          ? { providerStatesSetupUrl: process.env.PROVIDER_STATES_URL }
          : {
              stateHandlers: stateHandlers(database!.db, app!.config.factorKey, () => reloadedIndex(app!)),
              requestFilter: placeholderSessionFilter(() => app!.config.jwtSecret),
            }),
      });
      await verifier.verifyProvider();
    });
  }
});
