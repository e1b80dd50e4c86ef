/**
 * The server's bundle (decision 035): `server/main.ts` and every module of ours it imports, in
 * one ES module that plain Node runs, packages left to `node_modules`. Loading the sources
 * through tsx's hooks cost a start about a second; the bundle loads in a third of that.
 *
 * Its stamp records which files esbuild read and the hash of their content, so a start rebuilds
 * the bundle exactly when one of them (or the locked dependencies) changed.
 */
import { writeFileSync } from 'node:fs';
import { serverBundlePath, serverStampPath, sourceHash } from './build-stamps.mjs';

const entry = 'server/main.ts';
/** What every bundle also depends on: the dependencies it leaves external, and this recipe. */
const alwaysRead = ['package-lock.json', 'scripts/server-build.ts'];

/** Bundles the server and stamps the bundle with what it read. */
export async function buildServerBundle(root: string): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: serverBundlePath(root),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...alwaysRead].sort();
  writeFileSync(serverStampPath(root), `${JSON.stringify({ hash: sourceHash(root, inputs), inputs }, null, 1)}\n`);
}
