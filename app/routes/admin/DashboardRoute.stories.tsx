import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import DashboardRoute from './DashboardRoute';

const metrics = (service: string, cpuUsage: number, ramUsage: number) => ({ body: { service, cpuUsage, ramUsage, uptimeSeconds: 3600 } });
const healthy = {
  'GET /svc/auth/api/profile/admin/metrics': metrics('auth', 2.5, 120 * 1024 * 1024),
  'GET /svc/product/api/product/admin/metrics': metrics('product', 4, 96 * 1024 * 1024),
  'GET /svc/search/api/search/admin/metrics': {
    body: {
      service: 'search',
      cpuUsage: 12.25,
      ramUsage: 150 * 1024 * 1024,
      uptimeSeconds: 3600,
      index: {
        rebuilding: false,
        indexedProducts: 100000,
        catalogueProducts: 100000,
        loadProgress: null,
        lastRebuildStartedAt: null,
        lastRebuildFinishedAt: null,
      },
    },
  },
  'GET /svc/auth/api/profile/admin/stats': { body: { totalUsers: 1234, activeUsers: 1180 } },
  'GET /svc/product/api/product/admin/products/count': { body: { totalProducts: 100000, enabledProducts: 99000 } },
};

const meta = {
  title: 'Screens/Admin dashboard',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/dashboard', route: '/admin/dashboard', screen: <DashboardRoute />, session: 'admin' },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CPU and RAM per service, users and products, in Romanian number formats. */
export const Healthy: Story = {
  args: { api: healthy },
  play: async ({ canvas }) => {
    // Products in total, in the database and in the index: in step, so no warning.
    await expect(await canvas.findAllByText('100.000')).toHaveLength(3);
    await expect(canvas.getByText('Indexul are toate produsele din baza de date.')).toBeVisible();
    await expect(canvas.getByText('1.234')).toBeVisible();
    await expect(canvas.getByText('CPU căutare')).toBeVisible();
    await expect(canvas.getByText('150 MB')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { api: { ...healthy, 'GET /svc/auth/api/profile/admin/stats': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading dashboard data');
  },
};

/** On a 320 px phone: the tiles stack. */
export const Phone: Story = {
  globals: onPhone,
  args: { api: healthy },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1.234')).toBeVisible();
    await expectReflow();
  },
};
