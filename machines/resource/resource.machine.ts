import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';

export interface ResourceContext {
  data: unknown;
  error: ErrorCode | 'NETWORK' | undefined;
}

/**
 * One thing a screen loads before it can show anything: a product, a profile, the sitemap's
 * list. `load` is the actor; `retry` tries again after a failure; `notifyFailure` tells the user.
 */
export const resourceMachine = setup({
  types: { context: {} as ResourceContext, events: {} as { type: 'retry' } },
  actors: { load: fromPromise<unknown>(async () => undefined) },
  actions: { notifyFailure: (_, _error: ErrorCode | 'NETWORK') => undefined },
}).createMachine({
  id: 'resource',
  context: { data: undefined, error: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') }),
            { type: 'notifyFailure', params: ({ context }) => context.error ?? 'NETWORK' },
          ],
        },
      },
    },
    loaded: {},
    failed: { on: { retry: 'loading' } },
  },
});
