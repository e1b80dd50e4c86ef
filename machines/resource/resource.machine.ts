import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';

export interface ResourceContext {
  data: unknown;
  error: ErrorCode | 'NETWORK' | undefined;
}

export interface ResourceInput {
  /** What the server already loaded and rendered for this page (decision 033): no call is made. */
  loaded?: unknown;
  /** Or how the server's load failed (an unknown product): the page shows the failure, and may retry. */
  failed?: ErrorCode | undefined;
}

/**
 * One thing a screen loads before it can show anything: a product, a profile, the sitemap's
 * list. `load` is the actor; `retry` tries again after a failure; `reload` loads again what is
 * shown (a queue after a decision), keeping it in sight meanwhile and if the reload fails;
 * `notifyFailure` tells the user.
 */
export const resourceMachine = setup({
  types: { context: {} as ResourceContext, events: {} as { type: 'retry' } | { type: 'reload' }, input: {} as ResourceInput },
  actors: { load: fromPromise<unknown>(async () => undefined) },
  actions: { notifyFailure: (_, _error: ErrorCode | 'NETWORK') => undefined },
  guards: { alreadyLoaded: ({ context }) => context.data !== undefined, alreadyFailed: ({ context }) => context.error !== undefined },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ data: input.loaded, error: input.loaded === undefined ? input.failed : undefined }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'alreadyLoaded', target: 'loaded' }, { guard: 'alreadyFailed', target: 'failed' }, { target: 'loading' }] },
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
    loaded: { on: { reload: 'reloading' } },
    reloading: {
      tags: ['reloading'],
      invoke: {
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'loaded',
          actions: { type: 'notifyFailure', params: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') },
        },
      },
    },
    failed: { on: { retry: 'loading' } },
  },
});
