import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a move to another page, the new page starts at its top and focus moves to its main
 * heading, so a screen reader announces where the user arrived (WCAG 2.4.3). A lazily loaded
 * screen's heading is awaited for up to 5 s. Back and forward keep the browser's own scroll
 * restoration and leave focus alone. Replacing the entry without leaving the page (the search
 * screen mirroring its filters in the address) is not a move.
 */
export function useFocusOnNavigation(mainId: string): void {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const previous = useRef<string>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === undefined || type === 'POP' || (type === 'REPLACE' && before === pathname)) return undefined;
    window.scrollTo(0, 0);
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5_000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [key, pathname, type, mainId]);
}
