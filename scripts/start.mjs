// @ts-check
/**
 * `npm start`: builds what changed since the last build, then runs the server's bundle in this
 * process. When nothing changed, the check runs in plain Node and the server starts at once
 * (decision 056); otherwise `scripts/build-if-changed.ts` builds what is stale first.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { frontEndIsCurrent, serverBundleIsCurrent, serverBundlePath } from './build-stamps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const frontEndCurrent = frontEndIsCurrent(root);
if (frontEndCurrent && serverBundleIsCurrent(root)) {
  console.log(`front end and server up to date (their sources are unchanged since they were built; checked in ${Math.round(performance.now() - started)} ms)`);
} else {
  // The front end's verdict goes along, so its sources are not hashed twice.
  const frontEnd = frontEndCurrent ? ['--front-end-current'] : [];
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts', ...frontEnd], { cwd: root, stdio: 'inherit' });
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundlePath(root)).href);
