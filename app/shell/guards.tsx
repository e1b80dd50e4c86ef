import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../design-system';
import { texts } from '../messages/texts';
import { useSession } from '../services/AppServicesProvider';

/** Product management, import, QR, profile and account pages: logged-in users only (SPEC §4). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <Spinner label={texts.app.loading} />;
  if (session.status === 'unauthenticated') {
    return <Navigate replace to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} />;
  }
  return <Outlet />;
}

/** The admin zone: ADMIN_HORECA only; everyone else goes to /login (SPEC §4). */
export function RequireAdmin() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <Spinner label={texts.app.loading} />;
  if (!session.isAdmin) return <Navigate replace to={`/login?redirect=${encodeURIComponent(location.pathname)}`} />;
  return <Outlet />;
}
