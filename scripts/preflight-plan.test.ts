import { describe, expect, it } from 'vitest';
import { preflightPlan } from './preflight-plan';

describe("npm test's preflight", () => {
  it('goes on when Debian’s Chromium is installed', () => {
    expect(preflightPlan({ chromiumInstalled: true, root: false, aptAvailable: false })).toEqual({ kind: 'ready' });
  });

  it('installs the chromium package with apt when it runs as root, as CI does', () => {
    expect(preflightPlan({ chromiumInstalled: false, root: true, aptAvailable: true })).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
  });

  it('stops at once otherwise, with one line that names the package', () => {
    const plan = preflightPlan({ chromiumInstalled: false, root: false, aptAvailable: true });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toMatch(/install the package "chromium"/);
    expect(plan.kind === 'stop' && plan.message.split('\n')).toHaveLength(1);
  });
});
