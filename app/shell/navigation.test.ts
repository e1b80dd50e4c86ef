import { describe, expect, it } from 'vitest';
import { appPaths } from '../app-paths';
import { footerNavigation, mainNavigation, zoneNavigation } from './navigation';

describe("the app's navigation", () => {
  it('links only to addresses the app has', () => {
    const every = [
      ...mainNavigation({ isAuthenticated: true, isAdmin: true }),
      ...zoneNavigation.seller.entries,
      ...zoneNavigation.admin.entries,
      ...footerNavigation.entries,
    ];
    // Another site's address is the one outside link the footer owes: ANPC's alternative dispute resolution.
    expect(every.filter((entry) => !appPaths.includes(entry.href))).toEqual([
      { href: 'https://anpc.ro/ce-este-sal/', label: 'ANPC – Soluționarea alternativă a litigiilor' },
    ]);
  });

  it('shows Admin to an administrator only, and Profil to whoever is signed in', () => {
    const labels = (isAuthenticated: boolean, isAdmin: boolean) => mainNavigation({ isAuthenticated, isAdmin }).map((entry) => entry.label);
    expect(labels(false, false)).toEqual(['Cautare', 'Administrare', 'Termeni', 'Contact']);
    expect(labels(true, false)).toEqual(['Cautare', 'Administrare', 'Termeni', 'Contact', 'Profil']);
    expect(labels(true, true)).toEqual(['Cautare', 'Administrare', 'Termeni', 'Contact', 'Admin', 'Profil']);
    expect(mainNavigation({ isAuthenticated: true, isAdmin: true }).find((entry) => entry.label === 'Admin')?.admin).toBe(true);
  });
});
