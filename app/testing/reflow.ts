import { expect } from 'storybook/test';

/** What Tab can reach; react-aria's hidden native select (tabindex -1, for autofill) is not. */
const focusable = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * WCAG 1.4.10 Reflow, as a phone user meets it: the page does not scroll sideways, and every
 * control they can reach lies within the screen's width. Controls inside a region that
 * scrolls on its own (the import grid) are measured against that region instead.
 */
export async function expectReflow(): Promise<void> {
  const root = document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  const outside = [...document.querySelectorAll<HTMLElement>(focusable)]
    .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[data-scrolls-sideways]'))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.left < -0.5 || box.right > root.clientWidth + 0.5;
    })
    .map((element) => element.outerHTML.slice(0, 80));
  await expect(outside).toEqual([]);
}

/** The story globals that render a story on a 320 px phone. */
export const onPhone = { viewport: { value: 'phone320' } };
