import { defaultPriceBasis, isPriceBasis, type PriceBasis } from '../../openapi/domain/product-prices';
import { priceBasisCookie } from '../head/page-data';

/**
 * The site-wide price switch (issue #48, decision 044): which of a product's two prices leads,
 * with TVA or without, on every card and product page. It is a preference the visitor sets
 * themselves, kept in a cookie so the server renders the first paint with it.
 */
export interface PriceBasisStore {
  get: () => PriceBasis;
  /** Switches every price on the site, and remembers it for a year (unless it was read from where it is remembered). */
  set: (basis: PriceBasis, options?: { remember: boolean }) => void;
  subscribe: (listener: () => void) => () => void;
}

/** The basis a page's cookies name, or the default. */
export function priceBasisIn(cookies: string): PriceBasis {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === priceBasisCookie)?.[1];
  return isPriceBasis(value) ? value : defaultPriceBasis;
}

/** A store starting at `basis`; `remember` keeps a change (the browser writes the cookie; a server render keeps nothing). */
export function priceBasisStore(basis: PriceBasis, remember: (basis: PriceBasis) => void = () => undefined): PriceBasisStore {
  let current = basis;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next, options = { remember: true }) => {
      if (next === current) return;
      current = next;
      if (options.remember) remember(next);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Writes the switch's cookie: a preference the visitor set, read by the server for the next page. */
export function rememberPriceBasis(basis: PriceBasis): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${priceBasisCookie}=${basis}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
