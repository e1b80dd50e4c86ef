import { request as apiRequest } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptCookies, demoBuyer, logIn, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { onJourneyDatabase } from './support/journey-database';
import { countMail, receiveMail } from './support/mail';
import { another, listProduct, productBody, sellerWithProduct } from './support/other-people';
import { ScreenReader, tabTo } from './support/screen-reader';

/** The demo restaurant's address, where its alerts go (server/demo/demo-buyer.ts). */
const buyerEmail = 'restaurant@cataloghoreca.local';

/** The clock's next morning for this journey's saved searches: they become due now, as at 07:00. */
const morningComes = (stamp: string) => onJourneyDatabase(`UPDATE saved_searches SET next_due_at = now() WHERE name LIKE $1`, [`Vitrine ${stamp}%`]);

// Runs in the postgresql project only (playwright.config.ts): the clock is moved in the server's database.
test('a buyer saves a search and watches a product by keyboard; a seller lists a match and lowers the watched price; the next digest names both once, and one click stops it (issue #52)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const seller = newSeller('vitrine');
  const sellerPage = await another(browser, baseURL);
  const watchedName = `Vitrină frigorifică de perete ${stamp}`;
  const watched = await sellerWithProduct(sellerPage, seller, { name: watchedName, price: 4800, city: 'Brașov' });

  // The restaurant searches for showcases in Brașov and saves the search from the results, by keyboard.
  const reader = await ScreenReader.attach(page);
  await acceptCookies(page);
  await logIn(page, demoBuyer.username, demoBuyer.password, /\/lists$/);
  await page.goto(`/search?q=${encodeURIComponent(`vitrina ${stamp}`)}&city=${encodeURIComponent('Brașov')}`);
  await expect(page.getByRole('link', { name: watchedName }).first()).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvează căutarea' });
  await tabTo(page, save, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Salvează căutarea' });
  await expect(dialog).toBeVisible();
  await reader.expectFocusKept();
  await expectNoAxeViolations(page);
  const name = dialog.getByLabel('Numele căutării');
  await tabTo(page, name, 10);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Vitrine ${stamp}`);
  await tabTo(page, dialog.getByRole('button', { name: 'Salvează', exact: true }), 10);
  await page.keyboard.press('Enter');
  await reader.expectAnnounced('Căutarea a fost salvată. Îți scriem când apare ceva nou.');
  await expect(dialog).toBeHidden();
  await reader.expectFocusOn(save);

  // It watches the showcase for a lower price, from the product's page.
  await page.goto(`/product?id=${watched}`);
  const watch = page.getByRole('region', { name: 'Anunță-mă' });
  await expect(watch.getByRole('checkbox', { name: 'Când scade prețul' })).toBeChecked();
  const watchButton = watch.getByRole('button', { name: 'Anunță-mă' });
  await tabTo(page, watchButton, 80);
  await page.keyboard.press('Enter');
  await reader.expectAnnounced('Te anunțăm pe e-mail.');
  await expect(watch.getByText('Urmărești acest produs.')).toBeVisible();
  await reader.expectFocusKept();

  // The seller lists a matching showcase and lowers the watched one's price.
  const freshName = `Vitrină frigorifică verticală ${stamp}`;
  await listProduct(sellerPage, seller, { name: freshName, price: 3900, city: 'Brașov' });
  const lowered = await sellerPage.request.put(`/svc/product/product/${watched}`, {
    data: productBody(seller, { name: watchedName, price: 4500, city: 'Brașov' }),
  });
  expect(lowered.status()).toBe(200);

  // The watch tells the drop within a round; the next morning's digest names both products, once each.
  const watchMail = await receiveMail(buyerEmail, `${watchedName} are un preț mai mic`);
  expect(watchMail.text).toMatch(/prețul a scăzut cu 300,00\sRON, de la 4\.800,00\sRON/);
  await morningComes(stamp);
  const digest = await receiveMail(buyerEmail, `Noutăți pentru „Vitrine ${stamp}”`);
  expect(digest.text).toMatch(new RegExp(`${freshName}, Brașov: 3\\.900,00\\sRON cu TVA \\(nou\\)`));
  expect(digest.text).toMatch(new RegExp(`${watchedName}, Brașov: 4\\.500,00\\sRON cu TVA \\(prețul a scăzut cu 300,00\\sRON, de la 4\\.800,00\\sRON\\)`));
  expect(digest.text.split(freshName)).toHaveLength(2);
  expect(digest.text.split(watchedName)).toHaveLength(2);
  expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // One click, as a mail program makes it: no session, no cookie, no page.
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(digest.headers.get('list-unsubscribe') ?? '')?.[1] as string;
  const mailProgram = await apiRequest.newContext();
  const stopped = await mailProgram.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(stopped.status()).toBe(200);
  await mailProgram.dispose();

  // The search is stopped: another match and another morning send it nothing, while a second search the buyer keeps going
  // is told of the match in the same round; the buyer's screen says which is stopped.
  const control = await page.request.post('/svc/product/saved-searches', {
    data: { name: `Vitrine ${stamp} încă`, criteria: { name: `vitrina ${stamp}`, city: 'Brașov', filter: [], sort: ['NO_SORT'] }, frequency: 'DAILY' },
  });
  expect(control.status()).toBe(201);
  const cornerName = `Vitrină frigorifică de colț ${stamp}`;
  await listProduct(sellerPage, seller, { name: cornerName, price: 4100, city: 'Brașov' });
  await morningComes(stamp);
  expect((await receiveMail(buyerEmail, `Noutăți pentru „Vitrine ${stamp} încă”`)).text).toContain(cornerName);
  expect(await countMail(buyerEmail, `Noutăți pentru „Vitrine ${stamp}”`)).toBe(1);
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 3, name: `Vitrine ${stamp}`, exact: true })).toBeVisible();
  await expect(page.getByText('Oprită · Ultimul e-mail:')).toBeVisible();
  await expectNoAxeViolations(page);

  // The watch mail's visible link ends the watch from the site, on a press, without signing in.
  const stranger = await another(browser, baseURL);
  const unwatch = new URL(watchMail.text.match(/Dezabonare: (\S+)/)?.[1] as string);
  await stranger.goto(unwatch.pathname + unwatch.search);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Dezabonare' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Dezabonează-mă' }).press('Enter');
  await expect(stranger.getByText(`Nu mai urmărești „${watchedName}”.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nu urmărești niciun produs. Pe pagina unui produs, apasă „Anunță-mă”.')).toBeVisible();
});
