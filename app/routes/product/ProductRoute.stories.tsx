import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import { storyProduct } from '../../testing/story-data';
import ProductRoute from './ProductRoute';

const product = storyProduct(0);

const meta = {
  title: 'Screens/Product',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/product?id=${product.uuid}`,
    route: '/product',
    screen: <ProductRoute />,
    api: { [`GET /svc/search/api/search/${product.uuid}`]: { body: product } },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, with its JSON-LD for search engines. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(canvas.getByText('12,50 RON')).toBeVisible();
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { name?: string };
    await expect(jsonLd.name).toBe(product.name);
  },
};

export const NotFound: Story = {
  args: { api: { [`GET /svc/search/api/search/${product.uuid}`]: failure(404, 'PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Produsul nu a fost gasit.');
  },
};

export const MissingId: Story = {
  args: { path: '/product' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Identificatorul produsului nu a fost gasit.');
  },
};

/** On a 320 px phone: the long id and the details wrap inside the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectReflow();
  },
};
