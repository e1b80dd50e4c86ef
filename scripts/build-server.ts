/** The last step of `npm run build`: the server's bundle (scripts/server-build.ts). */
import { fileURLToPath } from 'node:url';
import { buildServerBundle } from './server-build';

await buildServerBundle(fileURLToPath(new URL('..', import.meta.url)));
