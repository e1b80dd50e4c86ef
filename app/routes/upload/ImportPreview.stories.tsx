import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ImportPreview } from './ImportPreview';

const many = (count: number, listed: number, name: (index: number) => string) => ({
  count,
  rows: Array.from({ length: listed }, (_, index) => ({ index, name: name(index) })),
});

const meta = {
  title: 'Screens/CSV import/Preview',
  component: ImportPreview,
  args: {
    wipePreviousData: false,
    preview: {
      created: many(1_200, 1_000, (index) => `Pahar apă ${index + 1}`),
      changed: { count: 1, rows: [{ index: 0, name: 'Cafea boabe 1 kg', fields: ['price', 'inStock'] }] },
      unchanged: many(3, 3, (index) => `Zahăr plic ${index + 1} g`),
      removedIfWiped: {
        count: 2,
        products: [
          { uuid: '2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809', name: 'Ceai verde' },
          { uuid: '3b4c5d6e-7f80-4192-a3b4-c5d6e7f8091a', name: 'Ceai negru' },
        ],
      },
    },
  },
} satisfies Meta<typeof ImportPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every group counted and closed; the products a wipe would remove are only mentioned while the wipe is off. */
export const Groups: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Produse noi/ })).toHaveTextContent('1.200');
    await expect(canvas.getByText('2 produse din catalogul tău nu apar în fișier și rămân cum sunt.')).toBeVisible();
  },
};

/** A long group lists its first 1,000 and says so. */
export const LongGroupOpened: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Produse noi/ }));
    await expect(canvas.getByText('Rândul 1.000: Pahar apă 1000')).toBeVisible();
    await expect(canvas.getByText('Sunt arătate primele 1.000.')).toBeVisible();
  },
};

/** With the wipe on, the products no row names are listed as removed. */
export const WithWipe: Story = {
  args: { wipePreviousData: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Produse care vor fi șterse/ }));
    await expect(canvas.getByText('Ceai negru')).toBeVisible();
  },
};

export const NothingChanges: Story = {
  args: {
    preview: {
      created: { count: 0, rows: [] },
      changed: { count: 0, rows: [] },
      unchanged: many(2, 2, (index) => `Zahăr ${index}`),
      removedIfWiped: { count: 0, products: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fișierul nu schimbă nimic în catalogul tău.')).toBeVisible();
  },
};
