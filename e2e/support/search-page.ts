import { expect, type Locator, type Page } from '@playwright/test';

/** The result cards of the search screen. */
export const resultCards = (page: Page): Locator => page.getByRole('region', { name: 'Rezultate' }).getByRole('article');

/** Does something that changes the search, and waits for the new results to be shown. */
export async function searchAfter(page: Page, change: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/svc/search/api/search') && response.request().method() === 'POST');
  await change();
  await answered;
  await settled(page);
}

/** Waits until the results settle (debounce and loading over). */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Rezultate' })).toHaveAttribute('aria-busy', 'false');
}

/** A price as the cards show it (`1.234,50 RON`) as a number. */
const priceOf = (text: string): number => Number((text.match(/([\d.]+,\d{2})\s*RON/)?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.'));

export async function cardPrices(page: Page): Promise<number[]> {
  return (await resultCards(page).allInnerTexts()).map(priceOf);
}

export async function cardDates(page: Page): Promise<number[]> {
  return (
    await resultCards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
  ).map((value) => Date.parse(value ?? ''));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A choice's or a switch's name with or without the count the search gives it: `București`, `București (12)`. */
const withOrWithoutCount = (label: string): RegExp => new RegExp(`^${escaped(label)}( \\([\\d.]+\\))?$`);

/** Chooses an option of one of the screen's selects by its label. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await searchAfter(page, async () => {
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('option', { name: withOrWithoutCount(option) }).click();
  });
}

/** Turns one of the search switches on or off (a react-aria switch is pressed through its label). */
export async function toggleSwitch(page: Page, label: string): Promise<void> {
  await searchAfter(page, () => page.getByRole('search').getByText(withOrWithoutCount(label)).click());
}

/** Scrolls to the bottom until the end message shows; returns how many cards were loaded. */
export async function scrollToEnd(page: Page): Promise<number> {
  const end = page.getByRole('main').getByText('Nu mai sunt produse disponibile.');
  for (let step = 0; step < 60 && !(await end.isVisible()); step += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(150);
  }
  await expect(end).toBeVisible();
  return resultCards(page).count();
}
