import type { Locator, Page } from '@playwright/test';

/** A toast, found where every toast lives: inside the page's "Notificări" region. */
export const notification = (page: Page, text: string | RegExp): Locator => page.getByRole('region', { name: 'Notificări' }).getByText(text);
