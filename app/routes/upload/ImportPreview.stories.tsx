import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { PhotoData } from '../../../design-system';
import { glassPhoto, platePhoto } from '../../../design-system/ProductPhoto/photo-fixtures';
import { ImportPreview } from './ImportPreview';

/** A story photo as the preview's `cover`: the generated type's mutable list and narrow media types. */
const asCover = (photo: PhotoData) => ({
  ...photo,
  altIsName: false,
  renditions: photo.renditions.map((rendition) => ({ ...rendition, type: rendition.type as 'image/avif' | 'image/webp' })),
});

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

/** Rows that name existing products show each one's cover, silent beside its name; one without photos shows the placeholder. */
export const MatchedWithCovers: Story = {
  args: {
    wipePreviousData: true,
    preview: {
      created: { count: 1, rows: [{ index: 2, name: 'Pahar apă 1' }] },
      changed: { count: 1, rows: [{ index: 0, name: 'Farfurie întinsă 27 cm', fields: ['price'], cover: asCover(platePhoto) }] },
      unchanged: { count: 1, rows: [{ index: 1, name: 'Zahăr plic 5 g' }] },
      removedIfWiped: {
        count: 1,
        products: [{ uuid: '2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809', name: 'Pahar vin 35 cl', cover: asCover(glassPhoto) }],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    for (const group of [/Produse modificate/, /Produse neschimbate/, /Produse care vor fi șterse/])
      await userEvent.click(canvas.getByRole('button', { name: group }));
    const covers = [...canvasElement.querySelectorAll('img')];
    await expect(covers.map((image) => image.getAttribute('alt'))).toEqual(['', '']);
    await expect(canvasElement.querySelectorAll('[data-placeholder][aria-hidden="true"]')).toHaveLength(1);
    // The name is what a screen reader reads for each entry, the photo adding nothing.
    await expect(canvas.getByText('Pahar vin 35 cl').closest('li')).toHaveTextContent(/^Pahar vin 35 cl$/);
    await expect(canvas.getByText(/Farfurie întinsă 27 cm/)).toBeVisible();
  },
};
