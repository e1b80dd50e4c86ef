/** `npm test`'s first step: the machine has what the tests need, or is given it, or is told at once. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, preflightPlan } from './preflight-plan';

const plan = preflightPlan({
  chromiumInstalled: existsSync(chromiumPath),
  root: process.getuid?.() === 0,
  aptAvailable: existsSync('/usr/bin/apt-get'),
});

if (plan.kind === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log(`preflight: ${chromiumPath} is missing; installing Debian's chromium with apt-get`);
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command as string, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`preflight: "${[command, ...args].join(' ')}" failed; install the package "chromium" and run npm test again.`);
      process.exit(1);
    }
  }
  if (!existsSync(chromiumPath)) {
    console.error(`preflight: the package "chromium" did not provide ${chromiumPath}.`);
    process.exit(1);
  }
}
console.log(`preflight: ${chromiumPath} is here`);
