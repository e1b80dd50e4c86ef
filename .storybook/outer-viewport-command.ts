import type { BrowserCommand } from 'vitest/node';

/**
 * A story test's browser command: sizes the window the story's frame sits in. Vitest shrinks a
 * frame that does not fit its window, so a frame grown to a tall screen's whole height for its
 * picture needs a window that tall too (`.storybook/vitest.setup.ts`). Answers the size it had,
 * to be put back.
 */
export const resizeOuterViewport: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  const before = context.page.viewportSize();
  await context.page.setViewportSize({ width, height });
  return before;
};
