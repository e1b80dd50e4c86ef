import { accountTexts } from './account-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { LinkConfirmationScreen } from './LinkConfirmationScreen';

/** /delete-account?email&token: deletes the account and its products, then goes to login. */
export default function DeleteAccountRoute() {
  const { clients, auth, navigator } = useServices();
  return (
    <LinkConfirmationScreen
      copy={accountTexts.deleteAccount}
      confirm={(body) => unwrap(clients.auth.DELETE('/api/profile/delete-account', { body }))}
      // A session of the deleted account in this tab ends with it (logout goes to /login).
      leave={() => (auth.getSnapshot().matches('authenticated') ? auth.send({ type: 'logout.requested' }) : navigator.go('/login'))}
    />
  );
}
