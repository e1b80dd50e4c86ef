import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import SearchOptionsRoute from './SearchOptionsRoute';

const rebuild = 'POST /svc/search/api/search/rebuild';

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
  args: { api: { [rebuild]: { status: 202, body: { rebuilding: true, indexedProducts: 0, lastRebuildStartedAt: '2025-04-18T09:30:00Z', lastRebuildFinishedAt: null } } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reconstruiește indexul' }));
    await expect(await within(document.body).findByText('Reconstruirea indexului a început.')).toBeVisible();
  },
};

/** The rebuild could not start: the spec's message. */
export const Failed: Story = {
  args: { api: { [rebuild]: failure(503, 'SERVICE_UNAVAILABLE') } },
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
