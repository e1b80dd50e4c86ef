import { chooseFilesByKeyboard } from './support/file-chooser';
import { expect, test } from './support/test';
import { createActiveSeller, newSeller } from './support/accounts';
import { resultCards, settled } from './support/search-page';
import { tabTo } from './support/screen-reader';

test('search, log in, add a product and import a catalogue without the mouse', async ({ page }) => {
  const seller = newSeller('tastatura');
  await createActiveSeller(page, seller);

  // Search: the skip link, the text box, a select and a switch.
  await page.goto('/search');
  // The banner comes first: its link to the privacy page, then Accept.
  await tabTo(page, page.getByRole('button', { name: 'Accept' }), 3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Cookie-uri' })).toBeHidden();
  // The notice goes, and focus goes on to the skip link, the next stop after it.
  await expect(page.getByRole('link', { name: 'Sari la conținut' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('combobox', { name: 'Caută' }));
  await page.keyboard.type('cafea');
  await tabTo(page, page.getByRole('button', { name: /Sortare/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Sortare/ })).toContainText('Preț crescător');
  // Back from the sort to the switch before it: forward, the way round passes every result's "De ce apare acest rezultat?".
  await tabTo(page, page.getByRole('switch', { name: 'În stoc' }), 6, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'În stoc' })).toBeChecked();
  await settled(page);
  await expect(page).toHaveURL(/q=cafea.*sort=BY_PRICE_ASC.*filter=IN_STOCK/);
  const firstTitle = resultCards(page).first().getByRole('heading').getByRole('link');
  await tabTo(page, firstTitle);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\?id=/);

  // Log in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Utilizator'));
  await page.keyboard.type(seller.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Parola', { exact: true })).toBeFocused();
  await page.keyboard.type(seller.password);
  await tabTo(page, page.getByRole('checkbox', { name: 'Nu sunt robot' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products-management$/);

  // Add a product through the modal.
  await tabTo(page, page.getByRole('button', { name: 'Adaugă produs' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adaugă produs' });
  await expect(dialog.getByLabel('Nume', { exact: true })).toBeFocused();
  await page.keyboard.type(`Tastatură ${seller.username}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Adăugat doar cu tastatura.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('42');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Telefon' }));
  await page.keyboard.type('0722333444');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /Oraș/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Arad');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /Oraș/ })).toContainText('Arad');
  await tabTo(page, dialog.getByRole('button', { name: 'Salvează' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: `Tastatură ${seller.username}` })).toContainText('42,00 RON');

  // Import a catalogue: the file chooser opens from the keyboard; the grid and the submit follow.
  await page.goto('/upload/catalog');
  await chooseFilesByKeyboard(page, page.getByRole('button', { name: 'Alege fișierul CSV' }), {
    name: 'tastatura.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`nume,pret,telefon\nFăină ${seller.username},x,0722123456\n`),
  });
  await tabTo(page, page.getByRole('button', { name: /Mergi la celulă/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'pret, 1' })).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3,20');
  await tabTo(page, page.getByRole('button', { name: 'Vezi ce se schimbă' }));
  await page.keyboard.press('Enter');
  // Focus lands on the preview, and the confirmation is the next stop.
  await expect(page.getByRole('heading', { name: 'Ce se schimbă în catalogul tău' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Importă produsele' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Un produs nou a fost importat.').first()).toBeVisible();
});

test('a city that shows nothing is marked, and the filter to drop brings back what it said', async ({ page }) => {
  await page.goto('/search');
  await tabTo(page, page.getByRole('button', { name: 'Accept' }), 3);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('combobox', { name: 'Caută' }));
  await page.keyboard.type('ciocolată');
  await settled(page);
  await expect(page.getByRole('switch', { name: /^Livrabil \(\d+\)$/ })).toBeVisible();

  // The city list counts each city for this text; the first with none is chosen with the arrows.
  await tabTo(page, page.getByRole('button', { name: /Oraș/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  const focusedOption = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null));
  for (let presses = 0; presses < 50 && !(await focusedOption())?.endsWith('(0)'); presses += 1) await page.keyboard.press('ArrowDown');
  const emptyCity = ((await focusedOption()) ?? '').replace(/ \(0\)$/, '');
  expect(emptyCity).not.toBe('');
  await page.keyboard.press('Enter');
  await settled(page);
  await expect(page.getByRole('region', { name: 'Rezultate' }).getByText('Niciun produs pentru «ciocolată»', { exact: true })).toBeVisible();

  // The way back names what it brings, and brings exactly that.
  const drop = page.getByRole('button', { name: /^În toate orașele: / });
  const promised = ((await drop.textContent()) ?? '').replace('În toate orașele: ', '');
  await tabTo(page, drop);
  await page.keyboard.press('Enter');
  // The button goes with the empty answer; the focus waits on the results, where Tab reaches "Salvează căutarea" under the count, then the first card.
  await expect(page.getByRole('region', { name: 'Rezultate' })).toBeFocused();
  await settled(page);
  await expect(page.getByRole('button', { name: /Oraș/ })).toContainText('Toate orașele');
  await expect(page.getByRole('region', { name: 'Rezultate' }).getByText(promised, { exact: true })).toBeVisible();
  await expect(resultCards(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Salvează căutarea' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(resultCards(page).first().getByRole('heading').getByRole('link')).toBeFocused();
});
