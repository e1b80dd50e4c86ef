import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the front end's build reads: the app and every folder it imports, the build's configuration and the locked dependencies. */
export const buildInputs = [
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

/** Where a build keeps the hash of what it was built from: in the server bundle's folder, which is never served. */
export const buildStampPath = (root: string): string => join(root, 'dist', 'server', 'build-hash');

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) if (!skipped.has(name)) yield* files(join(path, name));
}

/** One hash of the path and content of every file under `inputs` (relative to `root`): times do not count, content does. */
export function sourceHash(root: string, inputs: readonly string[] = buildInputs): string {
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
