import { assign, fromPromise, setup } from 'xstate';
import { delays } from '../delays';

/** What the dashboard shows (SPEC §2): CPU and RAM per service, users and products. */
export interface DashboardData {
  services: { service: 'auth' | 'product' | 'search'; cpuUsage: number; ramUsage: number }[];
  totalUsers: number;
  activeUsers: number;
  totalProducts: number;
}

export interface DashboardContext {
  data: DashboardData | undefined;
  /** The last refresh failed ('Error loading dashboard data'); the last good data stays shown. */
  failed: boolean;
}

/**
 * The dashboard: loads, then refreshes every 5 s (a named delay). Polling ends when the actor
 * stops, which the app does when the page is left.
 */
export const dashboardMachine = setup({
  types: { context: {} as DashboardContext },
  actors: {
    loadDashboard: fromPromise<DashboardData>(async () => ({ services: [], totalUsers: 0, activeUsers: 0, totalProducts: 0 })),
  },
  delays: { dashboardRefresh: delays.dashboardRefresh },
}).createMachine({
  id: 'dashboard',
  context: { data: undefined, failed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: { target: 'waiting', actions: assign({ data: ({ event }) => event.output, failed: false }) },
        onError: { target: 'waiting', actions: assign({ failed: true }) },
      },
    },
    waiting: { after: { dashboardRefresh: 'loading' } },
  },
});
