import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/search';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { delays } from '../delays';
import { searchPageSize, toSearchRequest, type SearchCriteria, type SearchRequest } from './search-criteria';

export type Product = components['schemas']['Product'];

export interface SearchContext {
  criteria: SearchCriteria;
  page: number;
  products: Product[];
  /** False once a page came back short or empty: no further loading (docs/product.md §4). */
  hasMore: boolean;
  error: ErrorCode | 'NETWORK' | undefined;
}

/** What the screen tells screen-reader users as a search moves on (docs/product.md §2, decision 018). */
export type SearchAnnouncement =
  /** A page is on its way: the first of a search, or the next one. */
  | { kind: 'loading'; firstPage: boolean }
  /** A search settled: its first page came, and there are `count` products so far. */
  | { kind: 'results'; count: number; hasMore: boolean }
  /** A further page came with `added` products; `shown` are listed in all. */
  | { kind: 'more'; added: number; shown: number; hasMore: boolean };

export type SearchEvent =
  /** A change made on the screen: text, city, a switch, the sort, or the owner filter. */
  | { type: 'criteria.changed'; patch: Partial<SearchCriteria> }
  /** The criteria restored from the URL (back/forward): no new history entry. */
  | { type: 'criteria.restored'; criteria: SearchCriteria }
  /** The visitor came within 50 px of the bottom. */
  | { type: 'page.next' }
  | { type: 'retry' };

/**
 * The search screen (docs/product.md §2 and §4). Changes clear the list and, after the named 500 ms
 * debounce, load page 0; `page.next` loads the next page unless loading or at the end.
 * Sync side effects are named actions the app provides: `savePreferences` (city and sort to
 * localStorage), `syncUrl` (the criteria into the address bar) and `announce` (what a screen
 * reader hears: once when a page starts loading, once when it arrives).
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as { criteria: SearchCriteria },
  },
  actors: {
    fetchPage: fromPromise<Product[], SearchRequest>(async () => []),
  },
  actions: {
    savePreferences: (_, _criteria: SearchCriteria) => undefined,
    syncUrl: (_, _criteria: SearchCriteria) => undefined,
    announce: (_, _announcement: SearchAnnouncement) => undefined,
  },
  delays: {
    searchDebounce: delays.searchDebounce,
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ criteria: input.criteria, page: 0, products: [], hasMore: true, error: undefined }),
  initial: 'loading',
  on: {
    'criteria.changed': {
      target: '.debouncing',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({ criteria: { ...context.criteria, ...event.patch }, products: [], page: 0, hasMore: true, error: undefined })),
        { type: 'syncUrl', params: ({ context }) => context.criteria },
        { type: 'savePreferences', params: ({ context }) => context.criteria },
      ],
    },
    'criteria.restored': {
      target: '.debouncing',
      reenter: true,
      actions: assign(({ event }) => ({ criteria: event.criteria, products: [], page: 0, hasMore: true, error: undefined })),
    },
  },
  states: {
    debouncing: {
      after: { searchDebounce: 'loading' },
    },
    loading: {
      tags: ['loading'],
      entry: { type: 'announce', params: ({ context }) => ({ kind: 'loading', firstPage: context.page === 0 }) },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => toSearchRequest(context.criteria, context.page),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              products: [...context.products, ...event.output],
              hasMore: event.output.length === searchPageSize,
            })),
            {
              type: 'announce',
              params: ({ context, event }) =>
                context.page === 0
                  ? { kind: 'results', count: context.products.length, hasMore: context.hasMore }
                  : { kind: 'more', added: event.output.length, shown: context.products.length, hasMore: context.hasMore },
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK') }),
        },
      },
    },
    idle: {
      on: {
        'page.next': { guard: 'hasMore', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }) },
      },
    },
    failed: {
      on: {
        retry: { target: 'loading', actions: assign({ error: undefined }) },
      },
    },
  },
});
