/**
 * The server's bundle (decision 035): `server/main.ts` and every module of ours it imports, in
 * one ES module that plain Node runs, packages left to `node_modules`. Loading the sources
 * through tsx's hooks cost a start about a second; the bundle loads in a third of that.
 *
 * Its stamp records which files esbuild read and the hash of their content, so a start rebuilds
 * the bundle exactly when one of them (or the locked dependencies) changed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { sourceHash } from './source-hash';

const entry = 'server/main.ts';
/** Beside the server-rendering bundle, in the folder the server never serves. */
export const serverBundlePath = (root: string): string => join(root, 'dist', 'server', 'main.mjs');
const stampPath = (root: string): string => join(root, 'dist', 'server', 'main.inputs.json');
/** What every bundle also depends on: the dependencies it leaves external, and this recipe. */
const alwaysRead = ['package-lock.json', 'scripts/server-build.ts'];

const stampSchema = z.object({ hash: z.string(), inputs: z.array(z.string()) });

/** True when the bundle exists and none of the files it was built from has changed since. */
export function serverBundleIsCurrent(root: string): boolean {
  if (!existsSync(serverBundlePath(root)) || !existsSync(stampPath(root))) return false;
  const stamp = stampSchema.safeParse(JSON.parse(readFileSync(stampPath(root), 'utf8')));
  return stamp.success && stamp.data.hash === sourceHash(root, stamp.data.inputs);
}

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
  writeFileSync(stampPath(root), `${JSON.stringify({ hash: sourceHash(root, inputs), inputs }, null, 1)}\n`);
}
