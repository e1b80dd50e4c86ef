import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { journeyServer } from './app-servers';
import { receiveMail } from './mail';

const password = 'Brad!Inalt#Iarna8';
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
      sellerIdentifier: 'RO12345674',
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

/** Logs in through the login screen and waits for where the account lands: product management, or a buyer's lists (issue #50). */
export async function logIn(page: Page, username: string, secret: string, lands: RegExp = /\/products-management$/): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Utilizator').fill(username);
  await page.getByLabel('Parola', { exact: true }).fill(secret);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(lands);
}

/** The demo restaurant (README): a buyer with two lists and an inquiry sent (issue #50). */
export const demoBuyer = { username: 'restaurant', password: 'Demo!2025' };

/** Accepts the cookie banner so it does not cover what the journey clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Accept' }).click();
}

/** The demo administrator (README), and another created at start without a second factor (playwright.config.ts). */
export const demoAdmin = { username: 'admin', password: 'Ceai!Verde#2025' };
export const newAdmin = { username: 'sefnou', password: 'Brad!Inalt#Vara9' };

/**
 * What a journey's "authenticator app" knows of an account: the secret it was given and the
 * last time step it showed a code for. Kept in the data directory of the server the account
 * lives on, so every journey on that server signs in as the same phone would.
 */
interface AppMemory {
  secret: string;
  lastStep: number;
}
const memoryFile = (username: string) => join(journeyServer().dataDir, `authenticator-${username}.json`);
const remembered = (username: string): AppMemory | undefined =>
  existsSync(memoryFile(username)) ? (JSON.parse(readFileSync(memoryFile(username), 'utf8')) as AppMemory) : undefined;
const remember = (username: string, memory: AppMemory) => writeFileSync(memoryFile(username), JSON.stringify(memory));

const periodMs = 30_000;
const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/**
 * A code as the app would show it, never one already used: each code works once (decision 023),
 * so a sign-in soon after another waits for the app's next code.
 */
export async function nextCode(username: string): Promise<string> {
  const memory = remembered(username);
  if (!memory) throw new Error(`no authenticator was added for ${username} in this run`);
  // The server takes the code of the current step or the next (a phone's clock a little ahead).
  const step = Math.max(Math.floor(Date.now() / periodMs), memory.lastStep + 1);
  const wait = (step - 1) * periodMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  remember(username, { ...memory, lastStep: step });
  return totp(memory.secret).generate({ timestamp: step * periodMs + 1_000 });
}

/** Adds an authenticator on the security screen, as a user with a phone does; returns the recovery codes shown. */
export async function addAuthenticator(page: Page, username: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Adaugă aplicația de autentificare' }).click();
  const secret = (await page.locator('figcaption code').innerText()).replace(/\s/g, '');
  remember(username, { secret, lastStep: 0 });
  await page.getByRole('textbox', { name: 'Codul din aplicație' }).fill(await nextCode(username));
  await page.getByRole('button', { name: 'Confirmă' }).click();
  await expect(page.getByRole('heading', { name: 'Codurile tale de recuperare' })).toBeFocused();
  const codes = await page.getByRole('list', { name: 'Codurile de recuperare' }).getByRole('listitem').allInnerTexts();
  await page.getByRole('button', { name: 'Am salvat codurile' }).click();
  return codes;
}

/**
 * Logs in an administrator, who must use a second factor: the first time in a run through
 * the security screen, where the authenticator is added; after that with a code from it.
 * Ends on product management, where a login goes.
 */
export async function logInAsAdmin(page: Page, admin = demoAdmin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Utilizator').fill(admin.username);
  await page.getByLabel('Parola', { exact: true }).fill(admin.password);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificare în doi pași' })).toBeVisible();
  if (new URL(page.url()).pathname === '/security') await addAuthenticator(page, admin.username);
  else {
    await page.getByRole('textbox', { name: 'Cod din aplicație' }).fill(await nextCode(admin.username));
    await page.getByRole('button', { name: 'Verifică' }).click();
  }
  await expect(page).toHaveURL(/\/products-management$/);
}
