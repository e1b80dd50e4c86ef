import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProductPhoto } from './ProductPhoto';
import { glassPhoto, platePhoto } from './photo-fixtures';

const meta = {
  title: 'Catalogue/ProductPhoto',
  component: ProductPhoto,
  args: { sizes: '20rem' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProductPhoto>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A landscape photo: its text alternative, its size set before it loads, the AVIF chosen by a browser that reads it. */
export const Landscape: Story = {
  args: { photo: platePhoto, loading: 'eager' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Farfurie întinsă albă, văzută de sus' });
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
    await waitFor(() => expect((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).toBe(true));
    await expect((image as HTMLImageElement).currentSrc).toMatch(/\.avif/);
  },
};

/** A portrait photo, shown whole in the same 4:3 frame. */
export const Portrait: Story = {
  args: { photo: glassPhoto, loading: 'eager' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Pahar de vin roșu pe fundal închis' });
    const frame = image.parentElement as HTMLElement;
    await expect(Math.round((frame.getBoundingClientRect().width / frame.getBoundingClientRect().height) * 100) / 100).toBe(1.33);
  },
};

/** A product without photos: a neutral drawing that screen readers skip, in the same frame. */
export const Placeholder: Story = {
  args: {},
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const placeholder = canvasElement.querySelector('[data-placeholder]') as HTMLElement;
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};
