import type { Session } from '../runtime/AppServicesProvider';

/**
 * Who may open a screen: anyone, a logged-in user, an administrator (docs/product.md §4, §6),
 * or a logged-in user whose session still owes a second factor (the security screen, where it
 * is added; decision 023).
 */
export type Access = 'public' | 'session' | 'admin' | 'signedIn';

/** What a guard does for a session: wait for it, let it in, send it to the login screen, or to add its second factor. */
export type GuardDecision = { kind: 'wait' } | { kind: 'enter' } | { kind: 'login'; to: string } | { kind: 'addSecondFactor'; to: string };

/**
 * A visitor goes to /login and comes back after logging in; a session that just ended goes
 * to a plain /login. A logged-in user without the right goes to /login too (docs/product.md §4), with
 * the address asked for, and the login screen tells them they have no access there. A session
 * that owes a second factor goes to the security screen first, and comes back once it is added.
 */
export function guardDecision(
  access: Exclude<Access, 'public'>,
  session: Pick<Session, 'status' | 'isAdmin' | 'ended' | 'mustAddSecondFactor'>,
  here: string,
): GuardDecision {
  if (session.status === 'unknown') return { kind: 'wait' };
  if (session.status === 'authenticated' && access === 'signedIn') return { kind: 'enter' };
  const allowed = session.status === 'authenticated' && (access === 'session' || session.isAdmin);
  if (allowed && session.mustAddSecondFactor) return { kind: 'addSecondFactor', to: `/security?redirect=${encodeURIComponent(here)}` };
  if (allowed) return { kind: 'enter' };
  return { kind: 'login', to: session.ended ? '/login' : `/login?redirect=${encodeURIComponent(here)}` };
}
