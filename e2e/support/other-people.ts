import type { Browser, Page } from '@playwright/test';
import { acceptCookies, createActiveSeller, logIn, type Seller } from './accounts';
import { expect, waitingUntilLive } from './test';
import { productInput } from '../../server/testing/product-input';

/** A page in a browser of its own, as another person on another computer. */
export async function another(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ro-RO' });
  const page = waitingUntilLive(await context.newPage());
  await acceptCookies(page);
  return page;
}

/** What a journey's seller lists: a product by the API, as the product form sends it. */
export function productBody(seller: Seller, fields: { name: string; price: number; city?: string }) {
  return productInput({ ...fields, description: 'Pentru bucătăria restaurantului.', city: fields.city ?? 'Cluj-Napoca', phone: seller.phone });
}

/** Lists a product as the signed-in seller on `page`; answers its id. */
export async function listProduct(page: Page, seller: Seller, fields: { name: string; price: number; city?: string }): Promise<string> {
  const created = await page.request.post('/svc/product/product', { data: productBody(seller, fields) });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

/** A seller, registered, activated and signed in on `page`, with one product of theirs; answers the product's id. */
export async function sellerWithProduct(page: Page, seller: Seller, fields: { name: string; price: number; city?: string }): Promise<string> {
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  return listProduct(page, seller, fields);
}
