import { fromPromise, setup } from 'xstate';

/**
 * The search-options page's one button: start a rebuild of the search index. Success is a
 * toast (`notifyStarted`); failure shows 'Failed to rebuild index.' (docs/product.md §8).
 */
export const indexRebuildMachine = setup({
  actors: { startRebuild: fromPromise<void>(async () => undefined) },
  actions: { notifyStarted: () => undefined },
}).createMachine({
  id: 'indexRebuild',
  initial: 'idle',
  states: {
    idle: { on: { 'rebuild.requested': 'starting' } },
    starting: {
      tags: ['pending'],
      invoke: {
        id: 'startRebuild',
        src: 'startRebuild',
        onDone: { target: 'started', actions: 'notifyStarted' },
        onError: { target: 'failed' },
      },
    },
    started: { on: { 'rebuild.requested': 'starting' } },
    failed: { on: { 'rebuild.requested': 'starting' } },
  },
});
