import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module that holds a `package.json`. It
 * is found, not counted in `../` steps, because the same code runs from its sources (tests,
 * `npm run dev`) and from the bundle `npm start` builds into `dist/server/` (decision 035).
 */
function findRoot(from: string): string {
  const parent = dirname(from);
  if (existsSync(join(from, 'package.json')) || parent === from) return from;
  return findRoot(parent);
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
