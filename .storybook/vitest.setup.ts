import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

// Still pictures: no spinning, fading or blinking caret between two screenshots.
const still = document.createElement('style');
still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(still);

/**
 * Windows high contrast: a story named `ForcedColors…` runs, and is screenshotted, with
 * `forced-colors: active` emulated, then the browser is put back. (This hook is registered
 * before the screenshot's, so it runs after it.)
 */
const forcedColorsStory = /^forced colors/i;
declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (value: 'active' | 'none') => Promise<void>;
    resizeOuterViewport: (width: number, height: number) => Promise<{ width: number; height: number } | null>;
  }
}
beforeEach(async ({ task }) => {
  if (forcedColorsStory.test(task.name)) await commands.emulateForcedColors('active');
});
afterEach(async ({ task }) => {
  if (forcedColorsStory.test(task.name)) await commands.emulateForcedColors('none');
});

/** The tallest picture taken: a screen longer than this is pictured down to here. */
const tallestPicture = 6_000;
/** Room around the story's frame in its window. */
const frameMargin = 100;

/**
 * Local visual regression: after its play function, every story that passed is compared with
 * its committed baseline (`__screenshots__/` next to the stories) in Debian's Chromium, with
 * the tolerance set in vitest.config.ts. `npm run test:visual:update` rewrites the baselines.
 * The story's frame first grows to the page's whole height, at the same width, and its window
 * with it: a picture of the frame alone left a tall screen's lower part blank.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  const name = task.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const { innerWidth: width, innerHeight: height } = window;
  const whole = Math.min(document.documentElement.scrollHeight, tallestPicture);
  if (whole <= height) return expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  const outer = await commands.resizeOuterViewport(width + frameMargin, whole + frameMargin);
  await page.viewport(width, whole);
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  } finally {
    await page.viewport(width, height);
    if (outer) await commands.resizeOuterViewport(outer.width, outer.height);
  }
});
