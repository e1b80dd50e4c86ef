import { test as base, type Page } from '@playwright/test';
import { journeyServer } from './app-servers';
import { recordJourney } from './journey-log';

export { expect, type Download, type Page } from '@playwright/test';

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

/**
 * Playwright's test, on the worker's own server (e2e/support/app-servers.ts), with every page
 * of its context waiting as above, new ones included; a context a test makes itself takes the
 * `baseURL` fixture and wraps its pages with `waitingUntilLive`. When a journey fails, its page's
 * record is left for the log (e2e/support/journey-log.ts).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  baseURL: async ({}, use) => {
    await use(journeyServer().url);
  },
  context: async ({ context }, use) => {
    context.on('page', waitingUntilLive);
    await use(context);
  },
  page: async ({ page }, use, testInfo) => {
    const writeLogIfFailed = recordJourney(page);
    await use(waitingUntilLive(page));
    await writeLogIfFailed(testInfo);
  },
});
