import { describe, expect, it } from 'vitest';
import { guardDecision, type Access } from '../../shell/route-access';
import { loginDecision } from './login-decision';

type Who = { status: 'authenticated' | 'unauthenticated'; isAdmin: boolean; ended: boolean; mustAddSecondFactor: boolean };
const visitor: Who = { status: 'unauthenticated', isAdmin: false, ended: false, mustAddSecondFactor: false };
const seller: Who = { status: 'authenticated', isAdmin: false, ended: false, mustAddSecondFactor: false };
const admin: Who = { status: 'authenticated', isAdmin: true, ended: false, mustAddSecondFactor: false };

const guarded: Array<[string, Exclude<Access, 'public'>]> = [
  ['/profile', 'session'],
  ['/products-management', 'session'],
  ['/upload/catalog', 'session'],
  ['/myQr', 'session'],
  ['/admin', 'admin'],
  ['/admin/dashboard', 'admin'],
  ['/admin/users', 'admin'],
  ['/admin/search', 'admin'],
  ['/security', 'signedIn'],
];

/**
 * Follows the guard and the login screen the way the router does, one redirect at a time,
 * and returns where the user ends up and how many hops it took.
 */
function settle(who: Who, start: string): { at: string; hops: number; denied: boolean } {
  let at = start;
  for (let hops = 0; hops < 10; hops += 1) {
    const url = new URL(at, 'http://x');
    if (url.pathname === '/login') {
      const decision = loginDecision(who, url.searchParams.get('redirect'));
      if (decision.kind !== 'go') return { at, hops, denied: decision.kind === 'denied' };
      at = decision.to;
      continue;
    }
    const access = guarded.find(([path]) => path === url.pathname)?.[1];
    const decision = access ? guardDecision(access, who, url.pathname + url.search) : { kind: 'enter' as const };
    if (decision.kind === 'wait' || decision.kind === 'enter') return { at, hops, denied: false };
    at = decision.to;
  }
  throw new Error(`${start} never settles: it bounces between the guard and the login screen`);
}

describe('the route guards and the login screen together', () => {
  it.each(guarded.filter(([path]) => path !== '/security'))(
    'send an administrator who owes a second factor from %s to the security screen, and nowhere further (decision 023)',
    (path) => {
      expect(settle({ ...admin, mustAddSecondFactor: true }, path)).toEqual({ at: `/security?redirect=${encodeURIComponent(path)}`, hops: 1, denied: false });
    },
  );

  it('let a session that owes a second factor onto the security screen', () => {
    expect(settle({ ...seller, mustAddSecondFactor: true }, '/security')).toEqual({ at: '/security', hops: 0, denied: false });
  });

  it.each(guarded)('settle for a seller who opens %s', (path, access) => {
    const outcome = settle(seller, path);
    if (access === 'admin') expect(outcome).toEqual({ at: `/login?redirect=${encodeURIComponent(path)}`, hops: 1, denied: true });
    else expect(outcome).toEqual({ at: path, hops: 0, denied: false });
  });

  it.each(guarded)('let an administrator into %s at once', (path) => {
    expect(settle(admin, path)).toEqual({ at: path, hops: 0, denied: false });
  });

  it.each(guarded)('send a visitor from %s to the login form, to come back after logging in', (path) => {
    expect(settle(visitor, path)).toEqual({ at: `/login?redirect=${encodeURIComponent(path)}`, hops: 1, denied: false });
  });

  it('send a session that just ended to a plain login form', () => {
    expect(settle({ ...visitor, ended: true }, '/admin/users')).toEqual({ at: '/login', hops: 1, denied: false });
  });

  it('send a logged-in user on /login where they asked to go, or to product management', () => {
    expect(loginDecision(seller, '/myQr?x=1')).toEqual({ kind: 'go', to: '/myQr?x=1' });
    expect(loginDecision(seller, null)).toEqual({ kind: 'go', to: '/products-management' });
    expect(loginDecision(admin, '/admin/users')).toEqual({ kind: 'go', to: '/admin/users' });
    expect(loginDecision(seller, '//evil.example/admin')).toEqual({ kind: 'go', to: '/products-management' });
  });

  it('wait while the session is being restored', () => {
    expect(guardDecision('admin', { status: 'unknown', isAdmin: false, ended: false, mustAddSecondFactor: false }, '/admin')).toEqual({ kind: 'wait' });
  });
});
