import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

const watched: unknown[] = [];
/** A signed-in buyer asks to be told when the price drops and when it is back in stock; then the page says they watch it, and the focus stays on its buttons as the watch starts and stops. */
export const WatchedByABuyer: Story = {
  args: {
    session: 'buyer',
    api: {
      [`GET /svc/search/api/search/${product.uuid}`]: { body: product },
      'GET /svc/product/order-lists': { body: { lists: [] } },
      'GET /svc/product/product-watches': () => ({ body: { watches: watched.length ? [watched[0]] : [] } }),
      [`PUT /svc/product/product-watches/${product.uuid}`]: async (request) => {
        const choice = (await request.json()) as { onPriceDrop: boolean; onBackInStock: boolean };
        watched.splice(0, watched.length, {
          product: product.uuid,
          name: product.name,
          ...choice,
          seenGross: 12.5,
          seenInStock: false,
          createdAt: '2026-11-29T09:00:00.000Z',
        });
        return { status: 201, body: watched[0] };
      },
      [`DELETE /svc/product/product-watches/${product.uuid}`]: () => {
        watched.length = 0;
        return { status: 204 };
      },
    },
  },
  play: async ({ canvas }) => {
    watched.length = 0;
    const section = within(await canvas.findByRole('region', { name: 'Anunță-mă' }));
    await expect(section.getByRole('checkbox', { name: 'Când scade prețul' })).toBeChecked();
    await userEvent.click(section.getByRole('checkbox', { name: 'Când revine în stoc' }));
    const start = section.getByRole('button', { name: 'Anunță-mă' });
    await userEvent.click(start);
    await expect(await canvas.findByText('Te anunțăm pe e-mail.')).toBeVisible();
    // The section shows what the server now keeps; the pressed button, now "Salvează alegerea", keeps the focus.
    await expect(await canvas.findByText('Urmărești acest produs.')).toBeVisible();
    await expect(section.getByRole('checkbox', { name: 'Când revine în stoc' })).toBeChecked();
    await expect(section.getByRole('button', { name: 'Nu mai urmări' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Salvează alegerea' })).toHaveFocus();
    // Stopped, the watch's own button goes, and the focus waits on "Anunță-mă".
    await userEvent.click(section.getByRole('button', { name: 'Nu mai urmări' }));
    await expect(await canvas.findByText('Nu mai urmărești acest produs.')).toBeVisible();
    await waitFor(() => expect(section.getByRole('button', { name: 'Anunță-mă' })).toHaveFocus());
    await expect(section.queryByRole('button', { name: 'Nu mai urmări' })).toBeNull();
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
