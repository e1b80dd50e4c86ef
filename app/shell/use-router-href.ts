import { useHref } from 'react-router';

/** An address that names its own scheme (`tel:`, `mailto:`, `https:`) is not a path in the app. */
const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * The `useHref` react-aria's links are given: paths resolve through react-router, but an
 * address with its own scheme is returned as written. react-router would resolve `tel:07…`
 * as a relative path (`/search/tel:07…`), and react-aria would then route the click inside
 * the app instead of letting the browser call (issue #30).
 */
export function useRouterHref(href: string): string {
  const routed = useHref(href);
  return hasScheme.test(href) ? href : routed;
}
