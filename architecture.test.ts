import { ESLint } from 'eslint';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals')
    .map((message) => message.message);
}

describe('imports flow one way: app → machines / design-system → openapi clients', () => {
  it('keeps React out of machines', async () => {
    expect(await restrictedImports('machines/auth/auth.machine.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([
      expect.stringContaining('Machines never import React'),
    ]);
  });

  it('keeps fetching out of design-system components', async () => {
    const client = "import createClient from 'openapi-fetch';\nexport const c = createClient;\n";
    expect(await restrictedImports('design-system/Button/Button.tsx', client)).toEqual([expect.stringContaining('never fetch')]);
    expect(await restrictedImports('design-system/Button/Button.tsx', "export const load = () => fetch('/x');\n")).toEqual([
      expect.stringContaining('never fetch'),
    ]);
  });

  it('lets design-system components name the spec’s types, and nothing else from openapi', async () => {
    const types = "import type { components } from '../../openapi/generated/product';\nexport type P = components['schemas']['Product'];\n";
    expect(await restrictedImports('design-system/ProductCard/product-card-data.ts', types)).toEqual([]);
    const value = "import * as spec from '../../openapi/generated/product';\nexport const s = spec;\n";
    expect(await restrictedImports('design-system/ProductCard/product-card-data.ts', value)).toEqual([expect.stringContaining('only types')]);
    const client = "import type { Client } from '../../openapi/clients/product-client';\nexport type C = Client;\n";
    expect(await restrictedImports('design-system/ProductCard/product-card-data.ts', client)).toEqual([expect.stringContaining('never fetch')]);
  });

  it('keeps machines and components from reaching up into the app or sideways into each other', async () => {
    expect(await restrictedImports('machines/search/search.machine.ts', "import { x } from '../../app/router';\nexport { x };\n")).not.toEqual([]);
    expect(await restrictedImports('design-system/Badge/Badge.tsx', "import { m } from '../../machines/auth/auth.machine';\nexport { m };\n")).not.toEqual([]);
    expect(await restrictedImports('openapi/clients/x.ts', "import { m } from '../../machines/auth/auth.machine';\nexport { m };\n")).not.toEqual([]);
  });

  it('keeps the front end away from server code', async () => {
    expect(await restrictedImports('app/main.tsx', "import { buildApp } from '../server/build-app';\nexport { buildApp };\n")).not.toEqual([]);
  });

  it('keeps each route folder to itself: a feature never imports another feature', async () => {
    const sideways = "import { loadUserPage } from '../admin/user-list-effects';\nexport { loadUserPage };\n";
    expect(await restrictedImports('app/routes/products/ProductsManagementRoute.tsx', sideways)).toEqual([
      expect.stringContaining('never imports another route folder'),
    ]);
    const throughRoutes = "import { SearchRoute } from '../../routes/search/SearchRoute';\nexport { SearchRoute };\n";
    expect(await restrictedImports('app/routes/product/ProductRoute.tsx', throughRoutes)).toEqual([
      expect.stringContaining('never imports another route folder'),
    ]);
    const shared =
      "import { unwrap } from '../../runtime/unwrap';\nimport { texts } from '../../messages/texts';\nimport { m } from './product-texts';\nexport { unwrap, texts, m };\n";
    expect(await restrictedImports('app/routes/product/ProductRoute.tsx', shared)).toEqual([]);
    expect(
      await restrictedImports('app/routes/product/ProductRoute.tsx', "import { buildApp } from '../../../server/build-app';\nexport { buildApp };\n"),
    ).not.toEqual([]);
  });

  it('keeps the server’s services from importing each other: what they share lives in services/catalogue', async () => {
    const sideways = "import { searchProducts } from '../search/search-products';\nexport { searchProducts };\n";
    expect(await restrictedImports('server/services/product/routes.ts', sideways)).toEqual([expect.stringContaining('never imports another')]);
    const upward = "import { toProduct } from '../product/product-input';\nexport { toProduct };\n";
    expect(await restrictedImports('server/services/catalogue/product-view.ts', upward)).toEqual([expect.stringContaining('never imports another')]);
    const shared = "import { toProduct } from '../catalogue/product-view';\nexport { toProduct };\n";
    expect(await restrictedImports('server/services/search/product-rows.ts', shared)).toEqual([]);
  });

  it('keeps the search engine pure: no database, file or timer in it, still no other service', async () => {
    const database = "import { sql } from 'kysely';\nexport { sql };\n";
    expect(await restrictedImports('server/services/search/engine/run-query.ts', database)).toEqual([expect.stringContaining('no database, file or timer')]);
    const lifecycle = "import { SearchEngine } from '../lifecycle/search-engine';\nexport { SearchEngine };\n";
    expect(await restrictedImports('server/services/search/engine/catalogue-index.ts', lifecycle)).toEqual([
      expect.stringContaining('no database, file or timer'),
    ]);
    expect(await restrictedImports('server/services/search/engine/top-k.ts', 'export const later = () => setTimeout(() => undefined, 1);\n')).toEqual([
      expect.stringContaining('holds no timer'),
    ]);
    const sideways = "import { toProduct } from '../../product/product-input';\nexport { toProduct };\n";
    expect(await restrictedImports('server/services/search/engine/run-query.ts', sideways)).toEqual([expect.stringContaining('never imports another')]);
  });

  it('keeps server rendering to its read interface: no service, handler or write behind the pages', async () => {
    const handler = "import { searchAnswerJson } from '../services/search/search-products';\nexport { searchAnswerJson };\n";
    expect(await restrictedImports('server/frontend/page-answers.ts', handler)).toEqual([expect.stringContaining('through CatalogueReads')]);
    const reads = "import type { CatalogueReads } from './catalogue-reads';\nexport type { CatalogueReads };\n";
    expect(await restrictedImports('server/frontend/preview-images.ts', reads)).toEqual([]);
  });

  it('lets the app use machines, the design system and the clients', async () => {
    const code =
      "import { a } from '../machines/auth/auth.machine';\nimport { b } from '../design-system';\nimport { c } from '../openapi';\nexport { a, b, c };\n";
    expect(await restrictedImports('app/router.tsx', code)).toEqual([]);
  });
});

describe('no import circles', () => {
  it('no module of the front end, machines, specs or server reaches itself through its imports, types included', async () => {
    const graph = await madge(['app', 'design-system', 'machines', 'openapi', 'server'], {
      baseDir: import.meta.dirname,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: 'tsconfig.json',
    });
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
