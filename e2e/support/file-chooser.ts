import type { FileChooser, Locator, Page } from '@playwright/test';
import { tabTo } from './screen-reader';

/**
 * Tabs to `button`, opens the file chooser with Enter, and chooses `files`, as a keyboard user
 * would. Playwright intercepts the chooser only once it is listening, and turning that on is a
 * call to the browser that is not awaited: listening before the Tabs, whose first step is a
 * call of its own, answered in order, makes sure it is on before Enter opens the chooser.
 * Listening after them left a journey waiting on a chooser the browser had already opened.
 */
export async function chooseFilesByKeyboard(page: Page, button: Locator, files: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(files);
}
