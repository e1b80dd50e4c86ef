import type { Browser, Page } from '@playwright/test';
import { expect, test, waitingUntilLive } from './support/test';
import { acceptCookies, createActiveSeller, demoAdmin, logIn, logInAsAdmin, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { receiveMail } from './support/mail';
import { tabTo } from './support/screen-reader';

const moderator = { username: 'moderator', password: demoAdmin.password };

/** A page in a browser of its own, as another person on another computer. */
async function another(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ro-RO' });
  const page = waitingUntilLive(await context.newPage());
  await acceptCookies(page);
  return page;
}

async function searchFinds(page: Page, name: string): Promise<boolean> {
  const response = await page.request.post('/svc/search/api/search', {
    data: { name, city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] },
  });
  return ((await response.json()) as { products: { name: string }[] }).products.some((product) => product.name === name);
}

test('a visitor reports a listing by keyboard; an administrator hides it with a reason; the seller contests; another administrator restores it; every step is mailed (issue #51)', async ({
  page,
  browser,
  baseURL,
}) => {
  const seller = newSeller('moderat');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  const name = `Whisky fără timbru ${seller.username}`;
  const created = await page.request.post('/svc/product/product', {
    data: {
      name,
      description: 'Sticlă de 0,7 l, 12 ani.',
      price: 189,
      vatIncluded: true,
      inStock: true,
      negotiable: false,
      isDeliverable: true,
      sellType: 'la bucata',
      packageType: 'Cutie',
      city: 'Brașov',
      phone: seller.phone,
      isEnabled: true,
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { uuid: string };

  // The visitor, by keyboard only: from the product to the report form, and through it.
  const visitor = await another(browser, baseURL);
  const reporter = `martor.${seller.username}@exemplu.ro`;
  await visitor.goto(`/product?id=${product.uuid}`);
  const reportLink = visitor.getByRole('link', { name: 'Raportează acest produs' });
  await tabTo(visitor, reportLink, 80);
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Raportează un produs' })).toBeVisible();
  await expect(visitor.getByText(`Raportezi produsul „${name}”`)).toBeVisible();
  await expectNoAxeViolations(visitor);
  await tabTo(visitor, visitor.getByRole('radio', { name: 'Produs ilegal' }));
  await visitor.keyboard.press('ArrowDown');
  await expect(visitor.getByRole('radio', { name: 'Produs contrafăcut' })).toBeChecked();
  await visitor.keyboard.press('Tab');
  await expect(visitor.getByLabel('Explicație')).toBeFocused();
  await visitor.keyboard.type('Sticla nu are timbrul producătorului, iar eticheta are greșeli.');
  await tabTo(visitor, visitor.getByLabel('Numele tău'), 5);
  await visitor.keyboard.type('Ioana Martor');
  await visitor.keyboard.press('Tab');
  await visitor.keyboard.type(reporter);
  await tabTo(visitor, visitor.getByRole('checkbox', { name: /Declar că informațiile/ }), 5);
  await visitor.keyboard.press('Space');
  await tabTo(visitor, visitor.getByRole('checkbox', { name: 'Nu sunt robot' }), 5);
  await visitor.keyboard.press('Space');
  await tabTo(visitor, visitor.getByRole('button', { name: 'Trimite raportarea' }), 5);
  await visitor.keyboard.press('Enter');
  const receipt = visitor.getByText(/Raportarea a fost trimisă\. Referința ei este R-\d{6}\./);
  await expect(receipt).toBeVisible();
  await expect(visitor.locator('main [tabindex="-1"]').filter({ has: receipt })).toBeFocused();
  const reference = (await receipt.innerText()).match(/R-\d{6}/)?.[0] as string;
  expect((await receiveMail(reporter, `Am primit raportul ${reference}`)).text).toContain(name);

  // The first administrator hides it, with the terms as the ground.
  const admin = await another(browser, baseURL);
  await logInAsAdmin(admin);
  await admin.goto('/admin/moderation');
  const item = admin.getByRole('button', { name: new RegExp(`${name}\\s*1 raport`) });
  await expect(item).toBeVisible();
  await item.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Sticla nu are timbrul producătorului, iar eticheta are greșeli.')).toBeVisible();
  await expectNoAxeViolations(admin);
  const decision = admin.getByRole('form', { name: `Decizia: ${name}` });
  await decision.getByRole('radio', { name: 'Ascunde produsul' }).check({ force: true });
  await decision.getByRole('radio', { name: 'Termenii și condițiile site-ului' }).check({ force: true });
  await decision.getByLabel('Articolul de lege sau secțiunea din termeni').fill('Termeni și condiții, secțiunea 4: produse contrafăcute');
  await decision.getByLabel('Faptele pe care se sprijină decizia').fill('Fotografia raportorului arată eticheta fără timbru.');
  await decision.getByRole('button', { name: 'Trimite decizia' }).click();
  await expect(admin.getByRole('heading', { name: /^Raportări de decis/ })).toBeFocused();
  await expect(admin.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  expect(await searchFinds(page, name)).toBe(false);
  await expect((await visitor.goto(`/product?id=${product.uuid}`))?.status()).toBe(404);

  const statement = await receiveMail(seller.email, 'a fost ascuns');
  expect(statement.text).toContain('Faptele: Fotografia raportorului arată eticheta fără timbru.');
  expect(statement.text).toContain('Cum o contești');
  await receiveMail(reporter, `Decizia pentru raportul ${reference}`);

  // The seller reads the statement in their zone and contests it.
  await page.goto('/decisions');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^D-\\d{6}: ${name}$`) })).toBeVisible();
  await expect(page.getByText('Fotografia raportorului arată eticheta fără timbru.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('De ce contești decizia').fill('Avem factura importatorului autorizat; sticla este originală.');
  await page.getByRole('button', { name: 'Trimite contestația' }).click();
  await expect(page.getByText(/Ai contestat-o la/)).toBeVisible();
  await receiveMail(reporter, 'a fost contestată');

  // The administrator who decided cannot decide the complaint; the other one restores the listing.
  await admin.reload();
  await expect(admin.getByText('Tu ai luat decizia contestată, așa că o decide alt administrator.')).toBeVisible();
  const second = await another(browser, baseURL);
  await logInAsAdmin(second, moderator);
  await second.goto('/admin/moderation');
  const complaint = second
    .getByRole('listitem')
    .filter({ hasText: name })
    .filter({ has: second.getByRole('radiogroup', { name: 'Rezultatul contestației' }) });
  await complaint.getByRole('radio', { name: /^Anulează decizia/ }).check({ force: true });
  await complaint.getByLabel('Motivarea, pentru vânzător și raportori').fill('Factura arată că produsul este original.');
  await complaint.getByRole('button', { name: 'Trimite rezultatul' }).click();
  await expect(second.getByRole('heading', { name: 'Contestații de decis' })).toBeFocused();
  await expect.poll(() => searchFinds(page, name)).toBe(true);

  expect((await receiveMail(seller.email, 'admisă')).text).toContain('apare din nou în căutare');
  expect((await receiveMail(reporter, `Contestația la decizia pentru raportul ${reference}`)).text).toContain('Decizia a fost anulată');

  // Every step is in the log, each by whom it was taken.
  await second.goto('/admin/moderation/log');
  const rows = second.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('moderator');
  await expect(rows.nth(3)).toContainText('vizitator');
  await expectNoAxeViolations(second);
});
