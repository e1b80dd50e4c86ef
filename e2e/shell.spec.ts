import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the app starts from /config.json, in Romanian, with the version label', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog HoReCa' })).toBeVisible();
  await expect(page.getByText('Versiunea 0.0.21-p')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
});

test('a deep link is served the app, not the product API', async ({ page }) => {
  await page.goto('/product?id=3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog HoReCa' })).toBeVisible();
});

test('the page has no axe violations (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations).toEqual([]);
});
