import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { Alert, Button, Link, Select, TextArea } from '../../../design-system';
import type { components as auth } from '../../../openapi/generated/auth';
import type { components } from '../../../openapi/generated/product';
import { inquiryReference, notAnOrder } from '../../../openapi/domain/order-texts';
import { orderSendingMachine, type OrderSendRequest } from '../../../machines/order-sending/order-sending.machine';
import { errorMessage } from '../../messages/error-messages';
import { useServices, useToast } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';
import * as styles from './buyers.css';

const t = buyerTexts.send;
type OrderSending = components['schemas']['OrderSending'];
const none = 'none';

export interface SendOrderProps {
  list: components['schemas']['OrderList'];
  locations: readonly auth['schemas']['BuyerLocation'][];
  /** Called once the list was sent, to show its lines as they are now. */
  onSent: () => void;
}

/**
 * "Trimite comanda" (issue #50): where to deliver and a message, the notice that nothing here
 * binds or pays, then the press, run by the sending machine so a retry never sends twice; the
 * answer lists each seller's inquiry and the lines not sent.
 */
export function SendOrder({ list, locations, onSent }: SendOrderProps) {
  const { clients } = useServices();
  const toast = useToast();
  const [location, setLocation] = useState<string>(list.location ?? locations[0]?.uuid ?? none);
  const [message, setMessage] = useState('');
  const [machine] = useState(() =>
    orderSendingMachine.provide({
      actors: {
        send: fromPromise<unknown, { key: string; request: OrderSendRequest }>(({ input }) =>
          unwrap(
            clients.product.POST('/order-lists/{list}/send', {
              params: { path: { list: list.uuid }, header: { 'idempotency-key': input.key } },
              body: input.request,
            }),
          ),
        ),
      },
      actions: {
        notifySent: () => onSent(),
        notifyFailure: (_, error) => toast('error', errorMessage(error)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const sending = snapshot.hasTag('busy');
  const result = snapshot.matches('sent') ? (snapshot.context.result as OrderSending) : undefined;
  const failure = snapshot.matches('failed') ? snapshot.context.error : undefined;
  const headingId = `send-${list.uuid}`;
  return (
    <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.subheading}>
        {t.title}
      </h2>
      <p className={layout.muted}>{t.lead}</p>
      <Alert tone="info">{notAnOrder}</Alert>
      {result ? (
        <div className={layout.stack}>
          <Alert tone="success">{t.sent(result.inquiries.length)}</Alert>
          <ul>
            {result.inquiries.map((inquiry) => (
              <li key={inquiry.uuid}>
                {inquiryReference(inquiry.number)}: {inquiry.seller.name}
              </li>
            ))}
          </ul>
          {result.skipped.length > 0 ? (
            <>
              <p id={`skipped-${list.uuid}`}>{t.skipped}</p>
              <ul aria-labelledby={`skipped-${list.uuid}`}>
                {result.skipped.map((line) => (
                  <li key={line.line}>{line.name}</li>
                ))}
              </ul>
            </>
          ) : null}
          <div className={layout.linkRow}>
            <Link href="/inquiries">{t.toInquiries}</Link>
            <Button variant="secondary" onPress={() => send({ type: 'again' })}>
              {t.again}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Select
            label={t.location}
            options={[...locations.map((place) => ({ id: place.uuid, label: `${place.name}, ${place.city}` })), { id: none, label: t.noLocation }]}
            value={location}
            isDisabled={sending}
            onChange={(value) => setLocation(String(value))}
          />
          <TextArea label={t.message} value={message} isReadOnly={sending} onChange={setMessage} rows={3} maxLength={1000} />
          {failure ? <Alert>{`${errorMessage(failure)} ${failure === 'ORDER_LIST_EMPTY' ? '' : t.retryHint}`.trim()}</Alert> : null}
          <Button
            isPending={sending}
            onPress={() => send({ type: 'send', request: { location: location === none ? null : location, message: message.trim() } })}
          >
            {failure && failure !== 'ORDER_LIST_EMPTY' ? t.retry : t.submit}
          </Button>
        </>
      )}
    </section>
  );
}
