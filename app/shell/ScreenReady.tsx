import { useEffect } from 'react';

/** The attribute the document element carries while the screen responds to input. */
const readyAttribute = 'data-ready';

/**
 * Marks the document once the screen is live: rendered in the browser, or hydrated from the
 * server's HTML (decision 033), whose buttons do nothing until then. The layout renders it in
 * the screen's own Suspense boundary, so a lazy screen still on its way is not yet ready, and
 * the error screen renders it too. Journeys wait for it after loading a page, rather than for a time.
 */
export function ScreenReady() {
  useEffect(() => {
    document.documentElement.setAttribute(readyAttribute, '');
    return () => document.documentElement.removeAttribute(readyAttribute);
  }, []);
  return null;
}
