import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';

export interface SlicedListContext<T> {
  items: T[];
  /** How many slices have loaded. */
  loaded: number;
  /** Items per slice; a shorter slice is the last one. */
  sliceSize: number;
  /** At most this many slices are held, so memory stays bounded; the list then goes on elsewhere (a next page). */
  maxSlices: number;
  error: ErrorCode | 'NETWORK' | undefined;
}

export type SlicedListEvent = { type: 'more' } | { type: 'retry' };

/**
 * A long list loaded a slice at a time as the user nears its end (the sitemap): `fetchSlice`
 * is the actor, given the slice's number; `more` asks for the next slice while none is
 * loading. It ends when a slice comes back short (`exhausted`) or when it holds `maxSlices`
 * (`bounded`).
 */
export const slicedListMachine = setup({
  types: {
    context: {} as SlicedListContext<unknown>,
    events: {} as SlicedListEvent,
    /** `firstSlice`: the first slice as the server rendered it (decision 033); the list starts with it, without a call. */
    input: {} as { sliceSize: number; maxSlices: number; firstSlice?: unknown[] | undefined },
  },
  actors: {
    fetchSlice: fromPromise<unknown[], { slice: number }>(async () => []),
  },
  actions: {
    append: assign(({ context }, slice: unknown[]) => ({ items: [...context.items, ...slice], loaded: context.loaded + 1 })),
  },
  guards: {
    atBound: ({ context }) => context.loaded >= context.maxSlices,
    /** Fewer items than the slices asked for: the last slice came short. */
    shortSlice: ({ context }) => context.items.length < context.loaded * context.sliceSize,
    served: ({ context }) => context.loaded > 0,
  },
}).createMachine({
  id: 'slicedList',
  context: ({ input }) => ({
    items: input.firstSlice ?? [],
    loaded: input.firstSlice ? 1 : 0,
    sliceSize: input.sliceSize,
    maxSlices: input.maxSlices,
    error: undefined,
  }),
  initial: 'starting',
  states: {
    // A first slice the server rendered is taken as if it had just come: the last one if short.
    starting: {
      always: [{ guard: 'shortSlice', target: 'exhausted' }, { guard: 'served', target: 'checking' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchSlice',
        src: 'fetchSlice',
        input: ({ context }) => ({ slice: context.loaded }),
        onDone: [
          // A slice shorter than asked is the last: the guard reads the slice, so it sits here.
          {
            guard: ({ context, event }) => event.output.length < context.sliceSize,
            target: 'exhausted',
            actions: { type: 'append', params: ({ event }) => event.output },
          },
          { target: 'checking', actions: { type: 'append', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') }) },
      },
    },
    checking: { always: [{ guard: 'atBound', target: 'bounded' }, { target: 'idle' }] },
    idle: { on: { more: 'loading' } },
    failed: { on: { retry: { target: 'loading', actions: assign({ error: undefined }) } } },
    exhausted: { type: 'final' },
    bounded: { type: 'final' },
  },
});
