import { fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';

/**
 * The administrator's "Închide toate sesiunile" in a user's edit dialog (decision 021): one
 * call at a time; the outcome, how many sessions ended or why it failed, is told to the user.
 */
export const endAllSessionsMachine = setup({
  types: { events: {} as { type: 'end' } },
  actors: { endAll: fromPromise<number>(async () => 0) },
  actions: {
    notifyEnded: (_, _count: number) => undefined,
    notifyFailed: (_, _reason: ErrorCode | 'NETWORK') => undefined,
  },
}).createMachine({
  id: 'endAllSessions',
  initial: 'idle',
  states: {
    idle: { on: { end: 'ending' } },
    ending: {
      tags: ['pending'],
      invoke: {
        src: 'endAll',
        onDone: { target: 'idle', actions: { type: 'notifyEnded', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: { type: 'notifyFailed', params: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') } },
      },
    },
  },
});
