import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImportProgress } from './ImportProgress';

const meta = { title: 'Screens/CSV import/Progress', component: ImportProgress, args: { step: 'previewing' } } satisfies Meta<typeof ImportProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reading a 30 MB file: the share of the text read, and the rows counted so far. */
export const Reading: Story = {
  args: { step: 'parsing', progress: { phase: 'reading', done: 12_000_000, total: 30_000_000, rows: 41_250 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Se citește fișierul' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12000000');
    await expect(bar).toHaveAttribute('aria-valuetext', '41.250 de rânduri citite');
  },
};

export const Checking: Story = {
  args: { step: 'parsing', progress: { phase: 'checking', done: 40_000, total: 100_000, rows: 100_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Se verifică rândurile' })).toHaveAttribute('aria-valuetext', '40.000 din 100.000');
  },
};

export const Comparing: Story = {
  args: { step: 'previewing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Se compară fișierul cu catalogul tău…' })).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sending: Story = { args: { step: 'importing', progress: undefined } };

export const Writing: Story = {
  args: { step: 'importing', progress: { written: 60_000, total: 100_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Se scriu produsele' })).toHaveAttribute('aria-valuetext', '60.000 din 100.000');
  },
};
