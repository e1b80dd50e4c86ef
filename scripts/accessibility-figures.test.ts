import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityFigures } from './accessibility-figures';

const root = mkdtempSync(join(tmpdir(), 'figures-'));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the accessibility statement's figures (issue #51)", () => {
  it('count the stories, the journeys and their axe checks in the sources, and date them the day of the build', () => {
    write('design-system/Button/Button.stories.tsx', 'const meta = {};\nexport default meta;\nexport const Primary: Story = {};\nexport const Pending = {};\n');
    write('design-system/Button/__screenshots__/Button.stories.tsx/Primary.png', 'not a story');
    write('app/routes/terms/TermsRoute.stories.tsx', 'export const Terms: Story = {};\n');
    write(
      'e2e/keyboard.spec.ts',
      "test('one', async () => { await expectNoAxeViolations(page); });\ntest.describe('group', () => { test(`two`, () => {}); });\n",
    );
    write('e2e/phone.spec.ts', "test('reflows', async () => { await expectNoAxeViolations(page); await expectNoAxeViolations(page); });\n");
    write('e2e/support/axe.ts', 'export async function expectNoAxeViolations(page: Page) {}\n');
    expect(accessibilityFigures(root, new Date('2026-11-29T10:00:00Z'))).toEqual({
      assessedOn: '2026-11-29',
      stories: 3,
      storyFiles: 2,
      journeys: 3,
      pageChecks: 3,
      keyboardJourneys: 2,
      phoneJourneys: 1,
    });
  });

  it('of this project are real: every figure the statement gives is there', () => {
    const figures = accessibilityFigures(process.cwd());
    for (const figure of ['stories', 'storyFiles', 'journeys', 'pageChecks', 'keyboardJourneys', 'phoneJourneys'] as const)
      expect(figures[figure]).toBeGreaterThan(0);
    expect(figures.stories).toBeGreaterThan(figures.storyFiles);
  });
});
