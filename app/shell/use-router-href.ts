import { useHref } from 'react-router';

/** An address that names its own scheme (`tel:`, `mailto:`, `https:`) is not a path in the app. */
const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * The `useHref` the links are given (the design system's RouterProvider): paths resolve
 * through react-router, but an address with its own scheme is returned as written.
 * react-router would resolve `tel:07…` as a relative path (`/search/tel:07…`), and the link
 * would then be followed inside the app instead of letting the browser call (issue #30).
 */
export function useRouterHref(href: string): string {
  const routed = useHref(href);
  return hasScheme.test(href) ? href : routed;
}
