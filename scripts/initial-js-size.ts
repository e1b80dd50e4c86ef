import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit to /search downloads before it can render: the boot script, the
 * locale worker's, the entry chunk and every chunk it imports statically (Vite's manifest),
 * gzip-compressed one by one as a server sends them. Lazy screens (admin, import, QR, the
 * forms, reCAPTCHA) are not counted.
 */
export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (distDir: string) => JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The chunk and every chunk it imports statically, transitively, skipping `known`. */
function staticClosure(manifest: Manifest, key: string, known: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next) || known.has(next)) return;
    seen.add(next);
    for (const imported of manifest[next]?.imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

function sized(distDir: string, manifest: Manifest, keys: Set<string>): InitialJs {
  const files = [...keys]
    .map((key) => manifest[key]?.file as string)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

const entryOf = (manifest: Manifest) => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  return entry;
};

/**
 * A script every page fetches before the entry: `boot`, which loads the entry once the page has
 * painted (decision 040), and `intl-warmup`, the worker it starts to set up the locale data (decision 042).
 */
const pageScriptOf = (manifest: Manifest, name: 'boot' | 'intl-warmup') => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file.startsWith(`assets/${name}-`) && manifest[candidate]?.file.endsWith('.js'));
  if (!key) throw new Error(`The build has no ${name} script`);
  return key;
};

export function initialJs(distDir: string): InitialJs {
  const manifest = readManifest(distDir);
  return sized(
    distDir,
    manifest,
    new Set([pageScriptOf(manifest, 'boot'), pageScriptOf(manifest, 'intl-warmup'), ...staticClosure(manifest, entryOf(manifest))]),
  );
}

/**
 * The JavaScript a screen loads just after its first paint through the lazy chunks `names`
 * (the deferred selects and the search box's suggestions, decisions 028 and 030): those chunks
 * and what they import beyond the initial files, each file counted once.
 */
export function deferredJs(distDir: string, names: string[]): InitialJs {
  const manifest = readManifest(distDir);
  const initial = staticClosure(manifest, entryOf(manifest));
  const keys = new Set<string>();
  for (const name of names) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === name && !initial.has(candidate));
    if (!key) throw new Error(`The build has no lazy chunk named ${name}`);
    for (const loaded of staticClosure(manifest, key, initial)) keys.add(loaded);
  }
  return sized(distDir, manifest, keys);
}
