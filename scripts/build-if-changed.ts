/**
 * `npm start`'s build step: `npm run build` only when what the front end is built from changed
 * since the last build, and the server's bundle only when what it was built from changed, both
 * judged by the content of their files rather than their times (a fresh clone, a checkout or a
 * copy changes every time, not the content).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle, serverBundleIsCurrent } from './server-build';
import { buildStampPath, sourceHash } from './source-hash';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = buildStampPath(root);
const started = performance.now();
const built = existsSync(join(root, 'dist', 'index.html')) && existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
if (built === sourceHash(root)) {
  console.log(`front end up to date (its sources are unchanged since it was built; checked in ${Math.round(performance.now() - started)} ms)`);
} else {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
if (!serverBundleIsCurrent(root)) await buildServerBundle(root);
