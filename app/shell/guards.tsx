import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../design-system';
import { texts } from '../messages/texts';
import { useSession } from '../runtime/AppServicesProvider';
import { guardDecision, type Access } from './route-access';

function Guard({ access }: { access: Exclude<Access, 'public'> }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(access, session, location.pathname + location.search);
  if (decision.kind === 'wait') return <Spinner label={texts.app.loading} />;
  if (decision.kind === 'login') return <Navigate replace to={decision.to} />;
  return <Outlet />;
}

/** Product management, import, QR, profile and account pages: logged-in users only (docs/product.md §4). */
export const RequireSession = () => <Guard access="session" />;

/** The admin zone: ADMIN_HORECA only; everyone else goes to /login (docs/product.md §4). */
export const RequireAdmin = () => <Guard access="admin" />;
