import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverBundleIsCurrent, serverBundlePath } from './build-stamps.mjs';
import { buildServerBundle } from './server-build';

/** A project with a two-module server and a locked dependency list, as the bundle reads them. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'server-build-'));
  mkdirSync(join(root, 'server'));
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'server', 'main.ts'), "import { greeting } from './greeting';\nconsole.log(greeting);\n");
  writeFileSync(join(root, 'server', 'greeting.ts'), "export const greeting: string = 'bună';\n");
  writeFileSync(join(root, 'docs', 'notes.md'), 'not imported\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  writeFileSync(join(root, 'scripts', 'server-build.ts'), '// the recipe\n');
  return root;
}

describe('the server bundle npm start runs (scripts/server-build.ts)', () => {
  it('runs under plain Node, and is rebuilt exactly when a file it was built from changes', async () => {
    const root = project();
    expect(serverBundleIsCurrent(root)).toBe(false);

    await buildServerBundle(root);
    expect(execFileSync(process.execPath, [serverBundlePath(root)], { encoding: 'utf8' })).toBe('bună\n');
    expect(serverBundleIsCurrent(root)).toBe(true);

    writeFileSync(join(root, 'docs', 'notes.md'), 'still not imported\n');
    expect(serverBundleIsCurrent(root)).toBe(true);

    writeFileSync(join(root, 'server', 'greeting.ts'), "export const greeting: string = 'salut';\n");
    expect(serverBundleIsCurrent(root)).toBe(false);
    await buildServerBundle(root);
    expect(execFileSync(process.execPath, [serverBundlePath(root)], { encoding: 'utf8' })).toBe('salut\n');

    writeFileSync(join(root, 'package-lock.json'), '{ "lockfileVersion": 3 }\n');
    expect(serverBundleIsCurrent(root)).toBe(false);
  });
});
