import { screenTexts } from '../../messages/screen-texts';
import { useServices } from '../../services/AppServicesProvider';
import { unwrap } from '../../services/unwrap';
import { LinkConfirmationScreen } from './LinkConfirmationScreen';

/** /activate-account?email&token: activates the account, then goes to login. */
export default function ActivateAccountRoute() {
  const { clients } = useServices();
  return <LinkConfirmationScreen copy={screenTexts.activate} confirm={(body) => unwrap(clients.auth.POST('/api/profile/activate-account', { body }))} />;
}
