import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPaths } from './app-paths';

describe('the addresses the server knows are the app’s', () => {
  it('lists every route AppRoutes declares, and no other, so the server never sends a real screen away to /search', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const declared = [...router.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]).filter((path) => path !== '/' && path !== '*');
    expect([...appPaths].sort()).toEqual(declared.sort());
  });
});
