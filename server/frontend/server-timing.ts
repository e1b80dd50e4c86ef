/** What a page's answer spent its time on, in the order it happened; a phase the page did not go through is left out. */
export interface PagePhases {
  /** Reading what the page shows: the search's first page and counts, the product, the seller's name. */
  data: number;
  /** The body's render in the render worker, there and back (decision 039); absent for the empty shell. */
  render?: number | undefined;
  /** The page's template: its head, its body and the data it hands the browser. */
  template: number;
}

/**
 * The `Server-Timing` header of a page's answer (W3C Server Timing): a browser's developer tools
 * show it beside the request, and `npm run bench` reads it to say where a page's time goes
 * without instrumenting the server. Durations in milliseconds, as the header defines them.
 */
export function serverTimingHeader(phases: PagePhases): string {
  return Object.entries(phases)
    .filter((entry): entry is [string, number] => entry[1] !== undefined)
    .map(([name, duration]) => `${name};dur=${duration.toFixed(2)}`)
    .join(', ');
}

/** The durations a `Server-Timing` header names, by phase: what the bench and the tests read back. */
export function parseServerTiming(header: string | undefined): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, ...parameters] = entry.trim().split(';');
    const duration = parameters.map((parameter) => /^\s*dur=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && duration !== undefined) phases[name] = Number(duration);
  }
  return phases;
}
