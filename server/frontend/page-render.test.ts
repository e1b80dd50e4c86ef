import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headTexts } from '../../app/head/head-texts';
import type { PageData } from '../../app/head/page-data';
import { testConfig } from '../testing/test-config';
import { loadPageRenderer, type PageRenderer } from './page-render';
import { runtimeConfigOf } from './serve-frontend';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
const visitor: PageData = { config: runtimeConfigOf(testConfig()), consented: true, priceBasis: 'GROSS' };

describe('the pages the server renders, from the app as `npm run build` bundles it (decision 033)', () => {
  let renderer: PageRenderer;
  beforeAll(async () => {
    if (!existsSync(`${distDir}server/entry-server.js`)) throw new Error('These tests render with the built app: run `npm run build` first (npm test does).');
    renderer = (await loadPageRenderer(distDir)) as PageRenderer;
  });
  afterAll(() => renderer.close());

  it('a page whose screen is not loaded yet waits for it, and later renders of it are the same HTML, in one pass', async () => {
    for (const [path, title] of [
      ['/terms', headTexts.pages.terms.title],
      ['/contact', headTexts.pages.contact.title],
    ] as const) {
      const first = await renderer.render(path, path, visitor);
      expect(first.html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      // No part left to the browser: no spinner where the screen should be.
      expect(first.html, path).not.toMatch(/<!--\$[?!]-->/);
      const again = await renderer.render(path, path, visitor);
      expect(again.html, path).toBe(first.html);
    }
  });
});
