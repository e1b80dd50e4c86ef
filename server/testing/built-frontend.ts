import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The front end as `npm run build` makes it (npm test builds it before these tests): its
 * index.html, and the server bundle and manifest the pages are rendered with (decision 033).
 */
export function builtFrontend(): string {
  const built = new URL('../../dist/', import.meta.url);
  if (!existsSync(new URL('server/entry-server.js', built))) throw new Error('These tests read the built pages: run `npm run build` first (npm test does).');
  const distDir = mkdtempSync(join(tmpdir(), 'page-heads-'));
  writeFileSync(join(distDir, 'index.html'), readFileSync(new URL('index.html', built), 'utf8'));
  for (const part of ['server', '.vite']) symlinkSync(new URL(part, built), join(distDir, part));
  return distDir;
}
