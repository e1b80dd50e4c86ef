import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { parse } from 'yaml';
import { expectNoAxeViolations } from './support/axe';

const services = ['auth', 'product', 'search'] as const;

const operationIds = (service: string): string[] => {
  const document = parse(readFileSync(new URL(`../openapi/${service}.yaml`, import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])));
};

test('a back-end developer opens the API reference: one page a service, every operation named, nothing blocked by the CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/api-docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentația API — Catalog HoReCa' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const service of services) {
    await page.goto('/api-docs');
    await page
      .getByRole('listitem')
      .filter({ hasText: `(${service})` })
      .getByRole('link', { name: 'Referința interactivă' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/api-docs/${service}$`));
    for (const operationId of operationIds(service)) {
      // An operation with two tags (a user's and an administrator's) is listed under each.
      await expect(page.locator('.opblock-summary-operation-id', { hasText: new RegExp(`^${operationId}$`) }).first()).toBeVisible();
    }
  }
  expect(refused).toEqual([]);
});
