import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Distance from the bottom at which the next page loads (docs/product.md §9). */
const nearEndPx = 50;

const nearPageEnd = (): boolean => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - nearEndPx;

/** Focus in the footer: the keyboard user went past the list on purpose, and it must not grow under them. */
const focusInFooter = (): boolean => document.activeElement?.closest('footer') != null;

/**
 * Calls `onNearEnd` when the visitor scrolls within 50 px of the bottom, and after every
 * change of `watch` (a page that loaded but does not fill the screen asks for the next one),
 * except while focus is in the footer: new cards would push the focused link out of view, and
 * the footer out of reach (decision 018).
 */
export function useNearPageEnd(onNearEnd: () => void, watch: unknown): void {
  useEffect(() => {
    const check = () => {
      if (nearPageEnd() && !focusInFooter()) onNearEnd();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [onNearEnd, watch]);
}

/** True once the page has scrolled more than two viewport heights (docs/product.md §2). */
export function useScrolledPastTwoScreens(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > 2 * window.innerHeight);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  return past;
}

/**
 * The "load more" button's focus (the feed pattern, decision 018): once the page it asked for
 * has arrived, focus moves to the title link of the first new card, where reading goes on;
 * when nothing new came, to the last card's. Returns what the button calls when pressed.
 * Pages that scrolling loads leave focus alone.
 */
export function useFocusOnFirstNew(list: RefObject<HTMLUListElement | null>, count: number, settled: boolean): () => void {
  const from = useRef<number>(undefined);
  useEffect(() => {
    if (from.current === undefined || !settled || !list.current) return;
    const cards = list.current.querySelectorAll<HTMLElement>(':scope > li');
    const target = cards[Math.min(from.current, cards.length - 1)]?.querySelector<HTMLElement>('h2 a, h3 a');
    from.current = undefined;
    target?.focus();
  }, [list, count, settled]);
  return useCallback(() => {
    from.current = count;
  }, [count]);
}

/**
 * A page that scrolling asked for may arrive after focus moved on to "load more": its cards go in
 * above the button and would push the focused button off the screen. It is kept in view.
 */
export function useLoadMoreKeptInView(count: number): void {
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.dataset.loadMore !== undefined) focused.scrollIntoView({ block: 'nearest' });
  }, [count]);
}
