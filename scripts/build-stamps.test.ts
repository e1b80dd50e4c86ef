import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStampPath, frontEndIsCurrent, sourceHash } from './build-stamps.mjs';

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'source-hash-'));
  mkdirSync(join(root, 'app', 'node_modules'), { recursive: true });
  writeFileSync(join(root, 'app', 'main.tsx'), 'export {};\n');
  writeFileSync(join(root, 'vite.config.ts'), 'export default {};\n');
  return root;
}

describe('the build key npm start compares (sourceHash)', () => {
  it('stays when only times change, and changes with any input’s content, name or a new file', () => {
    const root = tree();
    const inputs = ['app', 'vite.config.ts'];
    const first = sourceHash(root, inputs);
    utimesSync(join(root, 'app', 'main.tsx'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(sourceHash(root, inputs)).toBe(first);

    writeFileSync(join(root, 'app', 'node_modules', 'cache.js'), 'x');
    expect(sourceHash(root, inputs)).toBe(first);

    writeFileSync(join(root, 'vite.config.ts'), 'export default { base: "/" };\n');
    const changed = sourceHash(root, inputs);
    expect(changed).not.toBe(first);

    writeFileSync(join(root, 'app', 'new.ts'), '');
    expect(sourceHash(root, inputs)).not.toBe(changed);
  });
});

describe('whether npm start rebuilds the front end (frontEndIsCurrent)', () => {
  it('is current only when the front end was built from the sources as they are now', () => {
    const root = tree();
    expect(frontEndIsCurrent(root)).toBe(false);
    mkdirSync(join(root, 'dist', 'server'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>');
    writeFileSync(buildStampPath(root), `${sourceHash(root)}\n`);
    expect(frontEndIsCurrent(root)).toBe(true);

    writeFileSync(join(root, 'app', 'main.tsx'), 'export const changed = true;\n');
    expect(frontEndIsCurrent(root)).toBe(false);
    writeFileSync(buildStampPath(root), `${sourceHash(root)}\n`);
    expect(frontEndIsCurrent(root)).toBe(true);
  });
});
