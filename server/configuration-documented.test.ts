import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentVariables } from './config';

/** The variables a README table row names in its first column. */
function readmeVariables(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Run in production'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((match) => match[1] as string));
}

/** The variables `.env.example` sets or shows commented out. */
function exampleVariables(): string[] {
  return readFileSync('.env.example', 'utf8')
    .split('\n')
    .map((line) => /^#?\s?([A-Z][A-Z_]+)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the configuration, documented', () => {
  it('names the same variables in the README table, .env.example and server/config.ts', () => {
    const known = [...environmentVariables].sort();
    expect([...new Set(readmeVariables())].sort()).toEqual(known);
    expect([...new Set(exampleVariables())].sort()).toEqual(known);
  });

  it('lets .env.example be read as it is: its values are the defaults', async () => {
    const { readConfig } = await import('./config');
    const values = Object.fromEntries(
      readFileSync('.env.example', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z]/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const example = readConfig({ ...values, DATA_DIR: '/tmp/horeca-env-example' });
    const defaults = readConfig({ DATA_DIR: '/tmp/horeca-env-example' });
    expect(example).toEqual(defaults);
  });
});
