import { expect, test, type Page } from './support/test';
import { acceptCookies, createActiveSeller, demoBuyer, logIn, logInAsAdmin, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { resultCards, settled } from './support/search-page';
import { notification } from './support/notifications';

/** Visits a route, waits for its heading, and runs axe (WCAG 2.2 AA). */
async function check(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
}

/*
 * One test per screen or small group of screens, each with its own timeout: a busy machine slows
 * every axe run, and one test walking every route outgrew its budget under load (issue #28).
 */
test.describe('public routes have no axe violations', () => {
  test('search, in its main states', async ({ page }) => {
    await page.goto('/search');
    await settled(page);
    await expectNoAxeViolations(page); // with the cookie banner
    await acceptCookies(page);
    await settled(page);
    await expect(resultCards(page).first()).toBeVisible();
    await expectNoAxeViolations(page); // results
    await page.getByRole('combobox', { name: 'Caută' }).fill('nimic-de-gasit-xyz');
    await expect(page.getByRole('main').getByText('Niciun produs pentru «nimic-de-gasit-xyz»')).toBeVisible();
    await expectNoAxeViolations(page); // empty
    await page.route('**/svc/search/api/search', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: '{"type":"about:blank","title":"x","status":503,"code":"SERVICE_UNAVAILABLE"}',
      }),
    );
    await page.getByRole('combobox', { name: 'Caută' }).fill('eroare');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page); // failed
  });

  test('a product, a seller page, a seller panel and a missing product', async ({ page }) => {
    await acceptCookies(page);
    await settled(page);
    const product = resultCards(page).first();
    const name = await product.getByRole('heading').innerText();
    await product.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await settled(page);
    const sellerLink = resultCards(page).first().locator('a[href^="/seller/"]');
    const slug = ((await sellerLink.getAttribute('href')) ?? '').split('/').pop();
    await sellerLink.click();
    await expect(page.getByRole('region', { name: 'Despre comerciant' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page); // seller page (issue #49)
    const { uuid } = (await (await page.request.get(`/svc/search/api/seller/${slug}`)).json()) as { uuid: string };
    await page.goto(`/search?owner=${uuid}`);
    await expect(page.getByRole('region', { name: 'Produse vândute de:' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page); // seller panel

    await page.goto('/product');
    await expect(page.getByText('Identificatorul produsului nu a fost gasit.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('logging in and creating an account', async ({ page }) => {
    await acceptCookies(page);
    await check(page, '/login', 'Autentificare');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Câmpul este obligatoriu.').first()).toBeVisible();
    await expectNoAxeViolations(page); // invalid
    await check(page, '/register', 'Creează cont');
  });

  test('recovering a password, activating and deleting an account', async ({ page }) => {
    await acceptCookies(page);
    await check(page, '/forgotpassword', 'Resetare parolă');
    await check(page, '/password-reset?email=a%40b.ro&token=abc', 'Parolă nouă');
    await check(page, '/password-reset', 'Parolă nouă');
    await check(page, '/activate-account', 'Activare cont');
    // The toast closes after 3 s: it is looked for before axe, which takes longer than that on a busy machine.
    await page.goto('/activate-account?email=a%40b.ro&token=gresit');
    await expect(page.getByRole('heading', { level: 1, name: 'Activare cont' })).toBeVisible();
    await expect(notification(page, /Contul nu a putut fi activat./)).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await check(page, '/delete-account', 'Ștergere cont');
  });

  test('contact, terms and the sitemap', async ({ page }) => {
    await acceptCookies(page);
    await check(page, '/contact', 'Contact');
    await check(page, '/terms', 'Termeni și condiții');
    await check(page, '/sitemap', 'Harta site-ului');
  });

  test('how results are ranked, the accessibility statement and privacy (issue #51)', async ({ page }) => {
    await acceptCookies(page);
    await check(page, '/ranking', 'Cum ordonăm rezultatele');
    await check(page, '/accessibility', 'Declarație de accesibilitate');
    await check(page, '/privacy', 'Confidențialitate și cookie-uri');
    await check(page, '/report', 'Raportează un produs');
    await check(page, '/unsubscribe?token=abcdefghijklmnopqrstuvwxyz', 'Dezabonare');
    await check(page, '/saved-searches/confirm?token=abcdefghijklmnopqrstuvwxyz', 'Confirmă căutarea salvată');
  });
});

/** A fresh active seller, logged in with the cookie banner accepted. */
async function asNewSeller(page: Page, label: string) {
  const seller = newSeller(label);
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
}

test.describe('seller and administrator routes have no axe violations', () => {
  test("a seller's listings, import and QR code", async ({ page }) => {
    await asNewSeller(page, 'accesibil');
    await check(page, '/products-management', 'Administrare produse');
    await expect(page.getByRole('main').getByText('Nu ai încă produse.')).toBeVisible();
    await expectNoAxeViolations(page); // empty list
    await check(page, '/upload/catalog', 'Încarcă catalog CSV');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('nume,pret,telefon,culoare\nA,abc,07\n') });
    await expect(page.getByRole('heading', { name: 'Un produs are erori' })).toBeVisible();
    await expectNoAxeViolations(page); // import with errors
    await check(page, '/myQr', 'Codul meu QR');
    await check(page, '/decisions', 'Decizii de moderare');
  });

  test("a buyer's lists and inquiries, a seller's received ones, and a buyer's registration (issue #50)", async ({ page, browser, baseURL }) => {
    await acceptCookies(page);
    await check(page, '/register-buyer', 'Cont de cumpărător');
    await check(page, '/join-company?email=a%40b.ro&token=abc', 'Alătură-te companiei');
    await logIn(page, demoBuyer.username, demoBuyer.password, /\/lists$/);
    await expect(page.getByText(/Prețul a crescut cu/)).toBeVisible();
    await expectNoAxeViolations(page); // a price changed
    await check(page, '/inquiries', 'Cereri trimise');
    await check(page, '/company', 'Compania mea');
    await check(page, '/alerts', 'Căutări salvate și produse urmărite');
    const seller = await (await browser.newContext({ baseURL, locale: 'ro-RO' })).newPage();
    await acceptCookies(seller);
    await logIn(seller, 'cafeabuna', 'Demo!2025');
    await check(seller, '/inquiries', 'Cereri primite');
    await seller.getByRole('button', { name: /C-\d{6}: Bistro La Doi Pași SRL/ }).click();
    await expect(seller.getByRole('button', { name: 'Trimite răspunsul' })).toBeVisible();
    await expectNoAxeViolations(seller); // an inquiry opened to answer
  });

  test("a seller's profile, security, password and account deletion", async ({ page }) => {
    await asNewSeller(page, 'accesibilcont');
    await check(page, '/profile', 'Profil');
    await check(page, '/security', 'Verificare în doi pași');
    await page.getByRole('button', { name: 'Adaugă aplicația de autentificare' }).click();
    await expect(page.getByRole('img', { name: 'Cod QR pentru aplicația de autentificare' })).toBeVisible();
    await expectNoAxeViolations(page); // adding an authenticator
    await check(page, '/password-change', 'Schimbă parola');
    await check(page, '/trigger-delete-account', 'Șterge contul');
    await page.getByRole('button', { name: 'Trimite e-mailul de confirmare' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page); // confirmation
  });

  test("the administrator's screens", async ({ page }) => {
    await acceptCookies(page);
    await logInAsAdmin(page);
    await check(page, '/products-management', 'Administrare produse');
    await check(page, '/admin', 'Administrare');
    await check(page, '/admin/dashboard', 'Panou de control');
    await check(page, '/admin/users', 'Utilizatori');
    await page
      .getByRole('article')
      .filter({ hasNotText: 'Cont de administrator' })
      .first()
      .getByRole('button', { name: /Editează/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Editează utilizatorul' })).toBeVisible();
    await expectNoAxeViolations(page); // edit modal
    await page.keyboard.press('Escape');
    await check(page, '/admin/search', 'Opțiuni căutare');
    await check(page, '/admin/moderation', 'Moderare');
    await check(page, '/admin/moderation/log', 'Jurnalul de moderare');
  });
});
