import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = { title: 'Feedback/EmptyState', component: EmptyState, args: { children: 'Nu mai sunt produse disponibile.' } } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown as text, and not a live region of its own: the screen announces it through the page's lasting region. */
export const EndOfList: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nu mai sunt produse disponibile.')).toBeVisible();
    await expect(canvasElement.querySelector('[role="status"], [aria-live]')).toBeNull();
  },
};
