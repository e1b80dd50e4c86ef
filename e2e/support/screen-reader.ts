import { expect, type Locator, type Page } from '@playwright/test';

/** One change a screen reader would read out: the live region's text after the change. */
export interface Announcement {
  /** `polite` or `assertive`, as the region asks. */
  politeness: string;
  text: string;
}

/** Where focus stood after a step, as the test saw it. */
export interface FocusRecord {
  /** The element's role and name, or `body` when focus was lost. */
  element: string;
  /** Whether the element lay inside the viewport. */
  inViewport: boolean;
}

declare global {
  interface Window {
    srLog?: Announcement[];
  }
}

/**
 * Injected before the page's own scripts: a MutationObserver that records what live regions
 * say, the way screen readers hear them. A change counts only inside a region that was
 * already in the page: a region inserted together with its text is not reliably read, so
 * it is not recorded either (issue #30). The one exception is `role="alert"`, whose insertion
 * screen readers do read out.
 */
function recordLiveRegions(): void {
  const liveSelector = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  const log: Announcement[] = [];
  window.srLog = log;
  const known = new WeakSet<Element>();
  const remember = (root: ParentNode) => {
    if (root instanceof Element && root.matches(liveSelector)) known.add(root);
    root.querySelectorAll?.(liveSelector).forEach((region) => known.add(region));
  };
  const regionOf = (node: Node): Element | null => (node instanceof Element ? node : node.parentElement)?.closest(liveSelector) ?? null;
  const politeness = (region: Element) => region.getAttribute('aria-live') ?? (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
  const say = (region: Element, text: string | null | undefined) => {
    const words = text?.replace(/\s+/g, ' ').trim() ?? '';
    if (words !== '') log.push({ politeness: politeness(region), text: words });
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      // What a reader hears is what was added to a region already in the page.
      const region = regionOf(mutation.target);
      if (!region || !known.has(region) || !region.isConnected) continue;
      if (mutation.type === 'characterData') say(region, mutation.target.textContent);
      else mutation.addedNodes.forEach((node) => !(node instanceof Element && node.matches(liveSelector)) && say(region, node.textContent));
    }
    for (const mutation of mutations)
      mutation.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        const alerts = node.matches('[role="alert"]') ? [node] : [...node.querySelectorAll('[role="alert"]')];
        for (const alert of alerts) if (!known.has(alert)) say(alert, alert.textContent);
        // Other regions that arrived in this batch are heard from their next change on.
        remember(node);
      });
  });
  const start = () => {
    remember(document);
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** A page whose live regions are recorded, and whose focus is checked after each step. */
export class ScreenReader {
  constructor(readonly page: Page) {}

  /** Starts recording; call before the first `goto`. */
  static async attach(page: Page): Promise<ScreenReader> {
    await page.addInitScript(recordLiveRegions);
    return new ScreenReader(page);
  }

  /** Everything announced since the page loaded. */
  async announcements(): Promise<Announcement[]> {
    return this.page.evaluate(() => window.srLog ?? []);
  }

  /** Forgets what was announced so far, so the next assertion sees only what follows. */
  async clear(): Promise<void> {
    await this.page.evaluate(() => window.srLog?.splice(0));
  }

  /** Waits until `text` has been announced, and checks it was announced once. */
  async expectAnnounced(text: string | RegExp, politeness?: 'polite' | 'assertive'): Promise<void> {
    const matches = (entry: Announcement) => (typeof text === 'string' ? entry.text.includes(text) : text.test(entry.text));
    await expect.poll(async () => (await this.announcements()).filter(matches).length, { message: `announced: ${String(text)}` }).toBeGreaterThan(0);
    const heard = (await this.announcements()).filter(matches);
    expect(heard, `announced once: ${String(text)}`).toHaveLength(1);
    if (politeness) expect(heard[0]?.politeness).toBe(politeness);
  }

  /** Checks that nothing matching `text` was announced. */
  async expectNotAnnounced(text: string | RegExp): Promise<void> {
    const heard = (await this.announcements()).filter((entry) => (typeof text === 'string' ? entry.text.includes(text) : text.test(entry.text)));
    expect(heard, `not announced: ${String(text)}`).toEqual([]);
  }

  /** Where focus is now. */
  async focus(): Promise<FocusRecord> {
    return this.page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active === document.documentElement) return { element: 'body', inViewport: false };
      const box = active.getBoundingClientRect();
      const inViewport = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth && box.width * box.height > 0;
      const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? '';
      return { element: `${active.getAttribute('role') ?? active.tagName.toLowerCase()} "${name}"`, inViewport };
    });
  }

  /**
   * Checks that focus, after an action, is on an element (never lost to `<body>`) that lies
   * in the viewport. Focus may settle a moment after the action, so the check waits for it.
   */
  async expectFocusKept(): Promise<void> {
    await expect.poll(async () => (await this.focus()).element, { message: 'focus is not lost to <body>' }).not.toBe('body');
    await expect
      .poll(
        async () => {
          const now = await this.focus();
          return now.inViewport ? 'in view' : `out of view: ${now.element}`;
        },
        { message: 'the focused element is in view' },
      )
      .toBe('in view');
  }

  /** Checks that focus settled on `target`, in view. */
  async expectFocusOn(target: Locator): Promise<void> {
    await expect(target).toBeFocused();
    await this.expectFocusKept();
  }
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target, 'the element to tab to is on the page').toBeAttached();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
