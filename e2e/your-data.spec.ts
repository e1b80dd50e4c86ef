import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { acceptCookies, createActiveSeller, logIn, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { receiveMail } from './support/mail';
import { tabTo } from './support/screen-reader';

test('a seller downloads everything the site holds about them, as JSON and as CSV, by keyboard, and is told by mail (issue #51)', async ({ page }) => {
  const seller = newSeller('datele');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Datele tale' })).toBeVisible();
  await expectNoAxeViolations(page);

  const json = page.getByRole('button', { name: 'Descarcă datele (JSON)' });
  await tabTo(page, json, 80);
  const jsonFile = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const savedJson = await jsonFile;
  expect(savedJson.suggestedFilename()).toBe(`datele-mele-${seller.username}.json`);
  const data = JSON.parse(await readFile(await savedJson.path(), 'utf8'));
  expect(data.profile).toMatchObject({ username: seller.username, email: seller.email, sellerName: seller.sellerName });
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toMatch(/argon2|password/i);
  await expect(page.getByText('Datele contului au fost descărcate.').first()).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Descarcă datele (CSV)' }), 10);
  const csvFile = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const savedCsv = await csvFile;
  expect(savedCsv.suggestedFilename()).toBe(`datele-mele-${seller.username}.csv`);
  const csv = await readFile(await savedCsv.path(), 'utf8');
  expect(csv.startsWith('\uFEFFparte,element,câmp,valoare')).toBe(true);
  expect(csv).toContain(`profile,,username,${seller.username}`);

  const notice = await receiveMail(seller.email, 'Datele contului au fost descărcate');
  expect(notice.text).toContain('au fost descărcate din Profil');
});
