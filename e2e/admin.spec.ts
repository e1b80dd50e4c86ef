import { expect, test, waitingUntilLive, type Page } from './support/test';
import { acceptCookies, demoAdmin, logIn, logInAsAdmin, newSeller, solveLocalCaptcha } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { notification } from './support/notifications';

const admin = demoAdmin;

async function tryLogin(page: Page, username: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('Utilizator').fill(username);
  await page.getByLabel('Parola', { exact: true }).fill(secret);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function findUser(page: Page, username: string) {
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Caută utilizatori' }).fill(username);
  const card = page.getByRole('article').filter({ hasText: `(${username})` });
  await expect(card).toHaveCount(1);
  return card;
}

test('an administrator validates, disables and re-enables a user; the disabled user cannot log in', async ({ page, browser, baseURL }) => {
  const seller = newSeller('validat');
  await acceptCookies(page);
  const created = await page.request.post('/svc/auth/api/profile', {
    data: {
      username: seller.username,
      email: seller.email,
      phone: seller.phone,
      firstName: 'Radu',
      lastName: 'Ene',
      sellerName: seller.sellerName,
      sellerIdentifier: 'RO55500011',
      password: seller.password,
      recaptchaToken: 'local-captcha:nu-sunt-robot',
    },
  });
  expect(created.status()).toBe(201);

  await logInAsAdmin(page);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Zona de administrare' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Zona vânzătorului' })).toBeVisible();

  let card = await findUser(page, seller.username);
  await expect(card).toContainText('Nevalidat');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /Valideaza/ }).click();
  await expect(notification(page, 'Utilizatorul a fost validat.')).toBeVisible();
  await expect(card).toContainText('Validat');
  await expect(card.getByRole('button', { name: /Valideaza/ })).toBeDisabled();

  await card.getByRole('button', { name: /Dezactivează/ }).click();
  await expect(card).toContainText('Dezactivat');

  const otherBrowser = await browser.newContext({ baseURL, locale: 'ro-RO' });
  const other = waitingUntilLive(await otherBrowser.newPage());
  await tryLogin(other, seller.username, seller.password);
  await expect(other.getByRole('alert').filter({ hasText: 'Contul este dezactivat.' })).toBeVisible();

  card = await findUser(page, seller.username);
  await card.getByRole('button', { name: /Activează/ }).click();
  await expect(card.getByRole('button', { name: /Dezactivează/ })).toBeVisible();
  await logIn(other, seller.username, seller.password);
  await otherBrowser.close();

  // An administrator's own card cannot be changed.
  const adminCard = await findUser(page, admin.username);
  await expect(adminCard).toContainText('Cont de administrator: nu poate fi modificat.');
  await expect(adminCard.getByRole('button')).toHaveCount(0);

  // Editing a user through the modal.
  card = await findUser(page, seller.username);
  await card.getByRole('button', { name: /Editează/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editează utilizatorul' });
  await dialog.getByLabel('Prenume').fill('Radu-Mihai');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Radu-Mihai');
});

test('the dashboard shows the real numbers; the index rebuild starts with a toast', async ({ page }) => {
  await acceptCookies(page);
  await logInAsAdmin(page);
  const stats = (await (await page.request.get('/svc/auth/api/profile/admin/stats')).json()) as { totalUsers: number; activeUsers: number };
  const count = (await (await page.request.get('/svc/product/api/product/admin/products/count')).json()) as { totalProducts: number };
  const format = (value: number) => new Intl.NumberFormat('ro-RO').format(value);

  await page.goto('/admin/dashboard');
  const tile = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(tile('Utilizatori în total')).toHaveText(format(stats.totalUsers));
  await expect(tile('Utilizatori activi')).toHaveText(format(stats.activeUsers));
  await expect(tile('Produse în total')).toHaveText(format(count.totalProducts));
  for (const service of ['autentificare', 'produse', 'căutare']) {
    await expect(tile(`CPU ${service}`)).toHaveText(/%/);
    await expect(tile(`RAM ${service}`)).toHaveText(/MB/);
  }
  await expectNoAxeViolations(page);

  // It refreshes every 5 s: one more product shows up without a reload.
  await page.request.post('/svc/product/product', {
    data: {
      name: 'Produs de control',
      description: 'Pentru panou',
      price: 1,
      vatIncluded: true,
      inStock: true,
      negotiable: false,
      isDeliverable: true,
      sellType: 'kg',
      packageType: 'Sac',
      city: 'Arad',
      phone: '0722000111',
      isEnabled: true,
    },
  });
  await expect(tile('Produse în total')).toHaveText(format(count.totalProducts + 1), { timeout: 8_000 });

  await page.goto('/admin/search');
  await page.getByRole('button', { name: 'Reconstruiește indexul' }).click();
  await expect(notification(page, 'Reconstruirea indexului a început.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the admin zone sends a seller to the login', async ({ page }) => {
  await acceptCookies(page);
  const seller = newSeller('curios');
  await page.request.post('/svc/auth/api/profile', {
    data: {
      username: seller.username,
      email: seller.email,
      phone: seller.phone,
      firstName: 'A',
      lastName: 'B',
      sellerName: seller.sellerName,
      sellerIdentifier: 'RO18547290',
      password: seller.password,
      recaptchaToken: 'local-captcha:nu-sunt-robot',
    },
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdashboard$/);
});
