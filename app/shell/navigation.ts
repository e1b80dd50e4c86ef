import type { NavEntry } from '../../design-system';

/**
 * The app's navigation as data (docs/product.md §2), handed to the design system's `NavBar`,
 * `ZoneNav` and `Footer`: every address and label the menus show, in one place.
 */

/** The main menu: everyone's links (a buyer's lists and inquiries in place of Administrare), then Admin for an ADMIN_HORECA and Profil for whoever is signed in. */
export function mainNavigation({ isAuthenticated, isAdmin, isBuyer = false }: { isAuthenticated: boolean; isAdmin: boolean; isBuyer?: boolean }): NavEntry[] {
  return [
    { href: '/search', label: 'Cautare' },
    // A buyer's own pages (issue #50): their lists and what they sent; they list no products.
    ...(isBuyer
      ? [
          { href: '/lists', label: 'Liste de comandă' },
          { href: '/inquiries', label: 'Cereri trimise' },
          { href: '/company', label: 'Compania mea' },
        ]
      : [{ href: '/products-management', label: 'Administrare' }]),
    { href: '/terms', label: 'Termeni' },
    { href: '/contact', label: 'Contact' },
    ...(isAdmin ? [{ href: '/admin', label: 'Admin', admin: true }] : []),
    ...(isAuthenticated ? [{ href: '/profile', label: 'Profil' }] : []),
  ];
}

/** The zones' own navigations: the seller's (products, catalogue upload, QR) and the super-admin's. */
export const zoneNavigation = {
  seller: {
    label: 'Zona vânzătorului',
    entries: [
      { href: '/products-management', label: 'Produse' },
      { href: '/upload/catalog', label: 'Încarcă catalog' },
      { href: '/myQr', label: 'Codul meu QR' },
      { href: '/inquiries', label: 'Cereri primite' },
      { href: '/decisions', label: 'Decizii de moderare' },
    ],
  },
  admin: {
    label: 'Zona de administrare',
    entries: [
      { href: '/admin/dashboard', label: 'Panou' },
      { href: '/admin/users', label: 'Utilizatori' },
      { href: '/admin/search', label: 'Opțiuni căutare' },
      { href: '/admin/moderation', label: 'Moderare' },
      { href: '/products-management', label: 'Produse' },
      { href: '/sitemap', label: 'Harta site-ului' },
    ],
  },
} satisfies Record<string, { label: string; entries: NavEntry[] }>;

/** The footer's links and its rights line for the site's name. */
export const footerNavigation = {
  entries: [
    { href: '/terms', label: 'Termeni si conditii' },
    { href: '/sitemap', label: 'Harta site-ului' },
    { href: '/privacy', label: 'Confidențialitate' },
    { href: '/accessibility', label: 'Declarație de accesibilitate' },
    { href: '/ranking', label: 'Cum ordonăm rezultatele' },
    // The consumer protection authority's alternative dispute resolution (the EU's ODR platform closed in July 2025).
    { href: 'https://anpc.ro/ce-este-sal/', label: 'ANPC – Soluționarea alternativă a litigiilor' },
  ] satisfies NavEntry[],
  rights: (siteName: string): string => `© 2025 ${siteName}. All rights reserved`,
};
