/**
 * `npm run pact:publish` and `npm run pact:can-i-deploy [pacticipant]`: the Pact Broker's own
 * CLI (`@pact-foundation/pact-cli`, whose binary ships in the npm package) with the version
 * and branch taken from git. The broker and its credentials come from PACT_BROKER_BASE_URL and
 * PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD), which the CLI reads
 * itself, so no secret appears on a command line. See contracts/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pactDir } from '../consumer/pact-harness';
import { consumerName } from '../fixtures';
import { canIDeployArguments, publishArguments } from './broker-commands';
import { brokerFromEnvironment, gitVersion } from './broker-settings';

const [command, pacticipant = consumerName] = process.argv.slice(2);
if (!brokerFromEnvironment(process.env)) {
  console.error('PACT_BROKER_BASE_URL is not set: nothing was sent. Set it (and PACT_BROKER_TOKEN) to talk to the Pact Broker.');
  process.exit(1);
}
const version = gitVersion(process.env);
let cliArguments: string[];
if (command === 'publish') {
  if (!existsSync(pactDir) || !readdirSync(pactDir).some((file) => file.endsWith('.json'))) {
    console.error('contracts/pacts is empty: run `npm run test:contracts` first.');
    process.exit(1);
  }
  cliArguments = publishArguments(pactDir, version);
} else if (command === 'can-i-deploy') {
  cliArguments = canIDeployArguments(pacticipant, version, process.env.PACT_ENVIRONMENT || 'production');
} else {
  console.error('usage: pact-broker.ts publish | can-i-deploy [pacticipant]');
  process.exit(2);
}
const cli = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/bin/pact-broker.js');
const result = spawnSync(process.execPath, [cli, ...cliArguments], { stdio: 'inherit' });
process.exit(result.status ?? 1);
