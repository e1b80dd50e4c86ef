/**
 * `npm run pact:publish`: publishes contracts/pacts to a Pact Broker or PactFlow, tagged with
 * the git commit and branch. Needs PACT_BROKER_BASE_URL, and PACT_BROKER_TOKEN (or
 * PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD); explains itself when they are missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pactDir } from './consumer/pact-harness';

const brokerUrl = process.env.PACT_BROKER_BASE_URL;
if (!brokerUrl) {
  console.error('PACT_BROKER_BASE_URL is not set: nothing was published. Set it (and PACT_BROKER_TOKEN) to publish the pacts in contracts/pacts.');
  process.exit(1);
}
if (!existsSync(pactDir) || readdirSync(pactDir).length === 0) {
  console.error('contracts/pacts is empty: run `npm run test:contracts` first.');
  process.exit(1);
}
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const commit = git('rev-parse', 'HEAD');
const branch = git('rev-parse', '--abbrev-ref', 'HEAD');

const authorization = process.env.PACT_BROKER_TOKEN
  ? `Bearer ${process.env.PACT_BROKER_TOKEN}`
  : process.env.PACT_BROKER_USERNAME
    ? `Basic ${Buffer.from(`${process.env.PACT_BROKER_USERNAME}:${process.env.PACT_BROKER_PASSWORD ?? ''}`).toString('base64')}`
    : undefined;

/** One call of the Pact Broker's HTTP API. */
async function put(route: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(route, brokerUrl), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${route} answered ${response.status}: ${await response.text()}`);
}

const enc = encodeURIComponent;
for (const file of readdirSync(pactDir).filter((name) => name.endsWith('.json'))) {
  const pact = JSON.parse(readFileSync(path.join(pactDir, file), 'utf8')) as { consumer: { name: string }; provider: { name: string } };
  const consumer = pact.consumer.name;
  await put(`/pacts/provider/${enc(pact.provider.name)}/consumer/${enc(consumer)}/version/${enc(commit)}`, pact);
  console.log(`published ${file}`);
}
const consumer = JSON.parse(readFileSync(path.join(pactDir, readdirSync(pactDir).find((name) => name.endsWith('.json')) as string), 'utf8')).consumer.name as string;
await put(`/pacticipants/${enc(consumer)}/branches/${enc(branch)}/versions/${enc(commit)}`, {});
await put(`/pacticipants/${enc(consumer)}/versions/${enc(commit)}/tags/${enc(branch)}`, {});
console.log(`Published the pacts of ${commit} (${branch}) to ${brokerUrl}.`);
