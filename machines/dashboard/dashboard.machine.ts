import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/search';
import { delays } from '../delays';

export type IndexStatus = components['schemas']['IndexStatus'];

/** What the dashboard shows (docs/product.md §2): CPU and RAM per service, users and products, and the search index. */
export interface DashboardData {
  services: { service: 'auth' | 'product' | 'search'; cpuUsage: number; ramUsage: number }[];
  totalUsers: number;
  activeUsers: number;
  totalProducts: number;
  index: IndexStatus;
}

export interface RefreshingContext<T> {
  data: T | undefined;
  /** The last refresh failed ('Error loading dashboard data'); the last good data stays shown. */
  failed: boolean;
}

/**
 * A screen that loads its figures, then refreshes them every 5 s (the dashboard's named
 * delay) with the `load` actor. Polling ends when the actor stops, which the app does when
 * the page is left.
 */
const refreshingMachine = <T>() =>
  setup({
    types: { context: {} as RefreshingContext<T> },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error('load is provided by the app');
      }),
    },
    delays: { dashboardRefresh: delays.dashboardRefresh },
  }).createMachine({
    id: 'refreshing',
    context: { data: undefined, failed: false },
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'waiting', actions: assign({ data: ({ event }) => event.output, failed: false }) },
          onError: { target: 'waiting', actions: assign({ failed: true }) },
        },
      },
      waiting: { after: { dashboardRefresh: 'loading' } },
    },
  });

/** The dashboard (docs/product.md §2). */
export const dashboardMachine = refreshingMachine<DashboardData>();

/** The search-options page's view of the index: rebuild progress and drift, on the dashboard's cycle. */
export const indexStatusMachine = refreshingMachine<IndexStatus>();
