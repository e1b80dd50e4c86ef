import { expect, test, type Page } from './support/test';
import { acceptCookies, createActiveSeller, logIn, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { resultCards, settled } from './support/search-page';

/** Counts every navigation of the page, the router's included, from now on. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

const adminOnly = ['/admin', '/admin/dashboard', '/admin/users', '/admin/search', '/admin/moderation', '/admin/moderation/log'];

test('a logged-in seller who opens an admin address is told there is no access, and the page settles', async ({ page }) => {
  await acceptCookies(page);
  await logIn(page, 'cafeabuna', 'Demo!2025');
  for (const path of adminOnly) {
    await page.goto(path);
    const navigations = countNavigations(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Nu ai acces la această pagină' })).toBeVisible();
    await expect(page.getByText('Contul cafeabuna nu are drept de administrator')).toBeVisible();
    const settledAt = page.url();
    const settledAfter = navigations();
    await page.waitForTimeout(500);
    expect(page.url(), `${path} keeps moving`).toBe(settledAt);
    expect(navigations(), `${path} keeps navigating`).toBe(settledAfter);
    expect(new URL(settledAt).pathname).toBe('/login');
    await expect(page).toHaveTitle(/Nu ai acces/);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Mergi la produsele tale' }).click();
  await expect(page).toHaveURL(/\/products-management$/);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Autentifică-te cu alt cont' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delogare' })).toHaveCount(0);
});

test('moving to another page puts focus on its heading, scrolls to its top and names it in the title; back leaves focus alone', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Termeni și condiții' })).toBeVisible();
  const termsTitle = await page.title();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Harta site-ului' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harta site-ului' })).toBeFocused();
  expect(await page.title()).not.toBe(termsTitle);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Contact' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeFocused();
  await expect(page).toHaveTitle(/^Contact/);

  await page.goBack();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harta site-ului' })).not.toBeFocused();
});

test('a guard that sends a visitor to the login screen puts focus on its heading', async ({ page }) => {
  await acceptCookies(page);
  await page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Administrare' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeFocused();
});

/** Tabs through the page and returns each focused element that is hidden under something else. */
async function obscuredByTab(page: Page, presses: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return undefined;
      // A visually hidden control (a checkbox's input, the drop zone's button) is seen through
      // the nearest box around it that has a size: its label, the drop zone.
      const clipped = (element: Element) => {
        const style = getComputedStyle(element);
        return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      };
      let shown: HTMLElement = focused;
      for (let node: HTMLElement | null = focused; node; node = node.parentElement) if (clipped(node)) shown = node.parentElement ?? node;
      while (shown.getBoundingClientRect().width <= 2 && shown.parentElement) shown = shown.parentElement;
      const box = shown.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ];
      const visible = points.some(([x, y]) => {
        if (x === undefined || y === undefined || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (shown.contains(top) || top.contains(shown));
      });
      return visible ? undefined : focused.outerHTML.slice(0, 160);
    });
    if (report) hidden.push(report);
  }
  return hidden;
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`with the cookie notice open, every control reached by Tab can be seen (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/login', '/contact', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Cookie-uri' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await obscuredByTab(page, 40), path).toEqual([]);
    }
    const seller = newSeller('ascuns');
    await createActiveSeller(page, seller);
    await page.evaluate(() => localStorage.removeItem('cookie_consent'));
    await page.goto('/login');
    await page.getByLabel('Utilizator').fill(seller.username);
    await page.getByLabel('Parola', { exact: true }).fill(seller.password);
    await page.getByRole('checkbox', { name: 'Nu sunt robot' }).check({ force: true });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/products-management$/);
    await page.goto('/upload/catalog');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('nume,pret,telefon\nCafea,12,0722123456\n') });
    await expect(page.getByRole('button', { name: 'Vezi ce se schimbă' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Cookie-uri' })).toBeVisible();
    expect(await obscuredByTab(page, 40), '/upload/catalog').toEqual([]);
  });
}

test('icons are drawn, not typed: no emoji or symbol character needs a font the machine may lack', async ({ page }) => {
  await acceptCookies(page);
  await settled(page);
  await expect(resultCards(page).first().locator('svg[data-icon="location"]')).toBeVisible();
  await page.getByRole('combobox', { name: 'Caută' }).fill('cafea');
  await expect(page.getByRole('button', { name: 'Șterge căutarea' }).locator('svg[data-icon="close"]')).toBeVisible();
  const symbols = await page.evaluate(() => document.body.innerText.match(/[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u{1f000}-\u{1faff}]/gu) ?? []);
  expect(symbols).toEqual([]);
});
