import { expect, test, type Page } from './support/test';
import { acceptCookies, addAuthenticator, createActiveSeller, logIn, newAdmin, newSeller, nextCode, solveLocalCaptcha } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { receiveMail } from './support/mail';

/** The password step of a login; ends on the second step, its code field focused for the keyboard and a screen reader. */
async function typePassword(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Utilizator').fill(username);
  await page.getByLabel('Parola', { exact: true }).fill(password);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificare în doi pași' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cod din aplicație' })).toBeFocused();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Delogare' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a seller adds an authenticator app, then signs in with its codes, each once, or with a recovery code, each once', async ({ page }) => {
  const seller = newSeller('doifactori');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Verificare în doi pași' }).click();
  await expect(page).toHaveURL(/\/security$/);
  const recoveryCodes = await addAuthenticator(page, seller.username);
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByText(/^Activă din /)).toBeVisible();
  await expect(page.getByText('Coduri de recuperare rămase: 10 din 10.')).toBeVisible();
  expect((await receiveMail(seller.email, 'Aplicație de autentificare adăugată')).text).toContain('autentificarea cere și un cod');

  await logOut(page);
  await typePassword(page, seller.username, seller.password);
  await expectNoAxeViolations(page);
  const code = await nextCode(seller.username);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products-management$/);

  // The same code, seen over a shoulder and typed again, is refused.
  await logOut(page);
  await typePassword(page, seller.username, seller.password);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Codul nu este corect sau a fost deja folosit. Verifică-l și încearcă din nou.');
  await expect(page.getByRole('textbox', { name: 'Cod din aplicație' })).toHaveValue('');

  // Without the phone: a recovery code instead, which works once, and the owner is told.
  await page.getByRole('button', { name: 'Nu am telefonul: folosesc un cod de recuperare' }).click();
  await page.getByRole('textbox', { name: 'Cod de recuperare' }).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verifică' }).click();
  await expect(page).toHaveURL(/\/products-management$/);
  expect((await receiveMail(seller.email, 'Cod de recuperare folosit')).text).not.toContain(recoveryCodes[0] ?? '?');
  await page.goto('/security');
  await expect(page.getByText('Coduri de recuperare rămase: 9 din 10.')).toBeVisible();

  await logOut(page);
  await typePassword(page, seller.username, seller.password);
  await page.getByRole('button', { name: 'Nu am telefonul: folosesc un cod de recuperare' }).click();
  await page.getByRole('textbox', { name: 'Cod de recuperare' }).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verifică' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Codul nu este corect sau a fost deja folosit\./);
});

test('an administrator without a second factor adds one before the dashboard opens, and the server refuses admin calls until then', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdashboard$/);
  await page.getByLabel('Utilizator').fill(newAdmin.username);
  await page.getByLabel('Parola', { exact: true }).fill(newAdmin.password);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/security\?redirect=%2Fadmin%2Fdashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Contul tău trebuie protejat cu verificarea în doi pași.' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Not only the screens: the server itself refuses this password-only session.
  const refused = await page.request.get('/svc/auth/api/profile/admin/stats');
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as { code: string }).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });

  await addAuthenticator(page, newAdmin.username);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panou de control' })).toBeVisible();
  expect((await page.request.get('/svc/auth/api/profile/admin/stats')).status()).toBe(200);
});
