import { chooseFilesByKeyboard } from './support/file-chooser';
import { expect, test, type Page } from './support/test';
import { acceptCookies, createActiveSeller, logIn, newSeller, solveLocalCaptcha, type Seller } from './support/accounts';
import { notification } from './support/notifications';
import { ScreenReader, tabTo } from './support/screen-reader';
import { resultCards, searchAfter, settled } from './support/search-page';

test.describe('by keyboard and screen reader', () => {
  test('the phone link calls: its address is tel: and digits, on a card and on the product page', async ({ page }) => {
    await acceptCookies(page);
    await settled(page);
    const card = resultCards(page).first();
    const phone = card.getByRole('link', { name: /^(\+4)?07\d{8}$/ });
    await expect(phone).toHaveAttribute('href', /^tel:(\+4)?07\d{8}$/);
    expect(await phone.evaluate((anchor) => (anchor as HTMLAnchorElement).href)).toMatch(/^tel:(\+4)?07\d{8}$/);

    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\?id=/);
    // The product's own phone comes first; the seller's, in "Informații comerciant", after it.
    const productPhone = page
      .getByRole('main')
      .getByRole('link', { name: /^(\+4)?07\d{8}$/ })
      .first();
    await expect(productPhone).toHaveAttribute('href', /^tel:(\+4)?07\d{8}$/);
    expect(await productPhone.evaluate((anchor) => (anchor as HTMLAnchorElement).href)).toMatch(/^tel:(\+4)?07\d{8}$/);

    // Links inside the app still route, without a page load.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('main').locator('a[href^="/seller/"]').first().click();
    await expect(page).toHaveURL(/\/seller\/[a-z0-9-]+$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});

const header = 'nume,descriere,pret,tva,um,ambalare,telefon,oras,livrabil,negociabil,disponibil,stoc';

/** A seller with `count` products of their own, logged in through the login screen. */
async function sellerWithProducts(page: Page, label: string, count: number): Promise<Seller> {
  const seller = newSeller(label);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  const products = Array.from({ length: count }, (_, index) => ({
    nume: `Produs ${String(index + 1).padStart(2, '0')} ${seller.username}`,
    pret: String(10 + index),
    telefon: seller.phone,
  }));
  if (count === 0) return seller;
  const response = await page.request.post('/svc/product/product/bulk', {
    data: {
      wipePreviousData: false,
      products: products.map((row) => ({
        name: row.nume,
        description: 'Pentru tastatură',
        price: Number(row.pret),
        vatIncluded: true,
        inStock: true,
        negotiable: false,
        deliverable: true,
        enabled: true,
        sellType: 'buc',
        packageType: 'Cutie',
        city: 'Arad',
        phone: row.telefon,
      })),
    },
  });
  expect(response.ok()).toBe(true);
  return seller;
}

for (const height of [700, 800, 1000]) {
  test.describe(`at 1280 × ${height}`, () => {
    test.use({ viewport: { width: 1280, height } });

    test('search speaks, and "load more" brings the next page by keyboard; the footer stays reachable', async ({ page }) => {
      const reader = await ScreenReader.attach(page);
      await page.goto('/search');
      await tabTo(page, page.getByRole('button', { name: 'Accept' }), 3);
      await page.keyboard.press('Enter');
      // The notice goes, and focus goes on to the skip link rather than falling to <body>.
      await reader.expectFocusOn(page.getByRole('link', { name: 'Sari la conținut' }));
      await settled(page);
      // Said once the search settles: how many it finds, not how many the first page shows.
      await reader.expectAnnounced(/^(Peste )?[\d.]+ de produse găsite\.$/, 'polite');

      // Tabbing on past the first page's cards always brings more: the list loads as focus nears
      // its end, or focus reaches "load more", which the user presses.
      const more = page.getByRole('button', { name: 'Încarcă mai multe produse' });
      for (let presses = 0; presses < 80 && (await resultCards(page).count()) <= 12; presses += 1) {
        await page.keyboard.press('Tab');
        await reader.expectFocusKept();
        if (await more.evaluate((button) => button === document.activeElement)) {
          await page.keyboard.press('Enter');
          break;
        }
      }
      await expect.poll(() => resultCards(page).count()).toBeGreaterThan(12);
      await reader.expectAnnounced(/Au fost adăugate 12 produse/);

      // "Load more" pressed from the keyboard: focus goes to the title of a new card, in view.
      await settled(page);
      await more.focus();
      const before = await resultCards(page).count();
      await page.keyboard.press('Enter');
      await expect.poll(() => resultCards(page).count()).toBeGreaterThan(before);
      const focusedCard = () =>
        page.evaluate(() => {
          const link = document.activeElement;
          const card = link?.closest('h2') ? link.closest('li') : null;
          return card ? [...(card.parentElement?.children ?? [])].indexOf(card) : -1;
        });
      await expect.poll(focusedCard).toBeGreaterThanOrEqual(before);
      await reader.expectFocusKept();

      // Past the button, Tab reaches the footer.
      await settled(page);
      await more.focus();
      await tabTo(page, page.getByRole('contentinfo').getByRole('link').first(), 4);
      await reader.expectFocusKept();
    });
  });
}

test.describe('by keyboard and screen reader, journeys', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a search that finds nothing says so once', async ({ page }) => {
    const reader = await ScreenReader.attach(page);
    await acceptCookies(page);
    await settled(page);
    await reader.clear();
    await searchAfter(page, () => page.getByRole('combobox', { name: 'Caută' }).fill('zzqxwv'));
    await reader.expectAnnounced('Niciun produs pentru «zzqxwv».');
    await reader.expectNotAnnounced(/găsite/);
  });

  test('typed, a suggestion is picked by arrows and Enter, its count read; a filter that shows nothing is dropped; "Caută exact" follows, all by keyboard', async ({
    page,
  }) => {
    const reader = await ScreenReader.attach(page);
    await acceptCookies(page);
    await settled(page);
    const box = page.getByRole('combobox', { name: 'Caută' });
    const results = page.getByRole('region', { name: 'Rezultate' });
    await tabTo(page, box);
    await reader.clear();
    await page.keyboard.type('cioc');

    // The list opens under the box, says how many it offers, and the focus stays in the box.
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const chocolate = page.getByRole('option', { name: /^ciocolată \(\d+\)$/ });
    await expect(chocolate).toBeVisible();
    await reader.expectAnnounced(/^(O sugestie|\d+ sugestii)\. Săgețile sus și jos le parcurg, Enter caută\.$/);
    const promised = Number(/\((\d+)\)$/.exec((await chocolate.textContent()) ?? '')?.[1]);
    const chocolateId = await chocolate.getAttribute('id');
    for (let presses = 0; presses < 8 && (await box.getAttribute('aria-activedescendant')) !== chocolateId; presses += 1)
      await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', chocolateId ?? '');
    await reader.expectFocusOn(box);

    // Enter searches it: the box holds it, the list is gone, the count is the one the list promised.
    await reader.clear();
    await searchAfter(page, () => page.keyboard.press('Enter'));
    await expect(box).toHaveValue('ciocolată');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await reader.expectFocusOn(box);
    const count = await results.getByText(/^\d+ (de )?produse?$/).textContent();
    expect(Number(count?.split(' ')[0])).toBe(promised);
    await reader.expectAnnounced(`${count} găsite.`);

    // A city with none of them: nothing found, and the filter to drop brings them back.
    await tabTo(page, page.getByRole('button', { name: /Oraș/ }));
    await page.keyboard.press('Enter');
    const focusedOption = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null));
    for (let presses = 0; presses < 50 && !(await focusedOption())?.endsWith('(0)'); presses += 1) await page.keyboard.press('ArrowDown');
    await searchAfter(page, () => page.keyboard.press('Enter'));
    await expect(results.getByText('Niciun produs pentru «ciocolată»', { exact: true })).toBeVisible();
    const drop = page.getByRole('button', { name: /^În toate orașele: / });
    await tabTo(page, drop);
    await searchAfter(page, () => page.keyboard.press('Enter'));
    await reader.expectFocusOn(results);
    await expect(results.getByText(count ?? '', { exact: true })).toBeVisible();

    // Back to the box, a typo: the correction is said, and "Caută exact" searches what was typed.
    await tabTo(page, box, 20, 'Shift+Tab');
    await page.keyboard.press('Control+A');
    await reader.clear();
    await searchAfter(page, () => page.keyboard.type('cicolata'));
    await expect(results.getByText('Rezultate pentru «ciocolata».')).toBeVisible();
    await reader.expectAnnounced(/^Rezultate pentru «ciocolata»\. \d+ (de )?produse? găsite\.$/);
    await tabTo(page, results.getByRole('link', { name: 'Caută exact «cicolata»' }), 20);
    await searchAfter(page, () => page.keyboard.press('Enter'));
    await expect(results.getByText('Niciun produs pentru «cicolata»', { exact: true })).toBeVisible();
    await reader.expectFocusKept();
  });

  test('a misspelt search says what it searched and how many it found; "Caută exact" searches what was typed', async ({ page }) => {
    const reader = await ScreenReader.attach(page);
    await acceptCookies(page);
    await settled(page);
    await reader.clear();
    const box = page.getByRole('combobox', { name: 'Caută' });
    await tabTo(page, box);
    await searchAfter(page, () => page.keyboard.type('cafae boabe'));
    const results = page.getByRole('region', { name: 'Rezultate' });
    await expect(results.getByText('Rezultate pentru «cafea boabe».')).toBeVisible();
    await expect(results.getByText(/^\d+ (de )?produse?$/)).toBeVisible();
    await reader.expectAnnounced(/^Rezultate pentru «cafea boabe»\. \d+ (de )?produse? găsite\.$/);
    expect(await resultCards(page).count()).toBeGreaterThan(0);

    const exact = results.getByRole('link', { name: 'Caută exact «cafae boabe»' });
    await tabTo(page, exact, 20);
    await reader.clear();
    await searchAfter(page, () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/[?&]q=cafae\+boabe&exact=1/);
    await expect(results.getByText('Niciun produs pentru «cafae boabe»')).toBeVisible();
    await reader.expectAnnounced('Niciun produs pentru «cafae boabe».');
    await expect(resultCards(page)).toHaveCount(0);

    // Back restores the corrected search, its correction and its count.
    await searchAfter(page, async () => {
      await page.goBack();
    });
    await expect(results.getByText('Rezultate pentru «cafea boabe».')).toBeVisible();
  });

  test('a seller’s everyday actions never drop the focus', async ({ page }) => {
    const reader = await ScreenReader.attach(page);
    await acceptCookies(page);
    const seller = await sellerWithProducts(page, 'focus', 13);

    // A failed login keeps the focus on the form and says why.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Utilizator').fill(seller.username);
    await page.getByLabel('Parola', { exact: true }).fill('Gresita!2026');
    await solveLocalCaptcha(page);
    await tabTo(page, page.getByRole('button', { name: 'Login' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Eroare la autentificare' })).toBeVisible();
    await reader.expectFocusKept();
    await logIn(page, seller.username, seller.password);

    // Enable/disable: the pressed button keeps the focus while the list reloads.
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button', { name: /^Dezactivează/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name }).getByRole('button', { name: /^Activează/ })).toBeFocused();
    await reader.expectFocusKept();

    // "Next" onto the last page: focus moves to the current page, which is announced.
    await page.getByRole('button', { name: 'Pagina următoare' }).focus();
    await reader.clear();
    await page.keyboard.press('Enter');
    await reader.expectFocusOn(page.getByRole('button', { name: 'Pagina 2' }));
    await reader.expectAnnounced('Pagina 2 din 2');
    // The page number moves at once; the cards, and the actions on them, come with the page.
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Pagina 1' }).press('Enter');
    await expect(page.getByRole('article')).toHaveCount(12);

    // A confirmed delete: the card goes, and focus goes to the card now in its place.
    const doomed = page.getByRole('article').nth(1);
    const doomedName = (await doomed.getByRole('heading').innerText()).trim();
    const next = (await page.getByRole('article').nth(2).getByRole('heading').innerText()).trim();
    await doomed.getByRole('button', { name: /^Șterge/ }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await tabTo(page, confirm.getByRole('button', { name: 'Șterge' }), 3);
    await reader.clear();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name: doomedName })).toHaveCount(0);
    await reader.expectFocusOn(page.getByRole('heading', { name: next }));
    await reader.expectAnnounced('Produsul a fost șters.', 'polite');

    // The toast stays while focus is on it, and its close button comes before the page's content.
    const toastClose = page.getByRole('region', { name: 'Notificări' }).getByRole('button', { name: 'Închide notificarea' }).last();
    await tabTo(page, toastClose, 40, 'Shift+Tab');
    await page.waitForTimeout(4_000);
    await expect(notification(page, 'Produsul a fost șters.')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(notification(page, 'Produsul a fost șters.')).toHaveCount(0);
    // Back where focus came from, not <body>.
    await reader.expectFocusKept();

    // The product dialog: every field, switches included, is in view when it takes the focus.
    await page.getByRole('button', { name: 'Adaugă produs' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Adaugă produs' });
    await expect(dialog).toBeVisible();
    for (const label of ['TVA inclus', 'În stoc', 'Negociabil', 'Livrabil', 'Activ']) {
      await tabTo(page, dialog.getByRole('switch', { name: label }), 40);
      await reader.expectFocusKept();
    }
    await page.keyboard.press('Escape');
  });

  test('a toast under the pointer stays until the pointer leaves', async ({ page }) => {
    await acceptCookies(page);
    const seller = await sellerWithProducts(page, 'toast', 1);
    expect(seller.username).toBeTruthy();
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Dezactivează/ })
      .click();
    const toast = notification(page, /Produsul a fost (dezactivat|salvat|actualizat)/);
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.waitForTimeout(4_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 400);
    await expect(toast).toHaveCount(0, { timeout: 5_000 });
  });

  test('a CSV with errors, fixed and imported by keyboard alone', async ({ page }) => {
    const reader = await ScreenReader.attach(page);
    await acceptCookies(page);
    const seller = await sellerWithProducts(page, 'grila', 0);
    const tag = seller.username;
    await page.goto('/upload/catalog');

    // The drop zone's own button opens the chooser on Enter.
    await chooseFilesByKeyboard(page, page.getByRole('button', { name: /Trage fișierul CSV aici/ }), {
      name: 'grila.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          header,
          `Cafea ${tag},Boabe,"12,50",da,kg,Sac,0722123456,Arad,da,nu,da,da`,
          `Ceai ${tag},Verde,abc,da,kg,Cutie,0722123456,Arad,da,nu,da,da`,
          `Zahăr ${tag},Tos,"4,50",da,kg,Sac,07221,Arad,da,nu,da,da`,
        ].join('\n'),
      ),
    });

    // The summary takes the focus; submit is reachable and says why it waits.
    await reader.expectFocusOn(page.getByRole('heading', { name: '2 produse au erori' }));
    const submit = page.getByRole('button', { name: 'Vezi ce se schimbă' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Corectează sau șterge rândurile cu erori ca să continui.');

    // The error's whole text shows in its cell.
    const message = page.getByRole('grid').getByText('Telefon invalid', { exact: false }).first();
    expect(await message.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    // "Mergi la celulă" for the second product lands on its price, and stays there.
    await tabTo(page, page.getByRole('button', { name: /Mergi la celulă.*Produsul 2/ }));
    await page.keyboard.press('Enter');
    const price = page.getByRole('textbox', { name: 'pret, 2' });
    await expect(price).toBeFocused();
    await page.waitForTimeout(500);
    await expect(price).toBeFocused();
    await page.keyboard.type('3,20');
    await page.keyboard.press('Enter');
    const cell = page.getByRole('row', { name: /^2 / }).getByRole('gridcell').nth(2);
    await expect(page.locator(':focus')).toHaveAttribute('aria-colindex', '4');
    await expect(cell).toHaveText('3,20');

    // Arrows move between cells; the third row is deleted from its actions cell, and that is said.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('aria-colindex', '4');
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Șterge rândul 3' })).toBeFocused();
    await reader.clear();
    await page.keyboard.press('Enter');
    await reader.expectAnnounced('Rândul 3 a fost șters.');
    await reader.expectFocusKept();
    await expect(page.getByRole('heading', { name: /are erori/ })).toHaveCount(0);

    // Submit, confirm: focus follows the work to "import another".
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ce se schimbă în catalogul tău' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Importă produsele' }));
    await page.keyboard.press('Enter');
    await reader.expectFocusOn(page.getByRole('button', { name: 'Importă alt fișier' }));
    await reader.expectAnnounced('2 produse noi au fost importate', 'polite');
  });

  test('registration lists every problem at once, and its submit is never disabled', async ({ page }) => {
    const reader = await ScreenReader.attach(page);
    await acceptCookies(page);
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Creează cont' });
    await expect(submit).toBeEnabled();
    await tabTo(page, submit, 40);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('heading', { name: /Formularul are \d+ (de )?probleme/ });
    await expect(summary).toBeVisible();
    await reader.expectFocusKept();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe('rezumat-erori');
    const links = page.getByRole('link', { name: /: / }).filter({ has: page.locator('xpath=self::a[starts-with(@href, "#")]') });
    expect(await links.count()).toBeGreaterThanOrEqual(9);
    await page.getByRole('link', { name: /^Termenii și condițiile:/ }).press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Am citit și accept termenii și condițiile' })).toBeFocused();
  });

  test('a password reset request keeps the focus on its answer', async ({ page }) => {
    const reader = await ScreenReader.attach(page);
    await acceptCookies(page);
    await page.goto('/forgotpassword');
    await page.getByLabel('Email').fill('nimeni@exemplu.ro');
    await solveLocalCaptcha(page);
    await page.getByRole('button', { name: /Trimite/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await reader.expectFocusKept();
  });
});
