// @ts-check
/**
 * Whether each build `npm start` runs is current: the front end (`npm run build`) and the server's
 * bundle, each judged by the content of the files it was built from rather than their times (a
 * fresh clone, a checkout or a copy changes every time, not the content). Plain JavaScript, so a
 * start checks without loading TypeScript (decision 056).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the front end's build reads: the app and every folder it imports, the build's configuration and the locked dependencies. */
const buildInputs = [
  'app',
  'design-system',
  'machines',
  'openapi',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/precompress.ts',
];
const skipped = new Set(['node_modules', '__screenshots__']);

/**
 * Where a build keeps the hash of what it was built from: in the server bundle's folder, which is never served.
 * @param {string} root
 */
export const buildStampPath = (root) => join(root, 'dist', 'server', 'build-hash');

/**
 * The server's bundle (decision 035), beside the server-rendering bundle.
 * @param {string} root
 */
export const serverBundlePath = (root) => join(root, 'dist', 'server', 'main.mjs');

/**
 * The bundle's stamp: the files esbuild read for it, and the hash of their content.
 * @param {string} root
 */
export const serverStampPath = (root) => join(root, 'dist', 'server', 'main.inputs.json');

/**
 * @param {string} path
 * @returns {Generator<string>}
 */
function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) if (!skipped.has(name)) yield* files(join(path, name));
}

/**
 * One hash of the path and content of every file under `inputs` (relative to `root`): times do not count, content does.
 * @param {string} root
 * @param {readonly string[]} [inputs]
 * @returns {string}
 */
export function sourceHash(root, inputs = buildInputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * True when the front end was built and none of its sources has changed since.
 * @param {string} root
 */
export function frontEndIsCurrent(root) {
  if (!existsSync(join(root, 'dist', 'index.html')) || !existsSync(buildStampPath(root))) return false;
  return readFileSync(buildStampPath(root), 'utf8').trim() === sourceHash(root);
}

/**
 * True when the server's bundle exists and none of the files it was built from has changed since.
 * @param {string} root
 */
export function serverBundleIsCurrent(root) {
  if (!existsSync(serverBundlePath(root)) || !existsSync(serverStampPath(root))) return false;
  /** @type {unknown} */
  const stamp = JSON.parse(readFileSync(serverStampPath(root), 'utf8'));
  if (typeof stamp !== 'object' || stamp === null || !('hash' in stamp) || !('inputs' in stamp)) return false;
  const { hash, inputs } = stamp;
  return typeof hash === 'string' && Array.isArray(inputs) && inputs.every((input) => typeof input === 'string') && hash === sourceHash(root, inputs);
}
