import { execFileSync } from 'node:child_process';

/** A Pact Broker (or PactFlow) and how to sign in to it. */
export interface Broker {
  baseUrl: string;
  token?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
}

/** The version a pact or a verification is recorded under: the git commit, on its branch. */
export interface GitVersion {
  commit: string;
  branch: string;
}

/** The broker from PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN, or the username and password), if one is named. */
export function brokerFromEnvironment(environment: NodeJS.ProcessEnv): Broker | undefined {
  if (!environment.PACT_BROKER_BASE_URL) return undefined;
  return {
    baseUrl: environment.PACT_BROKER_BASE_URL,
    token: environment.PACT_BROKER_TOKEN || undefined,
    username: environment.PACT_BROKER_USERNAME || undefined,
    password: environment.PACT_BROKER_PASSWORD || undefined,
  };
}

/**
 * The commit checked out, and its branch. CI checkouts are often detached, so PACT_BRANCH (or
 * the CI's own variable) names the branch when git cannot.
 */
export function gitVersion(environment: NodeJS.ProcessEnv): GitVersion {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const named = environment.PACT_BRANCH || environment.GITHUB_HEAD_REF || environment.GITHUB_REF_NAME || environment.CI_COMMIT_REF_NAME;
  const checkedOut = git('rev-parse', '--abbrev-ref', 'HEAD');
  return { commit: git('rev-parse', 'HEAD'), branch: named || checkedOut };
}
