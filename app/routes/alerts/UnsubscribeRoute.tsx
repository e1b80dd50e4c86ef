import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { alertTexts } from './alert-texts';
import { TokenLinkScreen } from './TokenLinkScreen';

/** The body RFC 8058 has a mail program send; the page sends the same. */
const oneClick = 'List-Unsubscribe=One-Click';

/** "Dezabonare" (/unsubscribe?token=…, issue #52): stops the digest or watch an alert mail came from, without signing in. */
export default function UnsubscribeRoute() {
  const { clients } = useServices();
  return (
    <TokenLinkScreen
      copy={alertTexts.unsubscribe}
      act={(token) =>
        unwrap(
          clients.product.POST('/alerts/unsubscribe', {
            params: { query: { token } },
            body: oneClick as never,
            bodySerializer: (body) => body as BodyInit,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          }),
        )
      }
      done={({ kind, name }) => (kind === 'SAVED_SEARCH' ? alertTexts.unsubscribe.search(name) : alertTexts.unsubscribe.watch(name))}
    />
  );
}
