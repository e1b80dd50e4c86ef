import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { delays } from '../delays';

export interface ListQuery {
  text: string;
  perPage: number;
  /** One-based, as the pagination shows it; the call sends page - 1 (docs/product.md §7). */
  page: number;
  /** The administrator's seller filter; undefined means anyone. */
  owner: string | undefined;
}

export interface ListPage<TItem> {
  items: TItem[];
  totalPages: number;
}

/** A change to one listed item, carried out by the `mutateItem` actor, after which the list reloads. */
export interface ItemMutation {
  kind: string;
  id: string;
  payload?: unknown;
}

export interface PagedListContext<TItem> {
  query: ListQuery;
  items: TItem[];
  totalPages: number;
  error: ErrorCode | 'NETWORK' | undefined;
  /** The last mutation's outcome, for a toast. */
  lastMutation: { mutation: ItemMutation; error: ErrorCode | 'NETWORK' | undefined } | undefined;
}

/** The list's events; a screen narrows `item.mutate` to the changes it makes. */
export type PagedListEvent<TMutation extends ItemMutation = ItemMutation> =
  | { type: 'text.changed'; text: string }
  | { type: 'perPage.changed'; perPage: number }
  | { type: 'page.changed'; page: number }
  | { type: 'owner.changed'; owner: string | undefined }
  | { type: 'item.mutate'; mutation: TMutation }
  | { type: 'reload' };

const problemCode = (error: unknown) => (isProblem(error) ? error.code : 'NETWORK');

/**
 * A paginated management list: product management (12/24/48 per page, the admin's seller
 * filter) and user administration (6/12/24/48). Typing is debounced like search; any other
 * change reloads at once, and a change of text, size or owner goes back to page 1. Built for the
 * item type the screen lists, so the screen reads its items without a cast.
 */
export const pagedListMachineOf = <TItem>() =>
  setup({
    types: {
      context: {} as PagedListContext<TItem>,
      events: {} as PagedListEvent,
      input: {} as { perPage: number; owner?: string | undefined },
    },
    actors: {
      loadPage: fromPromise<ListPage<TItem>, ListQuery>(async () => ({ items: [], totalPages: 0 })),
      mutateItem: fromPromise<void, ItemMutation>(async () => undefined),
    },
    delays: {
      searchDebounce: delays.searchDebounce,
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => ({
      query: { text: '', perPage: input.perPage, page: 1, owner: input.owner },
      items: [],
      totalPages: 0,
      error: undefined,
      lastMutation: undefined,
    }),
    initial: 'loading',
    on: {
      'text.changed': {
        target: '.typing',
        reenter: true,
        actions: assign({ query: ({ context, event }) => ({ ...context.query, text: event.text, page: 1 }) }),
      },
      'perPage.changed': {
        target: '.loading',
        reenter: true,
        actions: assign({ query: ({ context, event }) => ({ ...context.query, perPage: event.perPage, page: 1 }) }),
      },
      'owner.changed': {
        target: '.loading',
        reenter: true,
        actions: assign({ query: ({ context, event }) => ({ ...context.query, owner: event.owner, page: 1 }) }),
      },
      'page.changed': { target: '.loading', reenter: true, actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }) },
      reload: { target: '.loading', reenter: true },
    },
    states: {
      typing: { after: { searchDebounce: 'loading' } },
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => context.query,
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({ items: event.output.items, totalPages: event.output.totalPages, error: undefined })),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => problemCode(event.error) }) },
        },
      },
      ready: {
        on: {
          'item.mutate': { target: 'mutating', actions: assign({ lastMutation: ({ event }) => ({ mutation: event.mutation, error: undefined }) }) },
        },
      },
      mutating: {
        tags: ['pending'],
        invoke: {
          id: 'mutateItem',
          src: 'mutateItem',
          input: ({ context }) => (context.lastMutation as { mutation: ItemMutation }).mutation,
          onDone: { target: 'loading' },
          onError: {
            target: 'ready',
            actions: assign({
              lastMutation: ({ context, event }) => ({
                mutation: (context.lastMutation as { mutation: ItemMutation }).mutation,
                error: problemCode(event.error),
              }),
            }),
          },
        },
      },
      failed: {},
    },
  });
