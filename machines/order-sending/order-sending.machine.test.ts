import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderSendingMachine, type OrderSendRequest } from './order-sending.machine';

const problem = (code: string) => ({ type: `urn:catalog-horeca:error:${code}`, title: code, status: 409, code });

/** The machine with a `send` that answers from `answers` in turn, recording each call's key. */
function started(answers: (() => Promise<unknown>)[]) {
  const calls: { key: string; request: OrderSendRequest }[] = [];
  const actor = createActor(
    orderSendingMachine.provide({
      actors: {
        send: fromPromise(async ({ input }: { input: { key: string; request: OrderSendRequest } }) => {
          calls.push(input);
          const answer = answers[calls.length - 1];
          if (!answer) throw new Error('no answer');
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('sending an order list (issue #50)', () => {
  it('sends again with the same key after an answer that never came, whether retried or pressed again', async () => {
    const { actor, calls } = started([
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new TypeError('fetch failed')),
      async () => ({ uuid: 's' }),
    ]);
    actor.send({ type: 'send', request: { message: 'Luni' } });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('NETWORK');
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'send', request: { message: 'Alt mesaj' } });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
    expect(calls.map((call) => call.request.message)).toEqual(['Luni', 'Luni', 'Luni']);
    expect(actor.getSnapshot().context.result).toEqual({ uuid: 's' });
  });

  it('makes a new key for a new press once sent, and after a refusal a retry cannot mend', async () => {
    const { actor, calls } = started([async () => ({ uuid: 'a' }), () => Promise.reject(problem('ORDER_LIST_EMPTY')), async () => ({ uuid: 'b' })]);
    actor.send({ type: 'send', request: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    actor.send({ type: 'again' });
    actor.send({ type: 'send', request: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'send', request: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(new Set(calls.map((call) => call.key)).size).toBe(3);
  });
});
