import { useEffect, useState } from 'react';

/** Distance from the bottom at which the next page loads (docs/product.md §9). */
export const nearEndPx = 50;

const nearPageEnd = (): boolean => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - nearEndPx;

/**
 * Calls `onNearEnd` when the visitor scrolls within 50 px of the bottom, and after every
 * change of `watch` (a page that loaded but does not fill the screen asks for the next one).
 */
export function useNearPageEnd(onNearEnd: () => void, watch: unknown): void {
  useEffect(() => {
    const check = () => {
      if (nearPageEnd()) onNearEnd();
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
