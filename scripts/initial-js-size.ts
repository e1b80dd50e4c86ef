import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit to /search downloads before it can render: the entry chunk
 * and every chunk it imports statically (Vite's manifest), gzip-compressed one by one as a
 * server sends them. Lazy screens (admin, import, QR, the forms, reCAPTCHA) are not counted.
 */
export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export function initialJs(distDir: string): InitialJs {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  const files = [...seen]
    .map((key) => manifest[key]?.file as string)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
