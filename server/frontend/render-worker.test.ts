import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageData } from '../../app/head/page-data';
import { startRenderWorker, type RenderWorker } from './render-worker';

/**
 * A stand-in for the app's server bundle: it renders the address it is given, fails on
 * /broken, and takes its whole thread down on /crash, as a render that ran out of memory would.
 */
function fakeBundle(): string {
  return bundleOf(
    `export const documentClass = 'tema-deschisa';
    export const renderedPages = { '/product': 'app/screens/product.tsx', '/terms': null };
    export async function renderPage(url, data) {
      if (url === '/broken') throw new Error('the page has no screen');
      if (url === '/crash') process.exit(7);
      return '<main>' + url + ' ' + data.product.name + '</main>';
    }`,
  );
}

function bundleOf(source: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'render-worker-')), 'entry-server.mjs');
  writeFileSync(path, source);
  return pathToFileURL(path).href;
}

const data = { product: { name: 'Cafea boabe' } } as unknown as PageData;

describe('the render worker', () => {
  let worker: RenderWorker | undefined;
  afterEach(async () => worker?.close());

  it('reads back the theme class and the rendered pages from the bundle it loaded', async () => {
    worker = startRenderWorker(fakeBundle());
    await expect(worker.loaded).resolves.toEqual({
      documentClass: 'tema-deschisa',
      renderedPages: { '/product': 'app/screens/product.tsx', '/terms': null },
    });
  });

  it('says so when the bundle cannot be loaded, rather than waiting for ever', async () => {
    worker = startRenderWorker(bundleOf(`throw new Error('bundle from another build');`));
    await expect(worker.loaded).rejects.toThrow('bundle from another build');
  });

  it('renders the pages it is sent, several at once, each with its own data', async () => {
    worker = startRenderWorker(fakeBundle());
    const pages = await Promise.all(['/a', '/b', '/c'].map((url) => worker!.render(url, data)));
    expect(pages).toEqual(['<main>/a Cafea boabe</main>', '<main>/b Cafea boabe</main>', '<main>/c Cafea boabe</main>']);
  });

  it('fails a page whose render fails, with the render error, and goes on rendering the others', async () => {
    worker = startRenderWorker(fakeBundle());
    await expect(worker.render('/broken', data)).rejects.toThrow('the page has no screen');
    await expect(worker.render('/a', data)).resolves.toBe('<main>/a Cafea boabe</main>');
  });

  it('fails the page in flight when its thread dies, and the next page starts a new one', async () => {
    worker = startRenderWorker(fakeBundle());
    await expect(worker.render('/crash', data)).rejects.toThrow('the render worker exited (7)');
    await expect(worker.render('/a', data)).resolves.toBe('<main>/a Cafea boabe</main>');
  });

  it('stops its thread when the server closes, and a later page starts another', async () => {
    worker = startRenderWorker(fakeBundle());
    await worker.render('/a', data);
    await worker.close();
    await expect(worker.render('/b', data)).resolves.toBe('<main>/b Cafea boabe</main>');
    await worker.close();
  });
});
