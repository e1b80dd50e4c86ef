import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = { title: 'Feedback/ProgressBar', component: ProgressBar, args: { label: 'Se importă produsele', value: 42 } } satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A known share done: the value is exposed to screen readers and written as Romanian text. */
export const Partly: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Se importă produsele' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42\u00a0%');
    await expect(bar).toHaveTextContent('42 %');
  },
};

/** Counting rows rather than percent. */
export const Rows: Story = {
  args: { label: 'Rânduri verificate', value: 7500, maxValue: 10000, valueLabel: '7.500 din 10.000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '7.500 din 10.000');
  },
};

export const Done: Story = { args: { value: 100 } };

/** A step of unknown size (the file is being sent): no value is claimed, the band sweeps. */
export const Indeterminate: Story = {
  args: { label: 'Se trimit produsele…', isIndeterminate: true, value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Se trimit produsele…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
