import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { alertTexts } from './alert-texts';
import { TokenLinkScreen } from './TokenLinkScreen';

/** "Confirmă căutarea salvată" (/saved-searches/confirm?token=…, issue #52): a visitor's address confirms their search. */
export default function ConfirmSearchRoute() {
  const { clients } = useServices();
  return (
    <TokenLinkScreen
      copy={alertTexts.confirm}
      act={(token) => unwrap(clients.product.POST('/saved-searches/confirm', { body: { token } }))}
      done={({ name }) => alertTexts.confirm.done(name)}
    />
  );
}
