import type { NavEntry } from './nav-entry';

/** Navigation for the chrome's stories: the design system knows no app's addresses, so its stories bring their own. */
export const storyMenu = (signedIn: boolean, admin = false): NavEntry[] => [
  { href: '/search', label: 'Cautare' },
  { href: '/products-management', label: 'Administrare' },
  { href: '/terms', label: 'Termeni' },
  { href: '/contact', label: 'Contact' },
  ...(admin ? [{ href: '/admin', label: 'Admin', admin: true }] : []),
  ...(signedIn ? [{ href: '/profile', label: 'Profil' }] : []),
];

export const storyFooterLinks: NavEntry[] = [
  { href: '/terms', label: 'Termeni si conditii' },
  { href: '/sitemap', label: 'Harta site-ului' },
  { href: '/privacy', label: 'Confidențialitate' },
  { href: '/accessibility', label: 'Declarație de accesibilitate' },
  { href: '/ranking', label: 'Cum ordonăm rezultatele' },
  { href: 'https://anpc.ro/ce-este-sal/', label: 'ANPC – Soluționarea alternativă a litigiilor' },
];
