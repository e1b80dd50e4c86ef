import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { glassPhoto, platePhoto } from '../ProductPhoto/photo-fixtures';
import { ProductGallery } from './ProductGallery';

const meta = {
  title: 'Catalogue/ProductGallery',
  component: ProductGallery,
  args: { photos: [platePhoto, glassPhoto] },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product with photos: the cover large, then thumbnails to choose another by pointer or keyboard. */
export const Gallery: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: platePhoto.alt })).toBeVisible();
    await expect(canvas.getByText('Fotografia 1 din 2')).toBeVisible();
    const first = canvas.getByRole('radio', { name: `Fotografia 1 din 2: ${platePhoto.alt}` });
    await expect(first).toHaveAttribute('aria-checked', 'true');
    // By keyboard: Tab reaches the chosen thumbnail, the arrow moves to the next, Enter chooses it.
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('radio', { name: `Fotografia 2 din 2: ${glassPhoto.alt}` });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('img', { name: glassPhoto.alt })).toBeVisible();
    await expect(canvas.getByText('Fotografia 2 din 2')).toBeVisible();
    // The thumbnails' images say nothing of their own: their radio buttons are labelled.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

/** A product with one photo: nothing to choose. */
export const OnePhoto: Story = {
  args: { photos: [glassPhoto] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: glassPhoto.alt })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Fotografia/ })).toBeNull();
  },
};

/** No photos: the placeholder alone, which screen readers skip. */
export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveAttribute('aria-hidden', 'true');
  },
};
