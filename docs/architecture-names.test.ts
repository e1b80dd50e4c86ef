import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const sources = files.filter((file) => /\.(ts|tsx|yaml|js|json)$/.test(file) && !file.includes('generated/') && !file.startsWith('docs/'));
const sourceText = sources.map((file) => readFileSync(new URL(file, root), 'utf8')).join('\n');
const cited = [...new Set([...readFileSync(new URL('architecture.md', import.meta.url), 'utf8').matchAll(/`([^`\n]+)`/g)].map((match) => match[1] as string))];

/** A name that reads as a file or folder of the repository: a path, or a file name with its extension. */
const isPath = (name: string): boolean => /\/$|\.(ts|tsx|yaml|js|md)$/.test(name) || (name.includes('/') && !name.startsWith('/'));
/** Placeholders (`<feature>`), calls and commands are examples, not names. */
const isExample = (name: string): boolean => /[<>(){}\s…]/.test(name);

describe('docs/architecture.md names only what exists', () => {
  it.each(cited.filter((name) => !isExample(name) && isPath(name)))('the path %s is in the repository', (name) => {
    const path = name.replace(/\/$/, '');
    if (path.startsWith('.')) return expect(files.some((file) => file.endsWith(path))).toBe(true);
    expect(files.some((file) => file === path || file.startsWith(`${path}/`) || file.endsWith(`/${path}`) || file.includes(`/${path}/`))).toBe(true);
  });

  it.each(cited.filter((name) => !isExample(name) && !isPath(name) && /^[\w.:/-]+$/.test(name)))('the name %s is in the code', (name) => {
    expect(sourceText.includes(name)).toBe(true);
  });
});
