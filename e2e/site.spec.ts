import { expect, test } from './support/test';
import { createActiveSeller, newSeller, solveLocalCaptcha } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { receiveMail } from './support/mail';
import { tabTo } from './support/screen-reader';

test('the cookie banner shows until accepted, then stays away', async ({ page }) => {
  await page.goto('/search');
  const banner = page.getByRole('region', { name: 'Cookie-uri' });
  await expect(banner).toContainText('autentificare');
  await expect(banner).toContainText('captcha');
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('refusing cookies is one press, as accepting is, by keyboard; the notice then stays away, from the server too (issue #51)', async ({ page }) => {
  await page.goto('/search');
  const banner = page.getByRole('region', { name: 'Cookie-uri' });
  await expect(banner).toContainText('Dacă refuzi, nu analizăm traficul');
  await tabTo(page, banner.getByRole('button', { name: 'Refuz' }), 5);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  // Focus goes on to the skip link, the next stop after the notice.
  await expect(page.getByRole('link', { name: 'Sari la conținut' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('refused');
  const html = await (await page.request.get('/search', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('Folosim cookie-uri');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an unknown address goes to /search; / does too', async ({ page }) => {
  await page.goto('/nu-exista/deloc?x=1');
  await expect(page).toHaveURL(/\/search$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/search$/);
});

test('the navigation, footer and version label follow the spec', async ({ page }) => {
  await page.goto('/terms');
  const nav = page.getByRole('navigation', { name: 'Navigare principală' });
  for (const [name, href] of [
    ['Cautare', '/search'],
    ['Administrare', '/products-management'],
    ['Termeni', '/terms'],
    ['Contact', '/contact'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string);
  }
  await expect(nav.getByRole('link', { name: 'Termeni', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav).toContainText('0.0.21-p');
  await expect(nav.getByRole('button', { name: 'Delogare' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025 Catalog HoReCa. All rights reserved');
  await expect(footer.getByRole('link', { name: 'Termeni si conditii' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Harta site-ului' })).toHaveAttribute('href', '/sitemap');
  // What a public marketplace owes (issue #51): privacy, accessibility, ranking and ANPC's SAL, not the closed EU ODR platform.
  await expect(footer.getByRole('link', { name: 'Confidențialitate' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Declarație de accesibilitate' })).toHaveAttribute('href', '/accessibility');
  await expect(footer.getByRole('link', { name: 'Cum ordonăm rezultatele' })).toHaveAttribute('href', '/ranking');
  await expect(footer.getByRole('link', { name: /ANPC/ })).toHaveAttribute('href', 'https://anpc.ro/ce-este-sal/');
  await expect(footer.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Ultima actualizare: 18 aprilie 2025');
  await expect(page.getByRole('main')).toContainText('legea română');
  await expect(page.getByRole('main')).toContainText('intermediar');
  await expect(page).toHaveTitle('Termeni și condiții | Catalog HoReCa');
});

test('a visitor sends a contact message; the team receives it by mail', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Trimite mesajul' }).click();
  await expect(page.getByText('Câmpul este obligatoriu.').first()).toBeVisible();
  await page.getByLabel('Nume').fill('Vlad Marin');
  await page.getByLabel('Email').fill('vlad.marin@exemplu.ro');
  await page.getByLabel('Mesaj').fill('Căutăm furnizor de cafea pentru 3 locații.');
  await page.getByRole('button', { name: 'Trimite mesajul' }).click();
  await expect(page.getByText('Te rugăm să completezi reCAPTCHA.')).toBeVisible();
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Trimite mesajul' }).click();
  await expect(page.getByText('Mesajul a fost trimis.').first()).toBeVisible();
  const mail = await receiveMail('contact@cataloghoreca.local', 'Vlad Marin');
  expect(mail.text).toContain('Căutăm furnizor de cafea');
});

test('the sitemap lists every product as a link, and /sitemap.xml and robots.txt serve crawlers', async ({ page }) => {
  await page.goto('/sitemap');
  const list = page.getByRole('list', { name: 'Produse' });
  // The first slice shows at once, every entry a real link; the rest come as the list scrolls (decision 014).
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(500);
  const everything = await page.request.post('/svc/search/api/search', {
    data: { name: '', city: 'Toate', page: 0, perPage: 1_000_000, filter: [], sort: ['BY_DATE_DESC'] },
  });
  const total = ((await everything.json()) as { products: unknown[] }).products.length;
  expect(total).toBeGreaterThan(500);
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    await expect(list.getByRole('link')).toHaveCount(total, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Toate produsele din catalog' })).toContainText(String(total));
  const first = list.getByRole('link').first();
  const label = await first.innerText();
  const name = label.slice(0, label.lastIndexOf(' ('));
  await first.click();
  await expect(page).toHaveURL(/\/product\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const robots = await page.request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const xml = await page.request.get('/sitemap.xml');
  expect(xml.headers()['content-type']).toContain('xml');
  const body = await xml.text();
  expect(body.match(/<loc>[^<]*\/product\?id=[0-9a-f-]{36}<\/loc>/g)?.length).toBe(total);
});

test('a seller logs in with the redirect parameter and lands where they were going', async ({ page }) => {
  const seller = newSeller('redirect');
  await createActiveSeller(page, seller);
  await page.goto('/myQr');
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyQr$/);
  await page.getByLabel('Utilizator').fill(seller.username);
  await page.getByLabel('Parola', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Te rugăm să completezi reCAPTCHA.')).toBeVisible();
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/myQr$/);
  await expect(page.getByRole('heading', { name: 'Codul meu QR' })).toBeVisible();
  // A second tab restores the session from the cookie.
  const again = await page.context().newPage();
  await again.goto('/profile');
  await expect(again.getByLabel('Utilizator')).toHaveValue(seller.username);
});
