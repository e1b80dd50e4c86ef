import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { link as linkStyle } from './Link.css';
import { useLinkNavigate } from './link-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** Where the link goes: a path of the app, another site, or `tel:` and `mailto:` addresses. */
  href: string;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers: for
   * other sites, or a page to read without leaving a half-filled form (the terms from the
   * registration). Defaults to false.
   */
  isExternal?: boolean;
  /** Replaces the look of a link in running text, for the frame's links (the nav bar, the footer) and a card's. */
  className?: string;
}

/**
 * Whether a click is the app's to follow: the main button with no key held (those open a tab
 * or a window, or download), on a link to this site that opens in place. Any other click is
 * the browser's, as on any page.
 */
function followsInApp(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !anchor.hasAttribute('download') &&
    anchor.origin === window.location.origin
  );
}

/**
 * A link (decision 039): the browser's own anchor, so the keyboard, the context menu, a middle
 * click and every screen reader treat it as the link it is, with its focus ring drawn on
 * `:focus-visible`. Inside the app's `RouterProvider` a click on a page of the app moves
 * through the app's router, without a page load.
 */
export function Link({ href, isExternal = false, className = linkStyle, children, onClick, ...props }: LinkProps) {
  const navigate = useLinkNavigate();
  return (
    <a
      {...props}
      href={href}
      className={className}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => {
        onClick?.(event);
        if (navigate && followsInApp(event)) {
          event.preventDefault();
          navigate(href, undefined);
        }
      }}
    >
      {children}
      {isExternal ? <span className={visuallyHidden}> (se deschide într-o filă nouă)</span> : null}
    </a>
  );
}
