import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../design-system';
import { texts } from '../messages/texts';
import { useSession } from '../runtime/AppServicesProvider';
import { guardDecision, type Access } from './route-access';

/**
 * A private screen's guard (docs/product.md §4): `session`, product management, import, QR,
 * profile and account pages, logged-in users only; `admin`, the admin zone, ADMIN_HORECA only,
 * everyone else going to /login; `signedIn`, the security screen, any logged-in user, also one
 * whose session still owes a second factor (decision 023).
 */
export default function Guard({ access }: { access: Exclude<Access, 'public'> }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(access, session, location.pathname + location.search);
  if (decision.kind === 'wait') return <Spinner label={texts.app.loading} />;
  if (decision.kind === 'login' || decision.kind === 'addSecondFactor') return <Navigate replace to={decision.to} />;
  return <Outlet />;
}
