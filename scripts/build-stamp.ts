/** The last step of `npm run build`: it records the hash of the sources the build was made from (scripts/build-if-changed.ts compares it). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildStampPath, sourceHash } from './build-stamps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(buildStampPath(root), `${sourceHash(root)}\n`);
