import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import SearchOptionsRoute from './SearchOptionsRoute';

const rebuild = 'POST /svc/search/api/search/rebuild';
const metrics = 'GET /svc/search/api/search/admin/metrics';
const status = (index: Record<string, unknown>) => ({
  body: {
    service: 'search',
    cpuUsage: 3,
    ramUsage: 150 * 1024 * 1024,
    uptimeSeconds: 3600,
    index: {
      rebuilding: false,
      indexedProducts: 100_000,
      catalogueProducts: 100_000,
      loadProgress: null,
      lastRebuildStartedAt: '2025-04-18T09:30:00Z',
      lastRebuildFinishedAt: '2025-04-18T09:30:31Z',
      ...index,
    },
  },
});

const meta = {
  title: 'Screens/Admin search options',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/search', route: '/admin/search', screen: <SearchOptionsRoute />, session: 'admin' },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rebuild starts: a toast says so. */
export const Started: Story = {
  args: {
    api: {
      [metrics]: status({}),
      [rebuild]: {
        status: 202,
        body: {
          rebuilding: true,
          indexedProducts: 0,
          catalogueProducts: 100_000,
          loadProgress: null,
          lastRebuildStartedAt: '2025-04-18T09:30:00Z',
          lastRebuildFinishedAt: null,
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reconstruiește indexul' }));
    await expect(await within(document.body).findByText('Reconstruirea indexului a început.')).toBeVisible();
  },
};

/** The rebuild could not start: the spec's message. */
export const Failed: Story = {
  args: { api: { [metrics]: status({}), [rebuild]: failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reconstruiește indexul' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to rebuild index.');
  },
};

/** On a 320 px phone. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Reconstruiește/ })).toBeVisible();
    await expectReflow();
  },
};

/** A rebuild loading the index: how far it has got, counted. */
export const Rebuilding: Story = {
  args: {
    api: {
      [metrics]: status({
        rebuilding: true,
        indexedProducts: 100_000,
        catalogueProducts: 100_000,
        loadProgress: { indexed: 42_000, total: 100_000 },
        lastRebuildFinishedAt: null,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Se încarcă indexul' })).toHaveAttribute('aria-valuetext', '42.000 din 100.000');
  },
};

/** The index holds fewer products than the database: the difference is called out. */
export const Drift: Story = {
  args: { api: { [metrics]: status({ indexedProducts: 99_988 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Indexul diferă de baza de date cu 12 produse.');
  },
};
