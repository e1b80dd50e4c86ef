import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import type { components } from '../../openapi/generated/auth';

/** A session as the list shows it. */
export type ListedSession = components['schemas']['ActiveSession'];

/** What to end: one session by its id, or every session but this one. */
export type SessionsToEnd = { kind: 'one'; id: string } | { kind: 'others' };

export interface SessionsContext {
  sessions: ListedSession[];
  failure: ErrorCode | 'NETWORK' | undefined;
  /** What is being ended, while it is. */
  ending: SessionsToEnd | undefined;
}

export type SessionsEvent = { type: 'retry' } | { type: 'end'; id: string } | { type: 'endOthers' };

const reasonOf = (error: unknown): ErrorCode | 'NETWORK' => (isProblem(error) ? error.code : 'NETWORK');

/**
 * The user's own sessions (docs/product.md §5, decision 021): loaded, then one ended or every
 * other one, after which the list loads again. A session that had already ended
 * (SESSION_NOT_FOUND) is gone either way: the list reloads and the user is told. Ending waits
 * for the list, so a second press cannot end something the list no longer shows.
 */
export const sessionsMachine = setup({
  types: { context: {} as SessionsContext, events: {} as SessionsEvent },
  actors: {
    load: fromPromise<ListedSession[]>(async () => []),
    end: fromPromise<number, SessionsToEnd>(async () => 0),
  },
  actions: {
    notifyEnded: (_, _outcome: { what: SessionsToEnd; count: number }) => undefined,
    notifyFailed: (_, _failure: { what: SessionsToEnd; reason: ErrorCode | 'NETWORK' }) => undefined,
  },
}).createMachine({
  id: 'sessions',
  context: { sessions: [], failure: undefined, ending: undefined },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ sessions: ({ event }) => event.output, failure: undefined, ending: undefined }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => reasonOf(event.error), ending: undefined }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        end: { target: 'ending', actions: assign({ ending: ({ event }) => ({ kind: 'one', id: event.id }) }) },
        endOthers: { target: 'ending', actions: assign({ ending: { kind: 'others' } }) },
      },
    },
    ending: {
      invoke: {
        src: 'end',
        input: ({ context }) => context.ending ?? { kind: 'others' },
        onDone: {
          target: 'loading',
          actions: { type: 'notifyEnded', params: ({ context, event }) => ({ what: context.ending ?? { kind: 'others' }, count: event.output }) },
        },
        onError: [
          {
            guard: ({ event }) => reasonOf(event.error) === 'SESSION_NOT_FOUND',
            target: 'loading',
            actions: { type: 'notifyFailed', params: ({ context }) => ({ what: context.ending ?? { kind: 'others' }, reason: 'SESSION_NOT_FOUND' as const }) },
          },
          {
            target: 'ready',
            actions: [
              { type: 'notifyFailed', params: ({ context, event }) => ({ what: context.ending ?? { kind: 'others' }, reason: reasonOf(event.error) }) },
              assign({ ending: undefined }),
            ],
          },
        ],
      },
    },
  },
});
