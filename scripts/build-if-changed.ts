/**
 * `npm start`'s build step when a build is stale (`scripts/start.mjs` checks first): `npm run build`
 * only when what the front end is built from changed since the last build, and the server's bundle
 * only when what it was built from changed. `--front-end-current` says the start found the front
 * end current; the server's bundle is checked here, as `npm run build` rebuilds it too.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { frontEndIsCurrent, serverBundleIsCurrent } from './build-stamps.mjs';
import { buildServerBundle } from './server-build';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.argv.includes('--front-end-current') || frontEndIsCurrent(root)) console.log('front end up to date (its sources are unchanged since it was built)');
else execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (!serverBundleIsCurrent(root)) await buildServerBundle(root);
