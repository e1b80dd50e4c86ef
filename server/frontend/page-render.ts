import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../app/head/page-data';
import { startRenderWorker } from './render-worker';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** A rendered page's body, the screen's styles its head must link and the screen's code it names for app/boot.ts (decision 040). */
export interface RenderedBody {
  html: string;
  styles: string[];
  modules: string[];
}

export interface PageRenderer {
  documentClass: string;
  renders: (path: string) => boolean;
  render: (path: string, url: string, data: PageData) => Promise<RenderedBody>;
  /** Stops the thread the pages render in. */
  close: () => Promise<void>;
}

/** The chunk's own file, the files it imports and every stylesheet among them, the entry's left out (index.html links those). */
function chunkAssets(manifest: Record<string, ManifestChunk>, key: string): { styles: string[]; modules: string[] } {
  const styles = new Set<string>();
  const modules = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || name === 'index.html' || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { styles: [...styles], modules: [...modules] };
}

/**
 * The server's render of the public pages (decision 033), from the build in `distDir`: its
 * server bundle and its manifest. Without them (a build from before, a test's bare
 * index.html), pages keep the empty shell with their own head.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | undefined> {
  const bundlePath = join(distDir, 'server', 'entry-server.js');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) return undefined;
  // Only the worker loads the bundle (`app/entry-server.tsx`); it reads back what the template needs.
  const worker = startRenderWorker(pathToFileURL(bundlePath).href);
  const bundle = await worker.loaded;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const assets = new Map(
    Object.entries(bundle.renderedPages).map(([path, screen]) => [path, screen ? chunkAssets(manifest, screen) : { styles: [], modules: [] }]),
  );
  return {
    documentClass: bundle.documentClass,
    renders: (path) => assets.has(path),
    async render(path, url, data) {
      const html = await worker.render(url, data);
      return { html, ...(assets.get(path) ?? { styles: [], modules: [] }) };
    },
    close: worker.close,
  };
}
