import type { VerifierOptions } from '@pact-foundation/pact';
import type { Broker, GitVersion } from './broker-settings';

/** `pact-broker publish`: every pact of the folder, under the commit and its branch. */
export function publishArguments(pactDir: string, version: GitVersion): string[] {
  return ['publish', pactDir, '--consumer-app-version', version.commit, '--branch', version.branch];
}

/**
 * `pact-broker can-i-deploy`: may this commit of the pacticipant go to the environment? It
 * waits up to five minutes for verifications still under way rather than answering "unknown".
 */
export function canIDeployArguments(pacticipant: string, version: GitVersion, environment: string): string[] {
  return [
    'can-i-deploy',
    '--pacticipant',
    pacticipant,
    '--version',
    version.commit,
    '--to-environment',
    environment,
    '--retry-while-unknown',
    '30',
    '--retry-interval',
    '10',
  ];
}

/** Where the verifier takes its pacts from, and whether it reports back. */
export type VerificationSource = Pick<
  VerifierOptions,
  | 'pactUrls'
  | 'pactBrokerUrl'
  | 'pactBrokerToken'
  | 'pactBrokerUsername'
  | 'pactBrokerPassword'
  | 'consumerVersionSelectors'
  | 'enablePending'
  | 'publishVerificationResult'
  | 'providerVersion'
  | 'providerVersionBranch'
>;

/**
 * Without a broker, the local pact file. With one, the pacts the broker selects for this
 * provider (the consumer's main branch, the same branch, and what is deployed or released),
 * and the results published under the provider's commit and branch.
 */
export function verificationSource(pactFile: string, broker: Broker | undefined, version: GitVersion): VerificationSource {
  if (!broker) return { pactUrls: [pactFile] };
  return {
    pactBrokerUrl: broker.baseUrl,
    ...(broker.token ? { pactBrokerToken: broker.token } : {}),
    ...(broker.username ? { pactBrokerUsername: broker.username, pactBrokerPassword: broker.password ?? '' } : {}),
    consumerVersionSelectors: [{ mainBranch: true }, { matchingBranch: true }, { deployedOrReleased: true }],
    enablePending: true,
    publishVerificationResult: true,
    providerVersion: version.commit,
    providerVersionBranch: version.branch,
  };
}
