import type { ReactNode } from 'react';
import { main, page, skipLink } from './PageLayout.css';

export interface PageLayoutProps {
  /** The navigation bar. */
  header: ReactNode;
  /** The footer. */
  footer: ReactNode;
  /** The page's content, inside `<main>`. */
  children: ReactNode;
}

/** The id of the main landmark, the skip link's target. */
export const mainContentId = 'continut';

/** The frame of every screen: a skip link, the header, the main landmark and the footer. */
export function PageLayout({ header, footer, children }: PageLayoutProps) {
  return (
    <div className={page}>
      <a href={`#${mainContentId}`} className={skipLink}>
        Sari la conținut
      </a>
      {header}
      <main id={mainContentId} tabIndex={-1} className={main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
