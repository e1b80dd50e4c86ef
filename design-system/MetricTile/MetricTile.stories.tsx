import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatCpu, formatRam, MetricTile } from './MetricTile';

const meta = {
  title: 'Admin/MetricTile',
  component: MetricTile,
  args: { label: 'Produse', value: '610' },
  decorators: [
    (Story) => (
      <dl>
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof MetricTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Cpu: Story = {
  args: { label: 'CPU search', value: formatCpu(12.5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/12,5\s?%/)).toBeInTheDocument();
  },
};
export const Ram: Story = {
  args: { label: 'RAM auth', value: formatRam(88_080_384) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('84 MB')).toBeInTheDocument();
  },
};
