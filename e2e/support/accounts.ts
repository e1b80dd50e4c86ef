import { expect, type Page } from '@playwright/test';
import { receiveMail } from './mail';

export const password = 'Brad!Inalt#Iarna8';
let counter = 0;

export interface Seller {
  username: string;
  email: string;
  phone: string;
  sellerName: string;
  password: string;
}

/** A fresh seller identity for one journey. */
export function newSeller(label: string): Seller {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const digits = String(Date.now() + counter).slice(-8);
  return { username: `${label}${stamp}`, email: `${label}.${stamp}@exemplu.ro`, phone: `07${digits}`, sellerName: `${label} ${stamp} SRL`, password };
}

/** Ticks the local-mode captcha ("Nu sunt robot"). */
export async function solveLocalCaptcha(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Nu sunt robot' }).check({ force: true });
}

/** Registers through the API and activates through the e-mailed link: for journeys about something else. */
export async function createActiveSeller(page: Page, seller: Seller): Promise<void> {
  const response = await page.request.post('/svc/auth/api/profile', {
    data: {
      username: seller.username,
      email: seller.email,
      phone: seller.phone,
      firstName: 'Ana',
      lastName: 'Pop',
      sellerName: seller.sellerName,
      sellerIdentifier: 'RO123456',
      password: seller.password,
      recaptchaToken: 'local-captcha:nu-sunt-robot',
    },
  });
  expect(response.status()).toBe(201);
  const mail = await receiveMail(seller.email, 'Activează');
  const link = new URL(mail.link, 'http://x');
  const activation = await page.request.post('/svc/auth/api/profile/activate-account', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(activation.ok()).toBe(true);
}

/** Logs in through the login screen and waits for product management. */
export async function logIn(page: Page, username: string, secret: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Utilizator').fill(username);
  await page.getByLabel('Parola', { exact: true }).fill(secret);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/products-management$/);
}

/** Accepts the cookie banner so it does not cover what the journey clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Accept' }).click();
}
