import { Link } from '../Link/Link';
import { footer, links } from './Footer.css';
import { navLink as link } from '../styles/nav-link.css';
import type { NavEntry } from '../styles/nav-entry';

export interface FooterProps {
  /** The footer's links, in order. */
  entries: readonly NavEntry[];
  /** The rights line under them. */
  rights: string;
}

/** The page's footer: a navigation of its links, and the rights line. */
export function Footer({ entries, rights }: FooterProps) {
  return (
    <footer className={footer}>
      <nav aria-label="Linkuri de subsol" className={links}>
        {entries.map((entry) => (
          <Link key={entry.href} href={entry.href} className={link}>
            {entry.label}
          </Link>
        ))}
      </nav>
      <p>{rights}</p>
    </footer>
  );
}
