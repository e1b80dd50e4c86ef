import { expect, test } from './support/test';
import { acceptCookies, createActiveSeller, logIn, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/screen-reader';
import { notification } from './support/notifications';
import { resultCards, settled } from './support/search-page';
import { demoSellers } from '../server/demo/demo-catalogue';

test("a buyer learns who sells and on what terms, and searches the seller's products, by keyboard (issue #49)", async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/search?q=cafea');
  await settled(page);
  // A demo seller, who has said on what terms they deliver; a journey's own seller, whose coffee
  // may come first when the journeys run in another order, has not.
  const seller = demoSellers[0]!.sellerName;
  const sellerLink = resultCards(page).locator('a[href^="/seller/"]', { hasText: seller }).first();
  await tabTo(page, sellerLink, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/seller\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seller);
  const about = page.getByRole('region', { name: 'Despre comerciant' });
  await expect(about).toContainText('Firmă neverificată la ANAF');
  await expect(about).toContainText('Comandă minimă');
  await expect(about.getByRole('link', { name: /^07\d{8}$/ })).toHaveAttribute('href', /^tel:07\d{8}$/);
  await settled(page);
  await expectNoAxeViolations(page);

  // The same search, kept to the seller: the address carries the text, never the seller.
  await tabTo(page, page.getByRole('combobox', { name: 'Caută' }));
  await page.keyboard.type('cafea');
  await settled(page);
  await expect(page).toHaveURL(/\/seller\/[a-z0-9-]+\?q=cafea$/);
  const sellers = await resultCards(page).evaluateAll((cards) => cards.map((element) => element.querySelector('dd a[href^="/seller/"]')?.textContent));
  expect(sellers.length).toBeGreaterThan(0);
  expect(new Set(sellers)).toEqual(new Set([seller]));
  await expectNoAxeViolations(page);

  // A product page says who sells it, with the way back to the seller.
  await tabTo(page, resultCards(page).first().getByRole('heading').getByRole('link'), 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\?id=/);
  const trader = page.getByRole('region', { name: 'Informații comerciant' });
  await expect(trader).toContainText('Condiții de livrare');
  await expect(trader.getByRole('link', { name: `Pagina comerciantului ${seller}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a seller says where and when they deliver, by keyboard, and finds it on their page (issue #49)', async ({ page }) => {
  const seller = newSeller('livrare');
  await createActiveSeller(page, seller);
  await acceptCookies(page);
  await logIn(page, seller.username, seller.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Condiții de livrare' })).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: 'marți' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'vineri' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: /Orașe în care livrezi/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('checkbox', { name: 'Iași' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: 'Comandă minimă' }));
  await page.keyboard.type('250');
  await tabTo(page, page.getByRole('button', { name: 'Salvează condițiile' }));
  await page.keyboard.press('Enter');
  await expect(notification(page, 'Condițiile de livrare au fost salvate.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Vezi pagina ta de comerciant' }).click();
  await expect(page).toHaveURL(/\/seller\/[a-z0-9-]+$/);
  const about = page.getByRole('region', { name: 'Despre comerciant' });
  await expect(about).toContainText(/250,00\sRON/);
  await expect(about).toContainText('marți și vineri');
  await expect(about).toContainText('Iași');
  await expectNoAxeViolations(page);

  // A buyer in Iași finds, under "livrează în", the seller's product that sits in Arad.
  const name = `Ulei presat la rece ${seller.username}`;
  const created = await page.request.post('/svc/product/product/bulk', {
    data: {
      wipePreviousData: false,
      products: [
        {
          name,
          description: 'Livrat din Arad',
          price: 42,
          vatIncluded: true,
          inStock: true,
          negotiable: false,
          deliverable: true,
          enabled: true,
          sellType: 'buc',
          packageType: 'Cutie',
          city: 'Arad',
          phone: seller.phone,
        },
      ],
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`/search?q=${encodeURIComponent(seller.username)}&city=Ia%C8%99i`);
  await settled(page);
  await expect(resultCards(page)).toHaveCount(0);
  const reach = page.getByRole('switch', { name: 'Livrează în Iași (1)' });
  await tabTo(page, reach);
  await page.keyboard.press('Space');
  await settled(page);
  await expect(page).toHaveURL(/filter=DELIVERS_TO_CITY/);
  await expect(resultCards(page)).toHaveCount(1);
  await expect(resultCards(page).first()).toContainText(name);
  await expect(resultCards(page).first()).toContainText('Arad');
  await expectNoAxeViolations(page);
});
