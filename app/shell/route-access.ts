import type { Session } from '../runtime/AppServicesProvider';

/** Who may open a screen: anyone, a logged-in user, or an administrator (docs/product.md §4, §6). */
export type Access = 'public' | 'session' | 'admin';

/** What a guard does for a session: wait for it, let it in, or send it to the login screen. */
export type GuardDecision = { kind: 'wait' } | { kind: 'enter' } | { kind: 'login'; to: string };

/**
 * A visitor goes to /login and comes back after logging in; a session that just ended goes
 * to a plain /login. A logged-in user without the right goes to /login too (docs/product.md §4), with
 * the address asked for, and the login screen tells them they have no access there.
 */
export function guardDecision(access: Exclude<Access, 'public'>, session: Pick<Session, 'status' | 'isAdmin' | 'ended'>, here: string): GuardDecision {
  if (session.status === 'unknown') return { kind: 'wait' };
  const allowed = session.status === 'authenticated' && (access === 'session' || session.isAdmin);
  if (allowed) return { kind: 'enter' };
  return { kind: 'login', to: session.ended ? '/login' : `/login?redirect=${encodeURIComponent(here)}` };
}
