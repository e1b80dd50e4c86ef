import type { ReactNode } from 'react';
import { main, page, skipLink } from './PageLayout.css';

export interface PageLayoutProps {
  /** The navigation bar. */
  header: ReactNode;
  /** The footer. */
  footer: ReactNode;
  /** The page's content, inside `<main>`. */
  children: ReactNode;
  /** The toasts, right after the header: Tab reaches them before the page's content. */
  notifications?: ReactNode;
}

/** The id of the main landmark, the skip link's target. */
export const mainContentId = 'continut';

/** The id of the skip link, where focus goes when something before it (the cookie notice) goes away. */
export const skipLinkId = 'sari-la-continut';

/** The frame of every screen: a skip link, the header, the main landmark and the footer. */
export function PageLayout({ header, footer, children, notifications }: PageLayoutProps) {
  return (
    <div className={page}>
      <a id={skipLinkId} href={`#${mainContentId}`} className={skipLink}>
        Sari la conținut
      </a>
      {header}
      {notifications}
      <main id={mainContentId} tabIndex={-1} className={main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
