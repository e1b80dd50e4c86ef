import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptCookies, logIn, newSeller, solveLocalCaptcha } from './support/accounts';
import { another, sellerWithProduct } from './support/other-people';
import { expectNoAxeViolations } from './support/axe';
import { receiveMail } from './support/mail';
import { tabTo } from './support/screen-reader';

test("a restaurant registers, keeps two lists, sees a price change and sends a week's list to three sellers, who see and answer it (issue #50)", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const sellers = [newSeller('furnizor'), newSeller('furnizor'), newSeller('furnizor')];
  const names = [`Făină 000 ${stamp}`, `Ulei floarea-soarelui ${stamp}`, `Zahăr tos ${stamp}`];
  const sellerPages = await Promise.all(sellers.map(() => another(browser, baseURL)));
  const products: string[] = [];
  for (const [index, seller] of sellers.entries())
    products.push(await sellerWithProduct(sellerPages[index] as Page, seller, { name: names[index] as string, price: 50 + index * 10 }));

  // The restaurant registers through the form, then activates from the mail.
  const buyer = { username: `bistro${stamp}`, email: `bistro.${stamp}@exemplu.ro`, password: 'Ciorba!Calda#2026' };
  await acceptCookies(page);
  await page.goto('/register');
  await page.getByRole('link', { name: /Creează un cont de cumpărător/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cont de cumpărător' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Numele firmei (cumpărător)').fill(`Bistro ${stamp} SRL`);
  await page.getByLabel('Cod fiscal (CUI)').fill('RO18547290');
  await page.getByLabel('Numele locației').fill('Bistro Centru');
  await page.getByRole('button', { name: /Oraș/ }).press('Enter');
  await page.getByRole('option', { name: 'Cluj-Napoca' }).click();
  await page.getByLabel('Adresa').fill('Str. Memorandumului 1');
  await page.getByLabel('Prenume').fill('Elena');
  await page.getByLabel('Nume', { exact: true }).fill('Dumitrescu');
  await page.getByLabel('Telefon').fill(`07${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Utilizator').fill(buyer.username);
  await page.getByLabel('Parola', { exact: true }).fill(buyer.password);
  await page.getByLabel('Confirmă parola').fill(buyer.password);
  await page.getByRole('checkbox', { name: /Am citit și accept/ }).check({ force: true });
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Creează contul' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contul a fost creat.' })).toBeVisible();
  const activation = new URL((await receiveMail(buyer.email, 'Activează')).link, 'http://x');
  await page.goto(`/activate-account?${activation.searchParams}`);
  await expect(page.getByText(/activat/i).first()).toBeVisible();

  // Signed in, the restaurant lands on its lists; it adds each product from its page by keyboard.
  await page.goto('/login');
  await page.getByLabel('Utilizator').fill(buyer.username);
  await page.getByLabel('Parola', { exact: true }).fill(buyer.password);
  await solveLocalCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Favorite' })).toBeVisible();
  await expect(page.getByText('Lista nu are încă produse.')).toBeVisible();
  for (const product of products.slice(0, 2)) {
    await page.goto(`/product?id=${product}`);
    const add = page.getByRole('button', { name: 'Adaugă în listă' });
    await tabTo(page, add, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Produsul a fost adăugat în „Favorite”.`)).toBeVisible();
  }
  // The third from its card in the results, through the card's dialog; focus comes back to the card.
  const onCard = page.getByRole('button', { name: `Adaugă „${names[2]}” în listă` });
  await expect
    .poll(async () => {
      // Until the search has the new product; the card's button comes with the buyer's script.
      await page.goto(`/search?q=${encodeURIComponent(names[2] as string)}`);
      return onCard.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
    })
    .toBe(true);
  await tabTo(page, onCard, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adaugă în listă' });
  await expect(dialog.getByRole('button', { name: /Favorite/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Adaugă în listă' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Produsul a fost adăugat în „Favorite”.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(onCard).toBeFocused();

  // A second list, for Mondays.
  await page.goto('/lists');
  await page.getByLabel('Numele listei').fill('Comanda de luni');
  await page.getByRole('button', { name: 'Creează lista' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Comanda de luni' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Favorite' })).toBeVisible();

  // The first seller raises a price; the favourites say so, by how much.
  const raised = await sellerPages[0]!.request.get(`/svc/product/product?perPage=12&page=0`);
  const own = ((await raised.json()) as { products: Record<string, unknown>[] }).products.find((product) => product.uuid === products[0]) as Record<
    string,
    unknown
  >;
  const { uuid: _uuid, seller: _seller, owner: _owner, updatedAt: _updated, sellerSlug: _slug, ...editable } = own;
  expect((await sellerPages[0]!.request.put(`/svc/product/product/${products[0]}`, { data: { ...editable, price: 55 } })).status()).toBe(200);
  await page.getByRole('link', { name: 'Favorite' }).click();
  await expect(page.getByText(/Prețul a crescut cu 5,00\sRON, de la 50,00\sRON/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totaluri pe furnizori' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Am văzut modificările' }).click();
  await expect(page.getByText(/Prețul a crescut/)).toHaveCount(0);

  // This week's quantity of flour, then the list goes to its three sellers.
  const flour = page.getByRole('form', { name: `Salvează: ${names[0]}` });
  await flour.getByLabel('Cantitate').fill('2,5');
  await flour.getByLabel('Notă').fill('Livrare marți');
  await flour.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Rândul a fost salvat.')).toBeVisible();
  await expect(page.getByText(/nu este o comandă fermă/).first()).toBeVisible();
  await page.getByLabel('Mesaj pentru furnizori (opțional)').fill('Vă rugăm până marți la 10.');
  const send = page.getByRole('button', { name: 'Trimite comanda' });
  await tabTo(page, send, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Comanda a fost trimisă la 3 furnizori.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Each seller is mailed their own lines, and answers in "Cereri primite".
  const mail = await receiveMail(sellers[0]!.email, 'Cerere nouă');
  expect(mail.text).toContain(`${names[0]}: cantitate 2,5 (kg)`);
  expect(mail.text).not.toContain(names[1] as string);
  const first = sellerPages[0]!;
  await first.goto('/inquiries');
  await expect(first.getByRole('heading', { level: 1, name: 'Cereri primite' })).toBeVisible();
  const inquiry = first.getByRole('button', { name: new RegExp(`C-\\d{6}: Bistro ${stamp} SRL`) });
  await inquiry.focus();
  await first.keyboard.press('Enter');
  await expect(first.getByText('Vă rugăm până marți la 10.')).toBeVisible();
  await expectNoAxeViolations(first);
  await first.getByRole('radio', { name: 'Confirm cererea' }).check({ force: true });
  await first.getByLabel('Mesaj pentru cumpărător (opțional)').fill('Livrăm marți dimineață.');
  await first.getByRole('button', { name: 'Trimite răspunsul' }).click();
  await expect(first.getByText('Răspunsul a fost trimis cumpărătorului.')).toBeVisible();
  expect((await receiveMail(buyer.email, 'a fost confirmată')).text).toContain('Livrăm marți dimineață.');

  // The second seller only opens theirs: the restaurant sees one confirmed, one seen, one new.
  await sellerPages[1]!.goto('/inquiries');
  await sellerPages[1]!.getByRole('button', { name: new RegExp(`C-\\d{6}: Bistro ${stamp} SRL`) }).click();
  await expect(sellerPages[1]!.getByText('Vă rugăm până marți la 10.')).toBeVisible();
  await page.goto('/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Cereri trimise' })).toBeVisible();
  await expect(page.getByText('Stare: confirmată')).toHaveCount(1);
  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.getByText('Stare: confirmată')).toBeVisible();
      return page.getByText('Stare: văzută').count();
    })
    .toBe(1);
  await expect(page.getByText('Stare: nouă')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("an owner invites a colleague from the company's page, who joins from the mail, active at once, and shares the lists (issue #50)", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const owner = { username: `patron${stamp}`, email: `patron.${stamp}@exemplu.ro`, password: 'Ciorba!Calda#2026' };
  await acceptCookies(page);
  const registered = await page.request.post('/svc/auth/api/buyers', {
    data: {
      username: owner.username,
      email: owner.email,
      phone: `07${String(Date.now() + 7).slice(-8)}`,
      firstName: 'Dan',
      lastName: 'Popa',
      companyName: `Hotel ${stamp} SRL`,
      companyIdentifier: 'RO18547290',
      locations: [{ name: 'Hotel Central', city: 'Sibiu', address: 'Piața Mare 1' }],
      password: owner.password,
      recaptchaToken: 'local-captcha:nu-sunt-robot',
    },
  });
  expect(registered.status()).toBe(201);
  const activation = new URL((await receiveMail(owner.email, 'Activează')).link, 'http://x');
  expect((await page.request.post('/svc/auth/api/profile/activate-account', { data: Object.fromEntries(activation.searchParams) })).ok()).toBe(true);
  await logIn(page, owner.username, owner.password, /\/lists$/);

  // The owner invites the chef by keyboard from "Compania mea".
  await page.getByRole('link', { name: 'Compania mea' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compania mea' })).toBeVisible();
  await expectNoAxeViolations(page);
  const chef = `bucatar.${stamp}@exemplu.ro`;
  await tabTo(page, page.getByLabel('E-mailul colegului'), 80);
  await page.keyboard.type(chef);
  await tabTo(page, page.getByRole('button', { name: 'Trimite invitația' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Invitația a fost trimisă la ${chef}. Linkul este valabil 7 zile.`)).toBeVisible();
  await expect(page.getByText(`${chef} (membru`)).toBeVisible();

  // The chef opens the mailed link in their own browser and joins.
  const invitation = await receiveMail(chef, 'Invitație în compania');
  const colleague = await another(browser, baseURL);
  await colleague.goto(invitation.link);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Alătură-te companiei' })).toBeVisible();
  await expect(colleague.getByText(`Creezi contul pentru ${chef}`)).toBeVisible();
  await expectNoAxeViolations(colleague);
  await colleague.getByLabel('Prenume').fill('Mihai');
  await colleague.getByLabel('Nume', { exact: true }).fill('Dobre');
  await colleague.getByLabel('Telefon').fill(`07${String(Date.now() + 9).slice(-8)}`);
  await colleague.getByLabel('Utilizator').fill(`bucatar${stamp}`);
  await colleague.getByLabel('Parola', { exact: true }).fill('Cuptor!Cald#2044');
  await colleague.getByLabel('Confirmă parola').fill('Cuptor!Cald#2044');
  await colleague.getByRole('checkbox', { name: /Am citit și accept/ }).check({ force: true });
  await solveLocalCaptcha(colleague);
  await colleague.getByRole('button', { name: 'Creează contul' }).click();
  await expect(colleague.getByRole('status').filter({ hasText: 'Contul este activ.' })).toBeVisible();
  await logIn(colleague, `bucatar${stamp}`, 'Cuptor!Cald#2044', /\/lists$/);
  await expect(colleague.getByRole('heading', { level: 2, name: 'Favorite' })).toBeVisible();

  // The owner sees the chef among the members.
  await page.reload();
  await expect(page.getByText(`Mihai Dobre (${chef})`)).toBeVisible();
});
