import { Link } from 'react-aria-components';
import { navLink as link } from '../styles/nav-link.css';
import { zoneList } from './ZoneNav.css';

export interface ZoneNavProps {
  /** Which zone: the seller's (products, catalogue upload, QR) or the super-admin's. */
  zone: 'seller' | 'admin';
  /** The current path, marked with `aria-current="page"`. */
  currentPath: string;
}

const entries = {
  seller: [
    { href: '/products-management', label: 'Produse' },
    { href: '/upload/catalog', label: 'Încarcă catalog' },
    { href: '/myQr', label: 'Codul meu QR' },
  ],
  admin: [
    { href: '/admin/dashboard', label: 'Panou' },
    { href: '/admin/users', label: 'Utilizatori' },
    { href: '/admin/search', label: 'Opțiuni căutare' },
    { href: '/products-management', label: 'Produse' },
    { href: '/sitemap', label: 'Harta site-ului' },
  ],
} as const;

/** The seller and super-admin zone navigations (docs/product.md §2). */
export function ZoneNav({ zone, currentPath }: ZoneNavProps) {
  return (
    <nav aria-label={zone === 'admin' ? 'Zona de administrare' : 'Zona vânzătorului'}>
      <ul className={zoneList}>
        {entries[zone].map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={link} {...(currentPath === entry.href ? { 'aria-current': 'page' as const } : {})}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
