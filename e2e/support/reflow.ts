import { expect, type Page } from '@playwright/test';

/**
 * WCAG 1.4.10 Reflow on the page as it is now: nothing scrolls sideways, and every control Tab
 * can reach lies within the screen's width. A region that scrolls sideways on its own (the
 * import grid, marked `data-scrolls-sideways`) may hold wider content.
 */
export async function expectReflow(page: Page, label: string): Promise<void> {
  const report = await page.evaluate(() => {
    const root = document.documentElement;
    const outside = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[data-scrolls-sideways]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -0.5 || box.right > root.clientWidth + 0.5;
      })
      .map((element) => element.outerHTML.slice(0, 100));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, outside };
  });
  expect(report.scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(report.clientWidth);
  expect(report.outside, `${label}: controls past the screen's edge`).toEqual([]);
}
