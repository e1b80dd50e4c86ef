import { texts } from '../../messages/texts';
import { useServices } from '../../services/AppServicesProvider';
import { unwrap } from '../../services/unwrap';
import { LinkConfirmationScreen } from './LinkConfirmationScreen';

/** /activate-account?email&token: activates the account, then goes to login. */
export default function ActivateAccountRoute() {
  const { clients } = useServices();
  return <LinkConfirmationScreen copy={texts.activate} confirm={(body) => unwrap(clients.auth.POST('/api/profile/activate-account', { body }))} />;
}
