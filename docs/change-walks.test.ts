import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../app/app-paths';
import { productFields } from '../openapi/domain/product-fields';
import { listOperations } from '../openapi/spec-files';

/**
 * docs/architecture.md's "Where to add" walks, checked against the code: whatever the walks say
 * every screen, call, machine and product field has, each one has, so a newcomer who follows a
 * walk lands where the others are. (docs/architecture-names.test.ts checks the names they cite.)
 */
const root = new URL('../', import.meta.url);
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const read = (file: string): string => readFileSync(new URL(file, root), 'utf8');
const walks = read('docs/architecture.md').split('## Where to add')[1]?.split('\n## ')[0] ?? '';
const walk = (name: string): string => walks.split('\n').find((line) => line.startsWith(`- **${name}**`)) ?? '';

const router = read('app/router.tsx');
/** Each screen's module, as app/router.tsx imports it: `routes/<feature>/<Name>Route`. */
const screens = [...router.matchAll(/import\(\s*'\.\/(routes\/[\w-]+\/\w+Route)'\s*\)|from '\.\/(routes\/[\w-]+\/\w+Route)'/g)].map(
  (match) => `app/${match[1] ?? match[2]}`,
);
const routePaths = [...router.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1] as string).filter((path) => path !== '/' && path !== '*');

describe('"A screen", as docs/architecture.md walks it', () => {
  it('names the places the code puts a screen', () => {
    for (const place of [
      'app/routes/<feature>/',
      '<Name>Route.tsx',
      '<Name>Route.stories.tsx',
      'app/router.tsx',
      'app/app-paths.ts',
      'app/shell/navigation.ts',
    ])
      expect(walk('A screen')).toContain(`\`${place}\``);
  });

  const inAStory = (screen: string): boolean => {
    const folder = screen.slice(0, screen.lastIndexOf('/') + 1);
    const name = screen.slice(screen.lastIndexOf('/') + 1);
    return files.filter((file) => file.startsWith(folder) && file.endsWith('.stories.tsx')).some((story) => read(story).includes(`from './${name}'`));
  };
  it.each(screens)('%s is a Route module in its feature folder, in a story of that folder', (screen) => {
    expect(files).toContain(`${screen}.tsx`);
    expect(inAStory(screen), `a story in its folder shows ${screen}`).toBe(true);
  });

  it('every lazy screen is a default export, as the walk says; only the first screen is not lazy', () => {
    const lazy = [...router.matchAll(/lazy\(\(\) => import\('\.\/(routes\/[\w-]+\/\w+Route)'\)\)/g)].map((match) => `app/${match[1]}.tsx`);
    expect(lazy.length).toBe(screens.length - 1);
    for (const screen of lazy) expect(read(screen), screen).toMatch(/export default function \w+Route/);
  });

  it('the router and app/app-paths.ts list the same addresses', () => {
    expect([...appPaths].sort()).toEqual([...routePaths].sort());
  });
});

describe('"A call", as docs/architecture.md walks it', () => {
  it('names the places the code puts a call', () => {
    for (const place of ['npm run openapi:generate', 'server/services/<service>/routes.ts', 'contracts/consumer/<service>.pact.test.ts'])
      expect(walk('A call')).toContain(`\`${place}\``);
    expect(walk('A call')).toContain('authorization matrix');
  });

  const services = ['auth', 'product', 'search'] as const;
  const handled = Object.fromEntries(
    services.map((service) => [
      service,
      files
        .filter((file) => file.startsWith(`server/services/${service}/`) && file.endsWith('routes.ts'))
        .map(read)
        .join('\n'),
    ]),
  );
  const operations = listOperations().map(({ service, method, path, operation }) => ({
    service,
    call: `${method.toUpperCase()} ${path}`,
    id: operation.operationId,
  }));
  it.each(operations)('$service $call ($id) has its handler in its service’s routes', ({ service, id }) => {
    expect(handled[service as (typeof services)[number]]).toMatch(new RegExp(`\\b${id}\\b`));
  });
});

describe('"A machine", as docs/architecture.md walks it', () => {
  const machines = files.filter((file) => /^machines\/[\w-]+\/[\w-]+\.machine\.ts$/.test(file));
  it.each(machines)('%s is declared with setup() and tested beside it', (machine) => {
    expect(read(machine)).toMatch(/\bsetup\(\{/);
    const folder = machine.slice(0, machine.lastIndexOf('/') + 1);
    const module = machine.slice(machine.lastIndexOf('/') + 1).replace(/\.ts$/, '');
    const tests = files.filter((file) => file.startsWith(folder) && file.endsWith('.test.ts'));
    expect(
      tests.some((test) => read(test).includes(`'./${module}'`)),
      `a test in ${folder} runs ${module}`,
    ).toBe(true);
  });
});

describe('"A product field", as docs/architecture.md walks it', () => {
  const migrations = files
    .filter((file) => file.startsWith('server/db/migrations/'))
    .map(read)
    .join('\n');
  const texts = read('openapi/domain/product-field-texts.ts');
  const product = read('docs/product.md');
  const fields = Object.entries(productFields).map(([name, field]) => ({ name, column: field.column }));
  it.each(fields)('$name has its column made by a migration, its texts and its place in docs/product.md', ({ name, column }) => {
    expect(migrations).toMatch(new RegExp(`\\b${column}\\b`));
    expect(texts).toMatch(new RegExp(`\\b${name}\\b`));
    expect(product).toContain(`\`${name}\``);
  });
});
