import { useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import { navLink as link } from '../styles/nav-link.css';
import { adminLink, bar, brand, links, logo, menuToggle, version as versionStyle } from './NavBar.css';

export interface NavBarProps {
  /** The current path, to mark its link with `aria-current="page"`. */
  currentPath: string;
  /** Shows Profil and Delogare. */
  isAuthenticated: boolean;
  /** Shows the red Admin link (ADMIN_HORECA only). */
  isAdmin: boolean;
  /** The front-end version label: 0.0.21-p. */
  version: string;
  /** The site's name, on the logo link. */
  siteName: string;
  /** Called when the user presses Delogare. */
  onLogout: () => void;
}

/** The navigation of docs/product.md §2; on small screens it folds into a menu button. */
export function NavBar({ currentPath, isAuthenticated, isAdmin, version, siteName, onLogout }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const entries = [
    { href: '/search', label: 'Cautare' },
    { href: '/products-management', label: 'Administrare' },
    { href: '/terms', label: 'Termeni' },
    { href: '/contact', label: 'Contact' },
    ...(isAdmin ? [{ href: '/admin', label: 'Admin', admin: true }] : []),
    ...(isAuthenticated ? [{ href: '/profile', label: 'Profil' }] : []),
  ];
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
                className={'admin' in entry ? `${link} ${adminLink}` : link}
                {...(currentPath === entry.href || currentPath.startsWith(`${entry.href}/`) ? { 'aria-current': 'page' as const } : {})}
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
