import { chooseFilesByKeyboard } from './support/file-chooser';
import { jpegPhoto, pngPhoto, webpPhoto } from '../server/testing/test-images';
import { acceptCookies, createActiveSeller, logIn, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/screen-reader';
import { resultCards, searchAfter } from './support/search-page';
import { expect, test } from './support/test';

test('a seller adds three photos by keyboard, orders them and describes the cover; a visitor sees it in search and the gallery on the product page', async ({
  page,
}) => {
  const seller = newSeller('fotograf');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  const name = `Platou ardezie ${seller.username}`;
  const created = await page.request.post('/svc/product/product', {
    data: {
      name,
      description: 'Platou din ardezie naturală, 30 × 20 cm, pentru brânzeturi.',
      price: 79.5,
      vatIncluded: true,
      inStock: true,
      negotiable: false,
      isDeliverable: true,
      sellType: 'la bucata',
      packageType: 'Cutie',
      city: 'Sibiu',
      phone: seller.phone,
      isEnabled: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();

  // The card shows the placeholder until a photo is added.
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('img')).toHaveCount(0);
  await tabTo(page, card.getByRole('button', { name: /Editează/ }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Editează produsul' });
  const photos = dialog.getByRole('group', { name: /^Fotografii/ });
  await expect(photos).toHaveAccessibleName('Fotografii (0 din 8)');

  // Three files, chosen from the keyboard.
  await chooseFilesByKeyboard(page, dialog.getByRole('button', { name: 'Alege fotografii' }), [
    { name: 'platou-sus.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(1200, 900) },
    { name: 'platou-lateral.png', mimeType: 'image/png', buffer: await pngPhoto(900, 900) },
    { name: 'platou-detaliu.webp', mimeType: 'image/webp', buffer: await webpPhoto(800, 1000) },
  ]);
  await expect(photos).toHaveAccessibleName('Fotografii (3 din 8)', { timeout: 20_000 });
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  const order = dialog.getByRole('list', { name: 'Fotografiile produsului, prima este coperta' });
  await expect(order.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The third becomes the cover: moved earlier twice, its button keeping the focus as it moves.
  await tabTo(page, dialog.getByRole('button', { name: 'Mută fotografia 3 mai devreme' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Mută fotografia 2 mai devreme' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem').first().getByText('Copertă')).toBeVisible();

  // A pointer drags the last photo's thumbnail onto the first row, which makes it the cover.
  const rows = order.getByRole('listitem');
  const shown = (row: number) =>
    rows
      .nth(row)
      .getByRole('img')
      .evaluate((image: HTMLImageElement) => image.currentSrc);
  const [first, middle, last] = [await shown(0), await shown(1), await shown(2)];
  await rows.nth(2).getByRole('img').dragTo(rows.nth(0));
  await expect.poll(async () => [await shown(0), await shown(1), await shown(2)]).toEqual([last, first, middle]);
  await expect(rows.first().getByText('Copertă')).toBeVisible();

  // Its text alternative, written and sent with Enter.
  const alt = 'Platoul văzut de aproape, cu marginea cioplită';
  await tabTo(page, dialog.getByRole('textbox', { name: 'Text alternativ pentru fotografia 1' }), 60, 'Shift+Tab');
  await page.keyboard.type(alt);
  await page.keyboard.press('Enter');
  await expect(order.getByRole('img', { name: alt })).toBeVisible();
  // Saved, the field keeps the focus, so Escape reaches the dialog.
  await expect(dialog.getByRole('textbox', { name: 'Text alternativ pentru fotografia 1' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('img', { name: alt })).toBeVisible();

  // A visitor finds it with its cover.
  await page.goto('/search');
  await searchAfter(page, () => page.getByRole('combobox', { name: 'Caută' }).fill(`ardezie ${seller.username}`));
  await expect(resultCards(page)).toHaveCount(1);
  const cover = resultCards(page).first().getByRole('img', { name: alt });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc)).toMatch(/\.avif$/);
  await expectNoAxeViolations(page);

  // The product page shows the three, the cover first, and another by keyboard.
  await resultCards(page).first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: alt })).toBeVisible();
  const thumbnails = page.getByRole('radio', { name: /^Fotografia \d din 3/ });
  await expect(thumbnails).toHaveCount(3);
  await tabTo(page, thumbnails.first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Fotografia 2 din 3', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
