import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { delays } from '../delays';

export interface LinkConfirmationContext {
  email: string | undefined;
  token: string | undefined;
  error: ErrorCode | 'NETWORK' | undefined;
}

/**
 * An e-mailed link opened in the browser: account activation or account deletion. It
 * confirms at once (`confirmLink`), then goes to /login after the spec's 3 s (`redirect`).
 * A link without its e-mail or token stops at `incomplete`.
 */
export const linkConfirmationMachine = setup({
  types: {
    context: {} as LinkConfirmationContext,
    input: {} as { email: string | null | undefined; token: string | null | undefined },
  },
  actors: {
    confirmLink: fromPromise<void, { email: string; token: string }>(async () => undefined),
  },
  actions: {
    redirect: (_, _to: string) => undefined,
    notifyFailure: (_, _error: ErrorCode | 'NETWORK') => undefined,
  },
  delays: {
    confirmationRedirect: delays.confirmationRedirect,
  },
  guards: {
    complete: ({ context }) => Boolean(context.email && context.token),
  },
}).createMachine({
  id: 'linkConfirmation',
  context: ({ input }) => ({ email: input.email ?? undefined, token: input.token ?? undefined, error: undefined }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'complete', target: 'confirming' }, { target: 'incomplete' }] },
    incomplete: { type: 'final' },
    confirming: {
      tags: ['pending'],
      invoke: {
        id: 'confirmLink',
        src: 'confirmLink',
        input: ({ context }) => ({ email: context.email as string, token: context.token as string }),
        onDone: { target: 'confirmed' },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') }),
            { type: 'notifyFailure', params: ({ context }) => context.error ?? 'NETWORK' },
          ],
        },
      },
    },
    confirmed: {
      after: { confirmationRedirect: { target: 'redirected', actions: { type: 'redirect', params: '/login' } } },
    },
    redirected: { type: 'final' },
    failed: { type: 'final' },
  },
});
