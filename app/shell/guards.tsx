import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../design-system';
import { texts } from '../messages/texts';
import { useSession } from '../services/AppServicesProvider';

/** A visitor comes back here after logging in; a session that just ended goes to a plain /login. */
const loginFor = (sessionEnded: boolean, here: string): string => (sessionEnded ? '/login' : `/login?redirect=${encodeURIComponent(here)}`);

/** Product management, import, QR, profile and account pages: logged-in users only (SPEC §4). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <Spinner label={texts.app.loading} />;
  if (session.status === 'unauthenticated') return <Navigate replace to={loginFor(session.ended, location.pathname + location.search)} />;
  return <Outlet />;
}

/** The admin zone: ADMIN_HORECA only; everyone else goes to /login (SPEC §4). */
export function RequireAdmin() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <Spinner label={texts.app.loading} />;
  if (!session.isAdmin) return <Navigate replace to={loginFor(session.ended, location.pathname)} />;
  return <Outlet />;
}
