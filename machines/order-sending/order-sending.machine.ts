import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';

/** What "Trimite comanda" sends besides the list: where to deliver (null for none, undefined for the list's own) and a message. */
export interface OrderSendRequest {
  location?: string | null;
  message?: string;
}

export interface OrderSendingContext {
  /** The idempotency key of the press under way: made once per press, sent again on every retry of it. */
  key: string | undefined;
  request: OrderSendRequest;
  result: unknown;
  error: ErrorCode | 'NETWORK' | undefined;
}

type OrderSendingEvent = { type: 'send'; request: OrderSendRequest } | { type: 'retry' } | { type: 'again' };

/**
 * "Trimite comanda" (issue #50, decision 053): a press makes a key and sends; a failure keeps
 * the key, so a retry or a second press after an answer that never arrived cannot send the list
 * twice; once sent,
 * `again` starts a new press with a new key. `newKey` makes keys; `send` is the call.
 */
export const orderSendingMachine = setup({
  types: { context: {} as OrderSendingContext, events: {} as OrderSendingEvent },
  actors: { send: fromPromise<unknown, { key: string; request: OrderSendRequest }>(async () => undefined) },
  actions: { notifySent: () => undefined, notifyFailure: (_, _error: ErrorCode | 'NETWORK') => undefined },
  guards: { retryable: ({ context }) => context.error !== 'ORDER_LIST_EMPTY' && context.error !== 'IDEMPOTENCY_KEY_REUSED' },
}).createMachine({
  id: 'orderSending',
  context: { key: undefined, request: {}, result: undefined, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      on: { send: { target: 'sending', actions: assign({ key: () => crypto.randomUUID(), request: ({ event }) => event.request, error: undefined }) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ key: context.key as string, request: context.request }),
        onDone: { target: 'sent', actions: [assign({ result: ({ event }) => event.output, error: undefined }), 'notifySent'] },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') }),
            { type: 'notifyFailure', params: ({ context }) => context.error ?? 'NETWORK' },
          ],
        },
      },
    },
    failed: {
      on: {
        retry: { guard: 'retryable', target: 'sending' },
        send: [
          // A press after a failure a retry can mend is that retry: the same key, so a list whose answer was lost is not sent twice.
          { guard: 'retryable', target: 'sending' },
          // After a refusal a retry cannot mend (nothing to send), the next press is a new one.
          { target: 'sending', actions: assign({ key: () => crypto.randomUUID(), request: ({ event }) => event.request, error: undefined }) },
        ],
      },
    },
    sent: { on: { again: { target: 'idle', actions: assign({ key: undefined, result: undefined }) } } },
  },
});
