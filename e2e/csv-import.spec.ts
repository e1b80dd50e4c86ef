import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './support/test';
import { acceptCookies, createActiveSeller, logIn, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { resultCards, searchAfter } from './support/search-page';

const header = 'nume,descriere,pret,tva,um,ambalare,telefon,oras,livrabil,negociabil,disponibil,stoc';

async function chooseCsv(page: Page, name: string, lines: string[]) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n'), 'utf8') });
}

const textOf = async (download: Promise<Download>): Promise<string> => readFile((await (await download).path()) as string, 'utf8');

async function searchCount(page: Page, text: string): Promise<number> {
  await page.goto('/search');
  await searchAfter(page, () => page.getByRole('combobox', { name: 'Caută' }).fill(text));
  return resultCards(page).count();
}

test('a file with a bad row is fixed in the grid and imported; wipe replaces the catalogue', async ({ page }) => {
  const seller = newSeller('importator');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  const tag = seller.username;

  await page.goto('/upload/catalog');
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarcă modelul CSV' }).click();
  const templateText = await textOf(template);
  // The first specification's columns, then the optional ones buyers compare by (issue #48); a file with only the first still imports.
  expect(templateText.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(`${header},marca,gtin,um_cod,continut,cota_tva,cantitate_minima`);

  await chooseCsv(page, 'catalog.csv', [
    header,
    `Făină albă 000 ${tag},Sac 25 kg,"89,90",da,kg,Sac,0722123456,Brașov,da,nu,da,da`,
    `Drojdie proaspătă ${tag},Calup 500 g,abc,da,kg,Calup,0722123456,Brașov,da,nu,da,da`,
    `Zahăr tos ${tag},,"4,50",,,,0722123456,,,,,`,
  ]);
  // In the page, not the live region that also says it.
  await expect(page.getByRole('main').getByText('3 produse în fișier')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Un produs are erori' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Vezi ce se schimbă' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);

  const rejected = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarcă rândurile cu erori (CSV)' }).click();
  const rejectedText = await textOf(rejected);
  expect(rejectedText).toContain('eroare');
  expect(rejectedText).toContain(`Drojdie proaspătă ${tag}`);
  expect(rejectedText).not.toContain('Făină');

  // The summary takes the keyboard to the cell at fault.
  await page.getByRole('button', { name: /Mergi la celulă/ }).click();
  const price = page.getByRole('textbox', { name: 'pret, 2' });
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('12,40');
  await expect(page.getByRole('heading', { name: /are erori/ })).toBeHidden();
  await expect(submit).toBeEnabled();
  await submit.click();
  // Nothing is written before the seller has seen what changes and confirmed.
  await expect(page.getByRole('heading', { name: 'Ce se schimbă în catalogul tău' })).toBeFocused();
  await expect(page.getByRole('button', { name: /Produse noi/ })).toContainText('3');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Importă produsele' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 produse noi au fost importate' }).first()).toBeVisible();

  expect(await searchCount(page, tag)).toBe(3);
  await page.getByRole('combobox', { name: 'Caută' }).fill('');
  expect(await searchCount(page, `zahar tos ${tag}`)).toBe(1);
  // The empty cells took the defaults of docs/product.md §9.
  await expect(resultCards(page).first()).toContainText('Constanța');
  await expect(resultCards(page).first()).toContainText('la bucata');
  await page.getByRole('combobox', { name: 'Caută' }).fill('');
  expect(await searchCount(page, `faina alba ${tag}`)).toBe(1);
  const flourLink = await resultCards(page).first().getByRole('link').first().getAttribute('href');

  // Again, with the wipe: the flour is repriced in place, the rice is new, the other two go.
  await page.goto('/upload/catalog');
  await chooseCsv(page, 'nou.csv', [
    header,
    `Făină albă 000 ${tag},Sac 25 kg,"92,00",da,kg,Sac,0722123456,Brașov,da,nu,da,da`,
    `Orez basmati ${tag},Sac 5 kg,"45,00",da,kg,Sac,0722123456,Iași,da,nu,da,da`,
  ]);
  await expect(page.getByRole('main').getByText('2 produse în fișier')).toBeVisible();
  await page.getByText('Șterge produsele care nu apar în fișier').click();
  await page.getByRole('button', { name: 'Vezi ce se schimbă' }).click();
  await page.getByRole('button', { name: /Produse modificate/ }).click();
  await expect(page.getByText(`Rândul 1: Făină albă 000 ${tag} — se schimbă: pret`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Produse care vor fi șterse/ })).toContainText('2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Importă produsele' }).click();
  await expect(page.getByText('Un produs nou a fost importat, un produs a fost actualizat, 2 produse vechi au fost șterse.').first()).toBeVisible();
  expect(await searchCount(page, tag)).toBe(2);
  await page.getByRole('combobox', { name: 'Caută' }).fill('');
  expect(await searchCount(page, `faina alba ${tag}`)).toBe(1);
  // The same product, so its page, links and QR codes still lead to it.
  await expect(resultCards(page).first().getByRole('link').first()).toHaveAttribute('href', flourLink as string);
  await expect(resultCards(page).first()).toContainText('92');
});

test('a file that is not a CSV is refused with a Romanian message', async ({ page }) => {
  const seller = newSeller('fisier');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  await page.goto('/upload/catalog');
  await page.locator('input[type="file"]').setInputFiles({ name: 'catalog.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  await expect(page.getByText('Fișierul trebuie să fie .csv.')).toBeVisible();
});
