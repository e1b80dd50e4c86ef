import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { DashboardData, IndexStatus } from '../../../machines/dashboard/dashboard.machine';
import { unwrap } from '../../runtime/unwrap';

/** Everything the dashboard shows, from the three services at once. */
export const loadDashboard = (clients: ApiClients) =>
  fromPromise<DashboardData>(async ({ signal }) => {
    const [auth, product, search, stats, count] = await Promise.all([
      unwrap(clients.auth.GET('/api/profile/admin/metrics', { signal })),
      unwrap(clients.product.GET('/api/product/admin/metrics', { signal })),
      unwrap(clients.search.GET('/api/search/admin/metrics', { signal })),
      unwrap(clients.auth.GET('/api/profile/admin/stats', { signal })),
      unwrap(clients.product.GET('/api/product/admin/products/count', { signal })),
    ]);
    return {
      services: [auth, product, search].map(({ service, cpuUsage, ramUsage }) => ({ service, cpuUsage, ramUsage })),
      totalUsers: stats.totalUsers,
      activeUsers: stats.activeUsers,
      totalProducts: count.totalProducts,
      index: search.index,
    };
  });

/** The search index's status, as the search service answering sees it. */
export const loadIndexStatus = (clients: ApiClients) =>
  fromPromise<IndexStatus>(async ({ signal }) => (await unwrap(clients.search.GET('/api/search/admin/metrics', { signal }))).index);
