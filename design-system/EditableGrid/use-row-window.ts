import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** Rows rendered beyond each edge of the view, so a quick scroll does not show a gap. */
const overscan = 6;

export interface RowWindow {
  /** The body's full height: every row, measured or estimated. */
  totalHeight: number;
  /** Where row `index` starts in the body. */
  offsetOf: (index: number) => number;
  /** The rows to render: those in view, a few around them, and the one to keep. */
  indexes: number[];
  /** How many rows fill the view: what PageUp and PageDown move. */
  pageRows: number;
  /** Ref for a rendered row (with `data-row-id`): it is measured, and again whenever its height changes. */
  measure: (element: HTMLElement | null) => (() => void) | undefined;
}

/** The first row whose end lies below `y`: a binary search on the rows' start offsets. */
function rowAt(offsets: Float64Array, y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((offsets[middle] as number) <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/**
 * Windowing for rows of differing heights (a row that shows its errors is taller): only the
 * rows in view are rendered, each placed at its offset. A row's height is its measured one
 * once rendered, its estimate before; offsets are prefix sums over the rows, O(n) once per
 * change (a millisecond at 100,000 rows), and the rows in view come from a binary search.
 * `keep` stays rendered wherever it is, so the focused cell never leaves the page.
 */
export function useRowWindow(
  ids: readonly number[],
  estimate: number,
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLElement | null>,
  keep: number | undefined,
): RowWindow {
  const heights = useRef(new Map<number, number>());
  const [version, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, height: 600 });

  const offsets = useMemo(() => {
    const sums = new Float64Array(ids.length + 1);
    for (let index = 0; index < ids.length; index += 1) sums[index + 1] = (sums[index] as number) + (heights.current.get(ids[index] as number) ?? estimate);
    return sums;
    // `version` counts the measurements that changed a height: the sums are made again after each.
  }, [ids, estimate, version]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      const start = body.current?.offsetTop ?? 0;
      setView({ top: Math.max(0, element.scrollTop - start), height: element.clientHeight });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
  }, [scroller, body]);

  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    let frame = 0;
    return new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const id = Number((entry.target as HTMLElement).dataset.rowId);
        const height = (entry.target as HTMLElement).offsetHeight;
        if (height > 0 && heights.current.get(id) !== height) {
          heights.current.set(id, height);
          changed = true;
        }
      }
      if (changed && !frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          setVersion((count) => count + 1);
        });
    });
  }, []);
  useEffect(() => () => observer?.disconnect(), [observer]);

  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !observer) return undefined;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  const first = Math.max(0, rowAt(offsets, view.top) - overscan);
  const last = Math.min(ids.length - 1, rowAt(offsets, view.top + view.height) + overscan);
  const indexes: number[] = [];
  if (keep !== undefined && keep < first && keep < ids.length) indexes.push(keep);
  for (let index = first; index <= last; index += 1) indexes.push(index);
  if (keep !== undefined && keep > last && keep < ids.length) indexes.push(keep);

  return {
    totalHeight: offsets[ids.length] as number,
    offsetOf: (index: number) => offsets[index] as number,
    indexes,
    pageRows: Math.max(1, Math.floor(view.height / estimate) - 1),
    measure,
  };
}
