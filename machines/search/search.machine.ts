import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/search';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { delays } from '../delays';
import { searchPageSize, toSearchRequest, type SearchCriteria, type SearchRequest } from './search-criteria';

export type Product = components['schemas']['Product'];
/** How many products a search finds: exactly, or "more than" past the server's limit. */
export type SearchTotal = components['schemas']['SearchTotal'];
/** How many products each city, each switch and every seller would leave for the same text (decision 027). */
export type SearchFacets = components['schemas']['SearchFacets'];
/** The words of a product's name and description a search matched (decision 029). */
export type ProductMatches = components['schemas']['ProductMatches'];

/** One page of a search's answer; a server from before counts (docs/product.md §2) gives no total. */
export interface SearchPage {
  products: Product[];
  total?: SearchTotal;
  correctedQuery?: string;
  facets?: SearchFacets;
  matches?: ProductMatches[];
}

export interface SearchContext {
  criteria: SearchCriteria;
  page: number;
  products: Product[];
  /** False once a page came back short or empty: no further loading (docs/product.md §4). */
  hasMore: boolean;
  /** How many products the settled search finds, from its first page; undefined until it comes. */
  total: SearchTotal | undefined;
  /** The text as the server searched it, when it read a word as a typo (decision 026). */
  corrected: string | undefined;
  /** What each filter would leave, from the settled search's first page; undefined when the text is too common to tally. */
  facets: SearchFacets | undefined;
  /** The matched words of each listed product, by its uuid, from every page so far. */
  matches: Record<string, Pick<ProductMatches, 'name' | 'description'>>;
  error: ErrorCode | 'NETWORK' | undefined;
}

/** What the screen tells screen-reader users as a search moves on (docs/product.md §2, decision 018). */
export type SearchAnnouncement =
  /** A page is on its way: the first of a search, or the next one. */
  | { kind: 'loading'; firstPage: boolean }
  /** A search settled on `text` (searched as `corrected`, when read as a typo): its first page came, with `count` products, of `total` it finds. */
  | { kind: 'results'; text: string; count: number; hasMore: boolean; total: SearchTotal | undefined; corrected?: string }
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
/** What a new search starts from: no results yet, page 0, nothing counted or corrected, no error. */
const freshResults: Omit<SearchContext, 'criteria'> = {
  products: [],
  page: 0,
  hasMore: true,
  total: undefined,
  corrected: undefined,
  facets: undefined,
  matches: {},
  error: undefined,
};

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as { criteria: SearchCriteria },
  },
  actors: {
    fetchPage: fromPromise<SearchPage, SearchRequest>(async () => ({ products: [] })),
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
  context: ({ input }) => ({ criteria: input.criteria, ...freshResults }),
  initial: 'loading',
  on: {
    'criteria.changed': {
      target: '.debouncing',
      reenter: true,
      actions: [
        // A new text is searched as the server reads it, not exactly as the previous one was.
        assign(({ context, event }) => ({
          criteria: { ...context.criteria, ...(event.patch.text === undefined ? {} : { exact: undefined }), ...event.patch },
          ...freshResults,
        })),
        { type: 'syncUrl', params: ({ context }) => context.criteria },
        { type: 'savePreferences', params: ({ context }) => context.criteria },
      ],
    },
    'criteria.restored': {
      target: '.debouncing',
      reenter: true,
      actions: assign(({ event }) => ({ criteria: event.criteria, ...freshResults })),
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
              products: [...context.products, ...event.output.products],
              hasMore: event.output.products.length === searchPageSize,
              total: context.page === 0 ? event.output.total : context.total,
              corrected: context.page === 0 ? event.output.correctedQuery : context.corrected,
              facets: context.page === 0 ? event.output.facets : context.facets,
              matches: {
                ...context.matches,
                ...Object.fromEntries((event.output.matches ?? []).map(({ product, name, description }) => [product, { name, description }])),
              },
            })),
            {
              type: 'announce',
              params: ({ context, event }) =>
                context.page === 0
                  ? {
                      kind: 'results',
                      text: context.criteria.text.trim(),
                      count: context.products.length,
                      hasMore: context.hasMore,
                      total: context.total,
                      corrected: context.corrected,
                    }
                  : { kind: 'more', added: event.output.products.length, shown: context.products.length, hasMore: context.hasMore },
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
