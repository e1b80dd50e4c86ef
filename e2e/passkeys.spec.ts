import { expect, test, type Page } from './support/test';
import { acceptCookies, createActiveSeller, logIn, newSeller, solveLocalCaptcha } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { receiveMail } from './support/mail';

/**
 * Chromium's virtual authenticator (CDP's WebAuthn domain): a platform authenticator that keeps
 * discoverable credentials and verifies its user, as a phone's or a laptop's does. While it
 * answers at once it also answers the login form's autofill request, as a user picking the
 * passkey from the user name's suggestions does.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Whether it answers at once, as a user touching it would; off, a request waits. */
    answers: async (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Delogare' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a seller adds a passkey, signs out, and signs in with it alone from the autofill; a password login then asks for it as the second step', async ({
  page,
}) => {
  const device = await virtualAuthenticator(page);
  const seller = newSeller('cheiedeacces');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  await page.goto('/security');

  // No name: the field says what it needs, and nothing is asked of the authenticator.
  await page.getByRole('button', { name: 'Adaugă o cheie de acces' }).click();
  await expect(page.getByText('Dă cheii un nume, ca s-o recunoști mai târziu (de exemplu „Telefonul meu”).')).toBeVisible();
  expect(await device.credentials()).toHaveLength(0);

  await page.getByRole('textbox', { name: 'Numele cheii' }).fill('Laptopul de la birou');
  await page.getByRole('button', { name: 'Adaugă o cheie de acces' }).click();
  // The account's first second factor: its recovery codes, once.
  await expect(page.getByRole('heading', { name: 'Codurile tale de recuperare' })).toBeFocused();
  await page.getByRole('button', { name: 'Am salvat codurile' }).click();
  await expect(page.getByRole('heading', { name: 'Laptopul de la birou' })).toBeVisible();
  await expect(page.getByText('niciodată')).toBeVisible();
  await expectNoAxeViolations(page);
  const [credential] = await device.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  expect((await receiveMail(seller.email, 'Cheie de acces adăugată')).text).toContain('fără parolă');

  // The passkey alone, from the user name's autofill: no user name, no password, no captcha.
  await page.getByRole('button', { name: 'Delogare' }).click();
  await expect(page).toHaveURL(/\/products-management$/);

  // The password now leads to a second step the passkey answers, from the keyboard.
  await device.answers(false);
  await logOut(page);
  await page.getByLabel('Utilizator').fill(seller.username);
  await page.getByLabel('Parola', { exact: true }).fill(seller.password);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificare în doi pași' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Folosește cheia de acces' })).toBeFocused();
  await expectNoAxeViolations(page);
  await device.answers(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products-management$/);

  // Removed from the security screen: it is listed as used, and then it signs nobody in.
  await page.goto('/security');
  await expect(page.getByText('niciodată')).toHaveCount(0);
  await page.getByRole('button', { name: 'Elimină cheia: Laptopul de la birou' }).click();
  await page.getByRole('alertdialog', { name: 'Elimini cheia de acces?' }).getByRole('button', { name: 'Elimină' }).click();
  await expect(page.getByText('Nu ai adăugat încă o cheie de acces.')).toBeVisible();
  await receiveMail(seller.email, 'Cheie de acces eliminată');
  await logOut(page);
  await expect(page.getByRole('alert')).toHaveText(/^Cheia de acces nu a putut fi verificată/);
  await page.getByRole('button', { name: 'Intră cu o cheie de acces' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Cheia de acces nu a putut fi verificată/);
  await expect(page).toHaveURL(/\/login$/);
});
