/** Where the browser tests expect Debian's Chromium; nothing is ever downloaded. */
export const chromiumPath = '/usr/bin/chromium';

export type PreflightPlan = { kind: 'ready' } | { kind: 'install'; commands: string[][] } | { kind: 'stop'; message: string };

/**
 * What `npm test` does before anything else, from what the machine has: go on, install
 * Debian's Chromium with apt (as root, as CI runs), or stop at once with one line that names
 * the package, instead of failing ten minutes in at the first browser test.
 */
export function preflightPlan({ chromiumInstalled, root, aptAvailable }: { chromiumInstalled: boolean; root: boolean; aptAvailable: boolean }): PreflightPlan {
  if (chromiumInstalled) return { kind: 'ready' };
  if (root && aptAvailable) {
    return {
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    };
  }
  return {
    kind: 'stop',
    message: `npm test needs Debian's Chromium at ${chromiumPath} for the story, end-to-end and accessibility tests: install the package "chromium" (sudo apt-get install -y chromium) and run npm test again.`,
  };
}
