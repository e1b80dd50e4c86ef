import { expect } from 'storybook/test';

/**
 * For `ForcedColors…` stories, which the story tests run with Windows high contrast emulated
 * (`.storybook/vitest.setup.ts`): checks the emulation is on, so the story cannot pass by
 * looking at the ordinary colours.
 */
export async function expectForcedColors(): Promise<void> {
  await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
}

/** An element's computed colour property, as the browser resolved it. */
export const computed = (element: Element, property: 'backgroundColor' | 'borderTopColor' | 'color' | 'borderTopWidth'): string =>
  getComputedStyle(element)[property];
