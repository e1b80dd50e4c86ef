import { writeFileSync } from 'node:fs';
import type { Page, Request, TestInfo } from '@playwright/test';

/** The file a failed journey leaves in its output directory; `npm test` prints it (scripts/test-stages.ts). */
export const journeyLogName = 'journey-log.txt';

/** A call slower than this is worth naming when a journey fails: it may be what the journey waited on. */
const slowCallMs = 2_000;
const snapshotLines = 120;

/**
 * What a page did that a failure's message does not show: errors in its console, calls that
 * failed or answered with an error (with their problem's code), and slow calls. Kept for every
 * journey, written only when one fails, with where the focus was and what the page showed,
 * so a failure on a CI machine can be explained from the log alone.
 */
export function recordJourney(page: Page): (testInfo: TestInfo) => Promise<void> {
  const events: string[] = [];
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const note = (line: string) => events.push(`${at()}  ${line}`);

  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('requestfailed', (request) => note(`call failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`));
  // A page closed while an answer is read has nothing more to say: the answer is not noted.
  page.on('requestfinished', (request) => void noteAnswer(request, note).catch(() => undefined));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });

  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const focused = await page
      .evaluate(
        '(() => { const e = document.activeElement; return e ? `${e.tagName.toLowerCase()} ${e.getAttribute("aria-label") ?? e.textContent?.trim().slice(0, 60) ?? ""}` : "none"; })()',
      )
      .catch(() => 'unknown');
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    const lines = snapshot.split('\n');
    const shown = lines.length > snapshotLines ? [...lines.slice(0, snapshotLines), `  … ${lines.length - snapshotLines} more lines`] : lines;
    const log = [
      `${testInfo.titlePath.join(' › ')}`,
      `page: ${page.url()}`,
      `focus: ${String(focused)}`,
      '',
      ...events,
      '',
      'what the page showed:',
      ...shown,
    ].join('\n');
    writeFileSync(testInfo.outputPath(journeyLogName), `${log}\n`);
  };
}

async function noteAnswer(request: Request, note: (line: string) => void): Promise<void> {
  const response = await request.response();
  if (!response) return;
  const ms = Math.round(request.timing().responseEnd);
  const label = `${request.method()} ${new URL(request.url()).pathname} ${response.status()} in ${ms} ms`;
  if (response.status() >= 400) {
    const code = await response
      .json()
      .then((body: { code?: string }) => body.code ?? '')
      .catch(() => '');
    note(`answer ${label}${code ? ` ${code}` : ''}`);
  } else if (ms > slowCallMs) note(`slow ${label}`);
}
