import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import type { AccountData } from './account-data-csv';

/** The two files an account's data comes as: JSON as the API answers, or one CSV (issue #51, GDPR Art. 20). */
export type DataFormat = 'json' | 'csv';

/**
 * "Datele tale" on the profile (issue #51, decision 051): one download at a time. The data is
 * asked for (the call may first want the password again), then saved as the format asked; what
 * happened is told.
 */
export const accountDataMachine = setup({
  types: {
    context: {} as { format: DataFormat | undefined },
    events: {} as { type: 'download'; format: DataFormat },
  },
  actors: { fetchData: fromPromise<AccountData>(async () => Promise.reject(new Error('not provided'))) },
  actions: {
    save: (_, _params: { data: AccountData; format: DataFormat }) => undefined,
    notifyFailed: (_, _reason: ErrorCode | 'NETWORK') => undefined,
  },
}).createMachine({
  id: 'accountData',
  initial: 'idle',
  context: { format: undefined },
  states: {
    idle: { on: { download: { target: 'downloading', actions: assign({ format: ({ event }) => event.format }) } } },
    downloading: {
      tags: ['pending'],
      invoke: {
        src: 'fetchData',
        onDone: {
          target: 'idle',
          actions: { type: 'save', params: ({ context, event }) => ({ data: event.output, format: context.format ?? 'json' }) },
        },
        onError: { target: 'idle', actions: { type: 'notifyFailed', params: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') } },
      },
    },
  },
});
