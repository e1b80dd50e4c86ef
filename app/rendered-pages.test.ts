import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('the pages the server renders name their screens as the router loads them (decision 033)', () => {
  it('each rendered page is a route, and its lazy screen is the module the router imports for it', () => {
    const router = read('./router.tsx');
    const rendered = [...read('./entry-server.tsx').matchAll(/'(\/[a-z]+)': (?:'([^']+)'|null)/g)].map(([, path, screen]) => ({ path, screen }));
    expect(rendered.map(({ path }) => path).sort()).toEqual([
      '/accessibility',
      '/contact',
      '/privacy',
      '/product',
      '/ranking',
      '/search',
      '/seller',
      '/sitemap',
      '/terms',
    ]);
    for (const { path, screen } of rendered) {
      // A page with a parameter in its address (a seller's slug) is rendered under its first segment.
      const element = new RegExp(`<Route path="${path}(?:/:\\w+)?" element={<(\\w+) />}`).exec(router)?.[1];
      expect(element, `${path} is a route`).toBeDefined();
      const lazy = new RegExp(`const ${element} = lazy\\(\\(\\) => import\\('\\./([^']+)'\\)\\)`).exec(router)?.[1];
      // A screen the first load carries (search) has no module of its own to link; a lazy one names its file.
      expect(screen === undefined ? undefined : screen.replace(/\.tsx$/, ''), path).toBe(lazy);
    }
  });
});
