import { expect, test, type Page } from './support/test';
import { acceptCookies, createActiveSeller, logIn, newSeller, solveLocalCaptcha } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { receiveMail } from './support/mail';
import { notification } from './support/notifications';

async function loginFails(page: Page, username: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('Utilizator').fill(username);
  await page.getByLabel('Parola', { exact: true }).fill(secret);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Eroare la autentificare|nu sunt corecte/ })).toBeVisible();
}

test('a forgotten password is reset through the e-mailed link, then the old one no longer works', async ({ page }) => {
  const seller = newSeller('uituc');
  await acceptCookies(page);
  await createActiveSeller(page, seller);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Reseteaza parola?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByLabel('Email').fill(seller.email);
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  await expect(page.getByText('Te rugăm să completezi reCAPTCHA.')).toBeVisible();
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  await expect(page.getByText('vei primi în câteva minute un e-mail')).toBeVisible();

  const mail = await receiveMail(seller.email, 'Resetarea parolei');
  await page.goto(mail.link);
  await page.getByLabel('Parola nouă', { exact: true }).fill('scurt');
  await page.getByLabel('Confirmă parola nouă').fill('scurt');
  await page.getByRole('button', { name: 'Salvează parola' }).click();
  await expect(page.getByText('Parola trebuie să aibă cel puțin 8 caractere').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Parola nouă', { exact: true }).fill('Resetata!2026');
  await page.getByLabel('Confirmă parola nouă').fill('Resetata!2026');
  await page.getByRole('button', { name: 'Salvează parola' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parola a fost schimbată' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await loginFails(page, seller.username, seller.password);
  await logIn(page, seller.username, 'Resetata!2026');

  // The same link cannot be used twice.
  await page.goto(mail.link);
  await page.getByLabel('Parola nouă', { exact: true }).fill('Altadata!2026');
  await page.getByLabel('Confirmă parola nouă').fill('Altadata!2026');
  await page.getByRole('button', { name: 'Salvează parola' }).click();
  // The form keeps its message beside the fields, and the failure shows as a toast too (docs/product.md §8).
  const inline = page.getByRole('main').getByRole('alert');
  await expect(inline).toBeVisible();
  const message = await inline.innerText();
  await expect(notification(page, message)).toBeVisible();
});

test('a reset link without its token says so', async ({ page }) => {
  await page.goto('/password-reset?email=a%40b.ro');
  await expect(page.getByText('Token sau email lipsesc!')).toBeVisible();
});

test('a logged-in seller changes the password, then deletes the account by mail', async ({ page }) => {
  const seller = newSeller('plecat');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);

  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByLabel('Utilizator')).toHaveValue(seller.username);
  await expect(page.getByLabel('Utilizator')).toHaveAttribute('readonly', '');
  await page.getByLabel('Telefon').fill('0799888777');
  await page.getByRole('button', { name: 'Salvează profilul' }).click();
  await expect(notification(page, 'Profilul a fost actualizat.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Telefon')).toHaveValue('0799888777');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Schimbă parola' }).click();
  // The current password proves it is the owner asking (decision 015); a wrong one is named at its field.
  await page.getByLabel('Parola actuală', { exact: true }).fill('NuEAsta!2026');
  await page.getByLabel('Parola nouă', { exact: true }).fill('Schimbata!2026');
  await page.getByLabel('Confirmă parola nouă').fill('Schimbata!2026');
  await page.getByRole('button', { name: 'Schimbă parola' }).click();
  await expect(page.getByText('Parola actuală nu este corectă.').first()).toBeVisible();
  await page.getByLabel('Parola actuală', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Schimbă parola' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parola a fost schimbată.' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 4_000 });

  await page.getByRole('button', { name: 'Delogare' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginFails(page, seller.username, seller.password);
  await logIn(page, seller.username, 'Schimbata!2026');

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Șterge contul' }).click();
  await page.getByRole('button', { name: 'Trimite e-mailul de confirmare' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Trimite' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ți-am trimis un e-mail cu linkul de confirmare' }).first()).toBeVisible();

  const mail = await receiveMail(seller.email, 'ștergerea contului');
  await page.goto(mail.link);
  await expect(page.getByText('Contul și produsele tale au fost șterse.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Delogare' })).toBeHidden();
  await loginFails(page, seller.username, 'Schimbata!2026');
});

test('a profile that cannot be loaded says so on the page and in a toast', async ({ page }) => {
  const seller = newSeller('profil');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  await page.route(`**/svc/auth/api/profile/${seller.username}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: '{"type":"about:blank","title":"x","status":503,"code":"SERVICE_UNAVAILABLE"}',
    }),
  );
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Serviciul nu este disponibil momentan');
  await expect(notification(page, /Serviciul nu este disponibil momentan/)).toBeVisible();
});
