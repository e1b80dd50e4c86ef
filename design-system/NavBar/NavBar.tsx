import { useState } from 'react';
import { Link } from '../Link/Link';
import { Button } from '../Button/Button';
import { navLink as link } from '../styles/nav-link.css';
import { isCurrent, type NavEntry } from '../styles/nav-entry';
import { adminLink, bar, brand, links, logo, menuToggle, version as versionStyle } from './NavBar.css';

export interface NavBarProps {
  /** The links, in order: the app's (for whoever is signed in), given as data. */
  entries: readonly NavEntry[];
  /** The current path, to mark its link (or the section it lies under) with `aria-current="page"`. */
  currentPath: string;
  /** Shows Delogare. */
  isAuthenticated: boolean;
  /** The front-end version label: 0.0.21-p. */
  version: string;
  /** The site's name, on the logo link. */
  siteName: string;
  /** Called when the user presses Delogare. */
  onLogout: () => void;
}

/** The site's main navigation: the logo, the version, the links it is given and Delogare; on small screens it folds into a menu button. */
export function NavBar({ entries, currentPath, isAuthenticated, version, siteName, onLogout }: NavBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <header>
      <nav aria-label="Navigare principală" className={bar}>
        <span className={brand}>
          <Link href="/" className={logo}>
            {siteName}
          </Link>
          <span className={versionStyle}>v{version}</span>
        </span>
        <span className={menuToggle}>
          <Button variant="quiet" aria-expanded={open} aria-controls="main-menu" onPress={() => setOpen((shown) => !shown)}>
            Meniu
          </Button>
        </span>
        <ul id="main-menu" className={links} {...(open ? { 'data-open': true } : {})}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className={entry.admin ? `${link} ${adminLink}` : link}
                {...(isCurrent(entry, currentPath, true) ? { 'aria-current': 'page' as const } : {})}
              >
                {entry.label}
              </Link>
            </li>
          ))}
          {isAuthenticated ? (
            <li>
              <Button variant="secondary" onPress={onLogout}>
                Delogare
              </Button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
