import { test as base, type Page } from '@playwright/test';

export { expect, type Download, type Locator, type Page } from '@playwright/test';

/**
 * A page that, after `goto` or `reload` of one of the app's pages, waits until the screen
 * responds to input (app/shell/RootLayout.tsx): a page the server rendered shows its buttons
 * before its script runs (decision 033), and a click then would do nothing, as it would for a
 * visitor on a slow phone. Addresses that are not the app (the API docs, sitemap.xml) load as they are.
 */
export function waitingUntilLive(page: Page): Page {
  const live = async () => {
    if ((await page.locator('#root').count()) > 0) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  return page;
}

/** Playwright's test, with every page of its context waiting as above, new ones included; a context a test makes itself wraps its pages with `waitingUntilLive`. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitingUntilLive);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitingUntilLive(page));
  },
});
