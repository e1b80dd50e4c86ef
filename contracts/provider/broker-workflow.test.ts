import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Verifier } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/build-app';
import { servicePrefix } from '../../server/config';
import { testConfig } from '../../server/testing/test-config';
import { testEngines } from '../../server/testing/test-databases';
import { canIDeployArguments, publishArguments, verificationSource } from '../broker/broker-commands';
import { gitVersion } from '../broker/broker-settings';
import { startFakeBroker } from '../broker/fake-broker';
import { pactDir } from '../consumer/pact-harness';
import { consumerName, providerNames } from '../fixtures';
import { placeholderSessionFilter } from './placeholder-sessions';
import { reloadedIndex, stateHandlers } from './states';

const run = promisify(execFile);
const brokerScript = ['--import', 'tsx', 'contracts/broker/pact-broker.ts'];
const version = gitVersion({});

describe('the Pact Broker workflow, against a stand-in broker', () => {
  it('builds the CLI commands from the commit and its branch', () => {
    expect(publishArguments('contracts/pacts', { commit: 'abc123', branch: 'main' })).toEqual([
      'publish',
      'contracts/pacts',
      '--consumer-app-version',
      'abc123',
      '--branch',
      'main',
    ]);
    expect(canIDeployArguments('catalog-horeca-search', { commit: 'abc123', branch: 'main' }, 'production')).toEqual([
      'can-i-deploy',
      '--pacticipant',
      'catalog-horeca-search',
      '--version',
      'abc123',
      '--to-environment',
      'production',
      '--retry-while-unknown',
      '30',
      '--retry-interval',
      '10',
    ]);
    expect(verificationSource('contracts/pacts/x.json', undefined, version)).toEqual({ pactUrls: ['contracts/pacts/x.json'] });
    expect(verificationSource('x.json', { baseUrl: 'https://broker.test', token: 't' }, { commit: 'abc123', branch: 'feature' })).toMatchObject({
      pactBrokerUrl: 'https://broker.test',
      pactBrokerToken: 't',
      publishVerificationResult: true,
      providerVersion: 'abc123',
      providerVersionBranch: 'feature',
    });
  });

  it('npm run pact:publish sends every pact with the real CLI, under the commit and branch, with the token', async () => {
    const broker = await startFakeBroker();
    try {
      await run(process.execPath, brokerScript.concat('publish'), {
        env: { ...process.env, PACT_BROKER_BASE_URL: broker.url, PACT_BROKER_TOKEN: 'secret-token', PACT_BRANCH: 'main' },
      });
      const published = broker.calls.filter((call) => call.url === '/contracts/publish');
      expect(published.map((call) => (call.body as { contracts: { providerName: string }[] }).contracts[0]?.providerName).sort()).toEqual(
        Object.values(providerNames).sort(),
      );
      for (const call of published) {
        expect(call.body).toMatchObject({ pacticipantName: consumerName, pacticipantVersionNumber: version.commit, branch: 'main' });
        expect(call.authorization).toBe('Bearer secret-token');
      }
    } finally {
      await broker.close();
    }
  });

  it('npm run pact:can-i-deploy passes or fails as the broker rules', async () => {
    for (const deployable of [true, false]) {
      const broker = await startFakeBroker({ deployable });
      try {
        const outcome = await run(process.execPath, brokerScript.concat('can-i-deploy', 'catalog-horeca-search'), {
          env: { ...process.env, PACT_BROKER_BASE_URL: broker.url, PACT_ENVIRONMENT: 'production' },
        }).then(
          () => 0,
          (error: { code: number }) => error.code,
        );
        expect(outcome).toBe(deployable ? 0 : 1);
        expect(broker.calls.find((call) => call.url.startsWith('/matrix'))?.url).toContain(
          `q[][pacticipant]=catalog-horeca-search&q[][version]=${version.commit}`,
        );
      } finally {
        await broker.close();
      }
    }
  });

  it('npm run pact:publish and can-i-deploy explain themselves and send nothing without PACT_BROKER_BASE_URL', async () => {
    for (const command of ['publish', 'can-i-deploy']) {
      const failure = await run(process.execPath, brokerScript.concat(command), { env: { ...process.env, PACT_BROKER_BASE_URL: '' } }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('PACT_BROKER_BASE_URL is not set') });
    }
  });

  it('verification against the broker publishes its result under the provider commit and branch', async () => {
    const file = `${consumerName}-${providerNames.search}.json`;
    const broker = await startFakeBroker({ pacts: [{ name: 'search', content: JSON.parse(readFileSync(path.join(pactDir, file), 'utf8')) }] });
    const database = await testEngines[0]!.open();
    const app = await buildApp({ config: testConfig(), database });
    try {
      const baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
      await new Verifier({
        provider: providerNames.search,
        providerBaseUrl: `${baseUrl}${servicePrefix('search')}`,
        logLevel: 'warn',
        stateHandlers: stateHandlers(database.db, app.config.factorKey, () => reloadedIndex(app)),
        requestFilter: placeholderSessionFilter(() => app.config.jwtSecret),
        ...verificationSource('', { baseUrl: broker.url }, { commit: version.commit, branch: 'main' }),
      }).verifyProvider();
      const result = broker.calls.find((call) => call.url === '/pacts/search/verification-results');
      expect(result?.body).toMatchObject({ success: true, providerApplicationVersion: version.commit });
    } finally {
      await broker.close();
      await app.close();
      await database.close();
    }
  });
});
