import { expect, test, type Page } from './support/test';

/** What the browser says while a page loads and hydrates: errors, warnings, and uncaught exceptions. */
function consoleTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') trouble.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`pageerror: ${error.message}`));
  return trouble;
}

/** The search calls the page makes. */
function searchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/svc/search/api/search')) calls.push(request.url());
  });
  return calls;
}

/**
 * The newest product on the journey's server: a demo product, or one an earlier journey made,
 * perhaps as the administrator, whose firm is named like the site (so its links are looked for in the page's main part).
 */
async function someProduct(page: Page): Promise<{ uuid: string; name: string; seller: string }> {
  const answer = await page.request.post('/svc/search/api/search', {
    data: { name: '', city: 'Toate', page: 0, perPage: 1, filter: [], sort: ['BY_DATE_DESC'] },
  });
  return ((await answer.json()) as { products: { uuid: string; name: string; seller: string }[] }).products[0]!;
}

test('a shared product link paints the product with no script at all', async ({ browser, page, baseURL }) => {
  const product = await someProduct(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const reader = await noScript.newPage();
  await reader.goto(`/product?id=${product.uuid}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(reader.getByText(/\d,\d{2}\sRON/).first()).toBeVisible();
  await expect(reader.getByRole('main').getByRole('link', { name: product.seller, exact: true })).toBeVisible();
  // Who sells it, as the DSA has a marketplace say (issue #49).
  await expect(reader.getByRole('region', { name: 'Informații comerciant' })).toBeVisible();
  await expect(reader).toHaveTitle(`${product.name} | Catalog HoReCa`);
  await noScript.close();
});

test("a server-rendered page is painted before the app's code is asked for, which then starts (decision 040)", async ({ page }) => {
  const product = await someProduct(page);
  await page.goto(`/product?id=${product.uuid}`);
  // The app's code has been fetched.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(index|ProductRoute)-[\w-]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name.replace(/.*\/assets\//, ''), startTime: entry.startTime })),
  }));
  expect(timings.paint).toBeGreaterThan(0);
  expect(timings.scripts.map((script) => script.name.split('-')[0]).sort()).toEqual(['ProductRoute', 'index']);
  for (const script of timings.scripts) expect(script.startTime, script.name).toBeGreaterThan(timings.paint ?? Number.POSITIVE_INFINITY);
  // The worker that sets up the locale data off the main thread was allowed by the CSP and fetched (decision 042).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/intl-warmup-[\w-]+\.js$/.test(entry.name))))
    .toBe(true);
});

test('a server-rendered page keeps the head the server wrote as it hydrates, and a move within the app writes the next one', async ({ page }) => {
  const product = await someProduct(page);
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { headRemovals: removed });
    new MutationObserver((records) => {
      for (const record of records) if (record.target === document.head) for (const node of record.removedNodes) removed.push(node.nodeName);
    }).observe(document, { childList: true, subtree: true });
  });
  const removals = () => page.evaluate(() => (window as { headRemovals?: string[] }).headRemovals);
  await page.goto(`/product?id=${product.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.waitForLoadState('networkidle');
  expect(await removals()).toEqual([]);
  await expect(page).toHaveTitle(`${product.name} | Catalog HoReCa`);
  await page.getByRole('main').getByRole('link', { name: product.seller, exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/[a-z0-9-]+$/);
  await expect(page).not.toHaveTitle(`${product.name} | Catalog HoReCa`);
  expect(await removals()).toContain('TITLE');
});

test('a server-rendered product page hydrates without a warning, without loading the product again, and stays interactive', async ({ page }) => {
  const product = await someProduct(page);
  const trouble = consoleTrouble(page);
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/search/${product.uuid}`)) productCalls.push(request.url());
  });
  await page.goto(`/product?id=${product.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  expect(productCalls).toEqual([]);
  // The page is the app: a seller link moves within it, without loading a document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: product.seller, exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/[a-z0-9-]+$/);
  await expect(page.getByRole('region', { name: 'Rezultate' }).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(trouble).toEqual([]);
});

test("the search page hydrates the server's first page, its selects start working, and the infinite scroll goes on from page 1 without repeating it", async ({
  page,
}) => {
  const trouble = consoleTrouble(page);
  const calls = searchCalls(page);
  await page.goto('/search?sort=BY_DATE_DESC');
  const cards = page.getByRole('region', { name: 'Rezultate' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  expect(calls).toEqual([]);
  // The server draws the city and the sort as still pictures; once hydrated they are the working selects, on the address's sort.
  const sort = page.getByRole('button', { name: /Sortare/ });
  await expect(sort).toContainText('Cele mai noi');
  await sort.press('Enter');
  await expect(page.getByRole('option', { name: 'Preț crescător' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 100_000);
  // One call, for the second page: the first is the server's, kept, and not repeated.
  await expect(cards).toHaveCount(24);
  expect(calls).toHaveLength(1);
  const titles = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/product')));
  expect(new Set(titles).size).toBe(titles.length);
  expect(trouble).toEqual([]);
});

test('the terms, contact and sitemap pages hydrate without a warning, and the sitemap goes on from its first slice', async ({ page }) => {
  const trouble = consoleTrouble(page);
  const calls = searchCalls(page);
  for (const [path, heading] of [
    ['/terms', 'Termeni și condiții'],
    ['/contact', 'Contact'],
    ['/sitemap', 'Harta site-ului'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  const links = page.getByRole('list', { name: 'Produse' }).getByRole('link');
  await expect(links).toHaveCount(500);
  expect(calls).toEqual([]);
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => links.count()).toBeGreaterThan(500);
  expect(calls).toHaveLength(1);
  expect(trouble).toEqual([]);
});

test('a visitor who accepted cookies gets pages without the banner from the server, so nothing moves', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: 'Cookie-uri' })).toBeHidden();
  const html = await (await page.request.get('/terms', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('Folosim cookie-uri');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termeni și condiții');
  await expect(page.getByRole('region', { name: 'Cookie-uri' })).toHaveCount(0);

  // A consent given before the cookie existed (localStorage only): the server draws the banner, the page closes it once live and writes the cookie.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie-uri' })).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('accepted');
});
