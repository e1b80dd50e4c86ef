import { safeRedirect } from '../../../machines/login-form/safe-redirect';
import type { Session } from '../../runtime/AppServicesProvider';

/** The admin zone: /admin and everything under it. */
const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/** What the login screen does for a session: show the form, go on, or say access is denied. */
export type LoginDecision = { kind: 'form' } | { kind: 'go'; to: string } | { kind: 'denied'; asked: string };

/**
 * The login screen follows `redirect` for a logged-in user only where the guards will let
 * them in; otherwise it stays and says so. Sending them on would bounce them straight back
 * and loop for ever (a seller opening /admin/dashboard did).
 */
export function loginDecision(session: Pick<Session, 'status' | 'isAdmin'>, redirect: string | null): LoginDecision {
  if (session.status !== 'authenticated') return { kind: 'form' };
  const target = safeRedirect(redirect);
  const path = target.split(/[?#]/)[0] ?? target;
  if (isAdminPath(path) && !session.isAdmin) return { kind: 'denied', asked: path };
  return { kind: 'go', to: target };
}
