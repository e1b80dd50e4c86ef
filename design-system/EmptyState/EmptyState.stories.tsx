import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = { title: 'Feedback/EmptyState', component: EmptyState, args: { children: 'Nu mai sunt produse disponibile.' } } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EndOfList: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nu mai sunt produse disponibile.');
  },
};
