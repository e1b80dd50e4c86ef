import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Zero axe violations against WCAG 2.2 AA on the page as it is now. react-aria's live
 * announcer is left out: a pending button announces itself by `aria-labelledby`, and that
 * transient, visually hidden message outlives a dialog's button for 7 s by design.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('[data-live-announcer]').analyze();
  expect(results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`) }))).toEqual(
    [],
  );
}
