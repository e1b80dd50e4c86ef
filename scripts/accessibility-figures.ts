import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The figures of the project's own accessibility checks, as the accessibility statement gives
 * them (issue #51, docs/product.md §2): counted from the sources when the app is built, so the
 * statement never says more than the checks do.
 */
export interface AccessibilityFigures {
  /** The day of the build, `2026-11-29`: when the statement was last assessed. */
  assessedOn: string;
  /** Stories, each rendered in Chromium and checked by axe (WCAG 2.2 AA) with zero violations allowed. */
  stories: number;
  /** The components and screens those stories show (one stories file each). */
  storyFiles: number;
  /** End-to-end tests in Chromium against the running product. */
  journeys: number;
  /** The axe checks those tests make on whole pages. */
  pageChecks: number;
  /** Journeys walked by keyboard alone, recording the focus and what a screen reader is told. */
  keyboardJourneys: number;
  /** Journeys on phones' screens, from 320 px wide. */
  phoneJourneys: number;
}

/** Every file under `dir` whose name ends with `suffix`, screenshot folders aside. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__screenshots__' ? [] : filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

/** A story is a named export of a stories file; a test, a `test('…')` call (not `test.describe`); a page check, a call of the e2e axe helper. */
const patterns = { story: /^export const \w+/gm, test: /\btest\(\s*['"`]/g, pageCheck: /\bexpectNoAxeViolations\(\s*\w/g };

/** The figures for the sources under `root`, assessed on `day`. */
export function accessibilityFigures(root: string, day: Date = new Date()): AccessibilityFigures {
  const stories = ['design-system', 'app'].flatMap((dir) => filesUnder(join(root, dir), '.stories.tsx')).map((file) => readFileSync(file, 'utf8'));
  const specs = filesUnder(join(root, 'e2e'), '.spec.ts').map((file) => ({ name: file, text: readFileSync(file, 'utf8') }));
  const testsIn = (names: RegExp) => specs.filter((spec) => names.test(spec.name)).reduce((sum, spec) => sum + count(spec.text, patterns.test), 0);
  return {
    assessedOn: day.toISOString().slice(0, 10),
    stories: stories.reduce((sum, text) => sum + count(text, patterns.story), 0),
    storyFiles: stories.length,
    journeys: testsIn(/./),
    pageChecks: specs.reduce((sum, spec) => sum + count(spec.text, patterns.pageCheck), 0),
    keyboardJourneys: testsIn(/(keyboard|screen-reader)\.spec\.ts$/),
    phoneJourneys: testsIn(/phone\.spec\.ts$/),
  };
}

/** Gives the app `__ACCESSIBILITY_FIGURES__`, the figures counted as the app is built or served. */
export function accessibilityFiguresPlugin(root: string): Plugin {
  return { name: 'accessibility-figures', config: () => ({ define: { __ACCESSIBILITY_FIGURES__: JSON.stringify(accessibilityFigures(root)) } }) };
}
