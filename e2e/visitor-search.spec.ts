import { expect, test } from './support/test';
import { acceptCookies } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { cardDates, cardPrices, choose, resultCards, scrollToEnd, searchAfter, settled, toggleSwitch } from './support/search-page';

const ascending = (values: number[]) => values.every((value, index) => index === 0 || (values[index - 1] as number) <= value);
const descending = (values: number[]) => ascending([...values].reverse());

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await settled(page);
});

test('text finds products with and without diacritics, and the URL keeps the search', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Caută' });
  for (const text of ['ciocolată', 'ciocolata', 'CIOCOLATA']) {
    await searchAfter(page, () => box.fill(text));
    await expect(resultCards(page).first()).toBeVisible();
    // The name or the description holds the word, whatever the accents typed.
    for (const card of await resultCards(page).allInnerTexts()) expect(card.toLowerCase()).toContain('ciocolat');
  }
  await expect(page).toHaveURL(/q=CIOCOLATA/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Caută' })).toHaveValue('CIOCOLATA');
});

test('the city and the two switches narrow the results; the city is remembered', async ({ page }) => {
  await choose(page, /Oraș/, 'București');
  await expect(resultCards(page).first()).toBeVisible();
  for (const card of await resultCards(page).allInnerTexts()) expect(card).toContain('București');

  await toggleSwitch(page, 'Livrabil');
  await toggleSwitch(page, 'În stoc');
  await expect(page).toHaveURL(/filter=DELIVERABLE/);
  for (const card of await resultCards(page).allInnerTexts()) {
    expect(card).toMatch(/Livrabil\s+Da/);
    expect(card).toContain('În Stoc');
    expect(card).toContain('București');
  }
  expect(await page.evaluate(() => localStorage.getItem('preferedCity'))).toBe('București');
});

test('each sort orders the results as it says, and is remembered', async ({ page }) => {
  await choose(page, /Sortare/, 'Preț crescător');
  expect(ascending(await cardPrices(page))).toBe(true);

  await choose(page, /Sortare/, 'Preț descrescător');
  const prices = await cardPrices(page);
  expect(descending(prices)).toBe(true);
  expect(prices[0]).toBeGreaterThan(prices.at(-1) as number);

  await choose(page, /Sortare/, 'Cele mai noi');
  expect(descending(await cardDates(page))).toBe(true);

  await choose(page, /Sortare/, 'Cele mai vechi');
  expect(ascending(await cardDates(page))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('preferredProductSearchSorting'))).toBe('BY_DATE_ASC');

  await choose(page, /Sortare/, 'Fără sortare');
  await expect(resultCards(page)).toHaveCount(12);
});

test("the seller link opens the seller's page, whose search scrolls through every product of theirs; a link by owner still filters; a title opens the product", async ({
  page,
}) => {
  // A demo distributor with several pages of products (other journeys add one-product sellers).
  await searchAfter(page, () => page.getByRole('combobox', { name: 'Caută' }).fill('cafea boabe espresso'));
  const sellerLink = resultCards(page).first().locator('a[href^="/seller/"]');
  const seller = (await sellerLink.innerText()).trim();
  const slug = ((await sellerLink.getAttribute('href')) ?? '').split('/').pop();
  await sellerLink.click();
  await expect(page).toHaveURL(new RegExp(`/seller/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seller);
  await settled(page);

  const { uuid: owner } = (await (await page.request.get(`/svc/search/api/seller/${slug}`)).json()) as { uuid: string };
  const expected = await page.request.post('/svc/search/api/search', {
    data: { name: '', city: 'Toate', page: 0, perPage: 1000, filter: [], sort: ['NO_SORT'], owner },
  });
  const total = ((await expected.json()) as { products: unknown[] }).products.length;
  expect(total).toBeGreaterThan(12);

  expect(await scrollToEnd(page)).toBe(total);
  for (const card of await resultCards(page).allInnerTexts()) expect(card).toContain(seller);
  await expect(page.getByRole('button', { name: 'Înapoi sus' })).toBeVisible();
  await page.getByRole('button', { name: 'Înapoi sus' }).click();
  // Back at the top, with the focus at the start of the content for keyboard users.
  await expect.poll(() => page.evaluate(() => window.scrollY < window.innerHeight)).toBe(true);
  await expect(page.locator('main')).toBeFocused();

  // A link that filters search by owner (a printed QR code, an old share) keeps working.
  await page.goto(`/search?owner=${owner}`);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Produse vândute de:' })).toContainText(seller);
  await searchAfter(page, () => page.getByRole('button', { name: 'Elimină filtrul' }).click());
  await expect(page.getByRole('region', { name: 'Produse vândute de:' })).toBeHidden();
  await expect(page).not.toHaveURL(/owner=/);

  const title = resultCards(page).first().getByRole('heading').getByRole('link');
  const name = await title.innerText();
  await title.click();
  await expect(page).toHaveURL(/\/product\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | Catalog HoReCa`);
  // Reached inside the app, the page carries the head the server writes for its address (decision 032).
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string });
  expect(jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(jsonLd[0]).toMatchObject({ '@type': 'Product', name, offers: { priceCurrency: 'RON' } });
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', page.url());
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expectNoAxeViolations(page);
});

test('the product page explains a missing or unknown product', async ({ page }) => {
  await page.goto('/product');
  await expect(page.getByText('Identificatorul produsului nu a fost gasit.')).toBeVisible();
  await page.goto('/product?id=3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e');
  await expect(page.getByText('Produsul nu a fost gasit.')).toBeVisible();
});

test('a failing search shows the red alert above the filters, and retrying recovers', async ({ page }) => {
  await page.route('**/svc/search/api/search', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' }),
    }),
  );
  // The failing answer is for this very search, so no earlier one is still on its way when the route is lifted.
  const failed = page.waitForResponse(
    (response) => response.url().endsWith('/svc/search/api/search') && (response.request().postDataJSON() as { name?: string }).name === 'apă',
  );
  await page.getByRole('combobox', { name: 'Caută' }).fill('apă');
  expect((await failed).status()).toBe(503);
  const alert = page.getByRole('alert').filter({ hasText: 'Căutarea nu a mers, te rugăm să încerci din nou.' });
  await expect(alert).toBeVisible();
  await page.unroute('**/svc/search/api/search');
  await alert.getByRole('button', { name: 'Încearcă din nou' }).click();
  await expect(alert).toBeHidden();
  await expect(resultCards(page).first()).toBeVisible();
});

test('a corrected search, its exact search and back again: the address restores the results, the count and the correction', async ({ page }) => {
  const results = page.getByRole('region', { name: 'Rezultate' });
  await page.goto('/search?q=cicolata');
  await settled(page);
  await expect(results.getByText('Rezultate pentru «ciocolata».', { exact: false })).toBeVisible();
  const count = (await results.getByText(/^\d[\d.]* (de )?produse?$/).textContent()) ?? '';
  expect(count).not.toBe('');
  const titles = await resultCards(page).getByRole('heading').allInnerTexts();

  await results.getByRole('link', { name: 'Caută exact «cicolata»' }).click();
  await expect(page).toHaveURL(/q=cicolata&exact=1/);
  await settled(page);
  await expect(results.getByText('Niciun produs pentru «cicolata»', { exact: true })).toBeVisible();
  await expect(resultCards(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/q=cicolata$/);
  await settled(page);
  await expect(results.getByText('Rezultate pentru «ciocolata».', { exact: false })).toBeVisible();
  await expect(results.getByText(count, { exact: true })).toBeVisible();
  expect(await resultCards(page).getByRole('heading').allInnerTexts()).toEqual(titles);

  await page.goForward();
  await expect(page).toHaveURL(/exact=1/);
  await settled(page);
  await expect(results.getByText('Niciun produs pentru «cicolata»', { exact: true })).toBeVisible();
});

test('"De ce apare acest rezultat?" opens by keyboard and says where the words were found; its link explains the order (issue #51)', async ({ page }) => {
  await searchAfter(page, () => page.getByRole('combobox', { name: 'Caută' }).fill('ciocolată'));
  const card = resultCards(page).first();
  const question = card.locator('summary');
  await expect(question).toHaveText(/^De ce apare acest rezultat\?/);
  const reasons = card.getByRole('listitem');
  await expect(reasons.first()).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  // The heaviest field first: the best result has the word in its name.
  await expect(reasons.first()).toHaveText(/^În numele produsului: «ciocolat[^»]*» \(același cuvânt sau aceeași rădăcină\)/i);
  await expect(card.getByText('Nimeni nu plătește pentru un loc în rezultate.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Space');
  await expect(reasons.first()).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const link = card.getByRole('link', { name: 'Cum ordonăm rezultatele' });
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ranking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cum ordonăm rezultatele' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Un cuvânt contează cel mai mult găsit în numele produsului, apoi în marcă, apoi în descriere, apoi în oraș.',
  );
});
