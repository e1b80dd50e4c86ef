import { assign, enqueueActions, fromPromise, setup } from 'xstate';
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
type ProductMatches = components['schemas']['ProductMatches'];
/** A completion of the search box's text, with how many products hold it (decision 030). */
export type Suggestion = components['schemas']['Suggestion'];

/** Suggestions are asked for from this many typed letters on (spaces at the ends not counted). */
const suggestFromLength = 2;

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
  /** The matched words of each listed product, by its uuid, from every page so far: its name, brand, description and city. */
  matches: Record<string, Omit<ProductMatches, 'product'>>;
  error: ErrorCode | 'NETWORK' | undefined;
  /** The completions offered for the text as last typed; empty unless the suggestions are open. */
  suggestions: Suggestion[];
  /**
   * How many completions a screen reader was last told the open list offers; undefined while it
   * is closed. Typing on while it is open tells again only when the number changes.
   */
  suggestionsSaid?: number | undefined;
  /** The screen started on a first page the server rendered (decision 033), settled, without a call. */
  served: boolean;
}

/** What the screen tells screen-reader users as a search moves on (docs/product.md §2, decision 018). */
export type SearchAnnouncement =
  /** A page is on its way: the first of a search, or the next one. */
  | { kind: 'loading'; firstPage: boolean }
  /** A search settled on `text` (searched as `corrected`, when read as a typo): its first page came, with `count` products, of `total` it finds. */
  | { kind: 'results'; text: string; count: number; hasMore: boolean; total: SearchTotal | undefined; corrected?: string }
  /** A further page came with `added` products; `shown` are listed in all. */
  | { kind: 'more'; added: number; shown: number; hasMore: boolean }
  /** The search box's suggestions opened with `count` completions (0: nothing to suggest). */
  | { kind: 'suggestions'; count: number };

export type SearchEvent =
  /** A change made on the screen: text, city, a switch, the sort, or the owner filter. */
  | { type: 'criteria.changed'; patch: Partial<SearchCriteria> }
  /** The criteria restored from the URL (back/forward): no new history entry. */
  | { type: 'criteria.restored'; criteria: SearchCriteria }
  /** The visitor came within 50 px of the bottom. */
  | { type: 'page.next' }
  | { type: 'retry' }
  /** A suggestion chosen from the search box's list: searched at once, as written. */
  | { type: 'suggestion.picked'; text: string }
  /** The suggestions closed without a choice: Escape, or the focus left the search box. */
  | { type: 'suggestions.dismissed' }
  /** Raised when a search's first page came: the reading region settles on it. */
  | { type: 'results.settled' };

/**
 * The search screen (docs/product.md §2 and §4), in three parallel regions:
 * - `results`: changes clear the list and, after the named 500 ms debounce, load page 0;
 *   `page.next` loads the next page unless loading or at the end; a picked suggestion loads at once.
 * - `reading`: how the settled search read the text, `asTyped` or `corrected` (decision 026);
 *   `pending` until a search's first page comes.
 * - `suggestions`: the search box's completions (decision 030). Typing two letters or more asks
 *   for them after the named 150 ms debounce; they come `open`, or `empty` when nothing
 *   completes the text; picking one, dismissing them, or any other change closes them.
 * Sync side effects are named actions the app provides: `savePreferences` (city and sort to
 * localStorage), `syncUrl` (the criteria into the address bar) and `announce` (what a screen
 * reader hears: once when a page starts loading, once when it arrives, once when suggestions open).
 */
/** What a new search starts from: no results yet, page 0, nothing counted or corrected, no error. */
const freshResults: Omit<SearchContext, 'criteria' | 'suggestions' | 'served'> = {
  products: [],
  page: 0,
  hasMore: true,
  total: undefined,
  corrected: undefined,
  facets: undefined,
  matches: {},
  error: undefined,
};

/** The results once a page came: its products after the ones listed, and from page 0 the count, the correction and the facets. */
function withPage(context: SearchContext, page: SearchPage): Partial<SearchContext> {
  const products = [...context.products, ...page.products];
  const total = context.page === 0 ? page.total : context.total;
  // An exact total says when the last page has come, even a full one: no request is sent for an empty page after it.
  const allShown = total?.relation === 'eq' && products.length >= total.value;
  return {
    products,
    hasMore: page.products.length === searchPageSize && !allShown,
    total,
    corrected: context.page === 0 ? page.correctedQuery : context.corrected,
    facets: context.page === 0 ? page.facets : context.facets,
    matches: {
      ...context.matches,
      ...Object.fromEntries((page.matches ?? []).map(({ product, ...fields }) => [product, fields])),
    },
  };
}

/** What a screen reader hears when a search's first page is shown: how many it finds, and how it read the text. */
const settledAnnouncement = (context: SearchContext): SearchAnnouncement => ({
  kind: 'results',
  text: context.criteria.text.trim(),
  count: context.products.length,
  hasMore: context.hasMore,
  total: context.total,
  corrected: context.corrected,
});

/** Whether a change to the criteria is typing worth completing: the text changed and holds enough letters. */
const typedEnough = (patch: Partial<SearchCriteria>) => patch.text !== undefined && patch.text.trim().length >= suggestFromLength;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    /** `firstPage`: page 0 of these criteria, as the server rendered it (decision 033). */
    input: {} as { criteria: SearchCriteria; firstPage?: SearchPage | undefined },
  },
  actors: {
    fetchPage: fromPromise<SearchPage, SearchRequest>(async () => ({ products: [] })),
    fetchSuggestions: fromPromise<Suggestion[], { text: string }>(async () => []),
  },
  actions: {
    savePreferences: (_, _criteria: SearchCriteria) => undefined,
    syncUrl: (_, _criteria: SearchCriteria) => undefined,
    announce: (_, _announcement: SearchAnnouncement) => undefined,
  },
  delays: {
    searchDebounce: delays.searchDebounce,
    suggestDebounce: delays.suggestDebounce,
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    corrected: ({ context }) => context.corrected !== undefined,
    served: ({ context }) => context.served,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => {
    const start: SearchContext = { criteria: input.criteria, ...freshResults, suggestions: [], served: input.firstPage !== undefined };
    return input.firstPage ? { ...start, ...withPage(start, input.firstPage) } : start;
  },
  type: 'parallel',
  states: {
    results: {
      initial: 'starting',
      // Each region's transitions target its own children without `reenter`: the active child is
      // still left and entered again (a debounce restarts), and the regions' transitions stay
      // apart, so one event moves all three.
      on: {
        'criteria.changed': {
          target: '.debouncing',
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
          actions: assign(({ event }) => ({ criteria: event.criteria, ...freshResults })),
        },
        'suggestion.picked': {
          target: '.loading',
          actions: [
            assign(({ context, event }) => ({ criteria: { ...context.criteria, text: event.text, exact: undefined }, ...freshResults })),
            { type: 'syncUrl', params: ({ context }) => context.criteria },
          ],
        },
      },
      states: {
        // A first page the server rendered is shown as it came, and said once the screen is live, as a search that settled.
        starting: {
          always: [
            { guard: 'served', target: 'idle', actions: { type: 'announce', params: ({ context }) => settledAnnouncement(context) } },
            { target: 'loading' },
          ],
        },
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
                assign(({ context, event }) => withPage(context, event.output)),
                {
                  type: 'announce',
                  params: ({ context, event }) =>
                    context.page === 0
                      ? settledAnnouncement(context)
                      : { kind: 'more', added: event.output.products.length, shown: context.products.length, hasMore: context.hasMore },
                },
                enqueueActions(({ context, enqueue }) => {
                  if (context.page === 0) enqueue.raise({ type: 'results.settled' });
                }),
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
    },
    reading: {
      initial: 'starting',
      on: {
        'criteria.changed': '.pending',
        'criteria.restored': '.pending',
        'suggestion.picked': '.pending',
      },
      states: {
        starting: { always: [{ guard: 'served', target: 'settled' }, { target: 'pending' }] },
        settled: { always: [{ guard: 'corrected', target: 'corrected' }, { target: 'asTyped' }] },
        pending: {
          on: { 'results.settled': [{ guard: 'corrected', target: 'corrected' }, { target: 'asTyped' }] },
        },
        asTyped: {},
        corrected: {},
      },
    },
    suggestions: {
      initial: 'closed',
      on: {
        'criteria.changed': [{ guard: ({ event }) => typedEnough(event.patch), target: '.debouncing' }, { target: '.closed' }],
        'criteria.restored': '.closed',
        'suggestion.picked': '.closed',
        'suggestions.dismissed': '.closed',
      },
      states: {
        closed: {
          entry: assign({ suggestions: [], suggestionsSaid: undefined }),
        },
        debouncing: {
          after: { suggestDebounce: 'loading' },
        },
        loading: {
          invoke: {
            id: 'fetchSuggestions',
            src: 'fetchSuggestions',
            input: ({ context }) => ({ text: context.criteria.text.trim() }),
            // The list is said when it opens, and again only when what it offers changes in number.
            onDone: [
              {
                guard: ({ event }) => event.output.length > 0,
                target: 'open',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  enqueue.assign({ suggestions: event.output, suggestionsSaid: event.output.length });
                  if (context.suggestionsSaid !== event.output.length)
                    enqueue({ type: 'announce', params: { kind: 'suggestions', count: event.output.length } });
                }),
              },
              {
                target: 'empty',
                actions: enqueueActions(({ context, enqueue }) => {
                  enqueue.assign({ suggestions: [], suggestionsSaid: 0 });
                  if (context.suggestionsSaid !== 0) enqueue({ type: 'announce', params: { kind: 'suggestions', count: 0 } });
                }),
              },
            ],
            // Suggestions are a help, not the search: one that fails closes quietly and the results still come.
            onError: 'closed',
          },
        },
        // Both show the list under the box: `empty` says nothing completes the text.
        open: { tags: ['suggestionsShown'] },
        empty: { tags: ['suggestionsShown'] },
      },
    },
  },
});
