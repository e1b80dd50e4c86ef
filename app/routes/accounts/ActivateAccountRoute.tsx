import { accountTexts } from './account-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { LinkConfirmationScreen } from './LinkConfirmationScreen';

/** /activate-account?email&token: activates the account, then goes to login. */
export default function ActivateAccountRoute() {
  const { clients } = useServices();
  return <LinkConfirmationScreen copy={accountTexts.activate} confirm={(body) => unwrap(clients.auth.POST('/api/profile/activate-account', { body }))} />;
}
