import { Link } from '../Link/Link';
import { navLink as link } from '../styles/nav-link.css';
import { isCurrent, type NavEntry } from '../styles/nav-entry';
import { zoneList } from './ZoneNav.css';

export interface ZoneNavProps {
  /** What the navigation is, for screen readers (its landmark's name). */
  label: string;
  /** The zone's links, in order. */
  entries: readonly NavEntry[];
  /** The current path, marked with `aria-current="page"`. */
  currentPath: string;
}

/** A zone's own navigation (the seller's, the super-admin's): a row of links under the page's heading. */
export function ZoneNav({ label, entries, currentPath }: ZoneNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={zoneList}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={link} {...(isCurrent(entry, currentPath) ? { 'aria-current': 'page' as const } : {})}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
