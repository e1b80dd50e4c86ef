import type { BrowserCommand } from 'vitest/node';

/**
 * A story test's browser command: turns Windows high contrast (`forced-colors: active`) on or off
 * in the test's Chromium, as Playwright's `emulateMedia` does. Stories named `ForcedColors…`
 * run with it on (`.storybook/vitest.setup.ts`).
 */
export const emulateForcedColors: BrowserCommand<[value: 'active' | 'none']> = async (context, value) => {
  await context.page.emulateMedia({ forcedColors: value });
};
