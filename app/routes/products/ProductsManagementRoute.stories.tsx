import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import { storyProducts, storyProfile } from '../../testing/story-data';
import ProductsManagementRoute from './ProductsManagementRoute';

const list = 'GET /svc/product/product';
const page = (count: number, totalPages = 1) => ({ body: { products: storyProducts(count), perPage: 12, totalPages, totalItems: count * totalPages } });

const meta = {
  title: 'Screens/Products management',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/products-management', route: '/products-management', screen: <ProductsManagementRoute />, session: 'seller' },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { api: { [list]: 'pending' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
};

/** A seller's products with their actions, and pages with the window of neighbours. */
export const Results: Story = {
  args: { api: { [list]: page(12, 9) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    const card = canvas.getAllByRole('article')[4] as HTMLElement;
    await expect(within(card).getByText('Dezactivat')).toBeVisible();
    await expect(within(card).getByRole('button', { name: /Activează/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginile produselor' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Vânzător/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { api: { [list]: page(0, 0) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu ai încă produse. Adaugă unul sau încarcă un catalog CSV.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { api: { [list]: failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nu am reusit sa incarc produsele');
  },
};

/** An administrator also filters by seller, defaulting to anyone. */
export const AsAdmin: Story = {
  args: {
    session: 'admin',
    api: { [list]: page(3), 'GET /svc/auth/api/profile': { body: { profiles: [storyProfile('anapop')], perPage: 48, totalPages: 1, totalItems: 1 } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Vânzător/ })).toHaveTextContent('Oricine');
  },
};

/** The product modal refuses what breaks the rules, field by field. */
export const FormInvalid: Story = {
  args: { api: { [list]: page(1) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adaugă produs' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Adaugă produs' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    await expect(within(dialog).getByText('Numele produsului trebuie să aibă cel puțin 2 caractere.')).toBeVisible();
    await expect(within(dialog).getByText('Orasul trebuie selectat.')).toBeVisible();
    await expect(within(dialog).getByText('Telefon invalid. Format: +407xxxxxxxx')).toBeVisible();
  },
};

/** On a 320 px phone: the toolbar, the cards with their actions and the pagination fit. */
export const Phone: Story = {
  globals: onPhone,
  args: { api: { [list]: page(12, 9) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expectReflow();
  },
};
