import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IndexStatusPanel } from './IndexStatusPanel';

const inStep = {
  rebuilding: false,
  indexedProducts: 1_000_000,
  catalogueProducts: 1_000_000,
  loadProgress: null,
  lastRebuildStartedAt: '2025-04-18T09:30:00Z',
  lastRebuildFinishedAt: '2025-04-18T09:30:31Z',
};

const meta = { title: 'Screens/Admin search options/Index status', component: IndexStatusPanel, args: { status: inStep } } satisfies Meta<
  typeof IndexStatusPanel
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing running; the last rebuild's start and end; database and index agree. */
export const InStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Ultima reconstruire: începută .*, terminată .*\.$/)).toBeVisible();
    await expect(canvas.getByText('Indexul are toate produsele din baza de date.')).toBeVisible();
  },
};

/** A rebuild rewriting the index table: a step of unknown length. */
export const Preparing: Story = {
  args: { status: { ...inStep, rebuilding: true, lastRebuildFinishedAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Se pregătesc produsele pentru index…' })).toBeVisible();
    await expect(canvas.getByText(/neterminată\.$/)).toBeVisible();
  },
};

/** The new index loading: products read of the catalogue's. */
export const Loading: Story = {
  args: { status: { ...inStep, rebuilding: true, loadProgress: { indexed: 420_000, total: 1_000_000 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Se încarcă indexul' })).toHaveAttribute('aria-valuetext', '420.000 din 1.000.000');
  },
};

/** The index and the database disagree: the difference, and what to do if it stays. */
export const Drift: Story = {
  args: { status: { ...inStep, indexedProducts: 999_980 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Indexul diferă de baza de date cu 20 de produse.');
  },
};

export const NeverRebuilt: Story = {
  args: { status: { ...inStep, lastRebuildStartedAt: null, lastRebuildFinishedAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Indexul nu a fost reconstruit de un administrator de la pornire.')).toBeVisible();
  },
};
