import { expect, test, type Page } from './support/test';
import { acceptCookies, demoBuyer, logIn, logInAsAdmin } from './support/accounts';
import { expectReflow } from './support/reflow';
import { settled } from './support/search-page';

const phones = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

/** Where each kind of user goes, with the heading that says the screen is there. */
const visitorRoutes: Array<[string, RegExp]> = [
  ['/search', /Caută produse/],
  ['/login', /Autentificare/],
  ['/register', /Creează cont/],
  ['/register-buyer', /Cont de cumpărător/],
  ['/join-company?email=a%40b.ro&token=abc', /Alătură-te companiei/],
  ['/forgotpassword', /Resetare parolă/],
  ['/password-reset?email=a%40b.ro&token=abc', /Parolă nouă/],
  ['/activate-account?email=a%40b.ro&token=gresit', /Activare cont/],
  ['/delete-account', /Ștergere cont/],
  ['/contact', /Contact/],
  ['/terms', /Termeni și condiții/],
  ['/ranking', /Cum ordonăm rezultatele/],
  ['/accessibility', /Declarație de accesibilitate/],
  ['/privacy', /Confidențialitate și cookie-uri/],
  ['/report', /Raportează un produs/],
  ['/sitemap', /Harta site-ului/],
  ['/unsubscribe?token=abcdefghijklmnopqrstuvwxyz', /Dezabonare/],
  ['/saved-searches/confirm?token=abcdefghijklmnopqrstuvwxyz', /Confirmă căutarea salvată/],
];
const sellerRoutes: Array<[string, RegExp]> = [
  ['/products-management', /Administrare produse/],
  ['/upload/catalog', /Încarcă catalog CSV/],
  ['/myQr', /Codul meu QR/],
  ['/decisions', /Decizii de moderare/],
  ['/inquiries', /Cereri primite/],
  ['/profile', /Profil/],
  ['/security', /Verificare în doi pași/],
  ['/password-change', /Schimbă parola/],
  ['/trigger-delete-account', /Șterge contul/],
];
const buyerRoutes: Array<[string, RegExp]> = [
  ['/lists', /Liste de comandă/],
  ['/inquiries', /Cereri trimise/],
  ['/company', /Compania mea/],
  ['/alerts', /Căutări salvate și produse urmărite/],
  ['/profile', /Profil/],
];
const adminRoutes: Array<[string, RegExp]> = [
  ['/admin', /Administrare/],
  ['/admin/dashboard', /Panou de control/],
  ['/admin/users', /Utilizatori/],
  ['/admin/search', /Opțiuni căutare/],
  ['/admin/moderation', /Moderare/],
  ['/admin/moderation/log', /Jurnalul de moderare/],
  ['/products-management', /Administrare produse/],
];

async function walk(page: Page, routes: Array<[string, RegExp]>, who: string) {
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectReflow(page, `${who} ${path}`);
  }
}

for (const phone of phones) {
  test.describe(`on a ${phone.width} × ${phone.height} phone`, () => {
    test.use({ viewport: phone });

    test('every visitor route reflows, with the cookie notice, results, a product and the open menu', async ({ page }) => {
      await page.goto('/search');
      await settled(page);
      await expectReflow(page, 'search with the cookie notice');
      await acceptCookies(page);
      await settled(page);
      await expectReflow(page, 'search with results');
      await page.getByRole('button', { name: 'Meniu' }).click();
      await expect(page.getByRole('link', { name: 'Contact' })).toBeVisible();
      await expectReflow(page, 'search with the menu open');
      const firstTitle = page.getByRole('region', { name: 'Rezultate' }).getByRole('article').first().getByRole('heading').getByRole('link');
      await firstTitle.click();
      await expect(page).toHaveURL(/\/product\?id=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectReflow(page, 'product page');
      await walk(page, visitorRoutes, 'visitor');
    });

    test('every seller route reflows, the import with a parsed file too', async ({ page }) => {
      await acceptCookies(page);
      await logIn(page, 'cafeabuna', 'Demo!2025');
      await walk(page, sellerRoutes, 'seller');
      await page.goto('/upload/catalog');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('nume,pret,telefon\nCafea,12,0722123456\nZahar,abc,07\n') });
      await expect(page.getByRole('heading', { name: 'Un produs are erori' })).toBeVisible();
      await expectReflow(page, 'import with errors');
      await page.goto('/products-management');
      await page.getByRole('button', { name: 'Adaugă produs' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectReflow(page, 'product dialog');
    });

    test("every buyer route reflows, a list's lines and totals among them (issue #50)", async ({ page }) => {
      await acceptCookies(page);
      await logIn(page, demoBuyer.username, demoBuyer.password, /\/lists$/);
      await walk(page, buyerRoutes, 'buyer');
    });

    test('every administrator route reflows', async ({ page }) => {
      await acceptCookies(page);
      await logInAsAdmin(page);
      await walk(page, adminRoutes, 'admin');
    });
  });
}
