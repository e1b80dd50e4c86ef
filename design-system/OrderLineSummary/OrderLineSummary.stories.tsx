import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { components } from '../../openapi/generated/product';
import { OrderLineSummary } from './OrderLineSummary';

type OrderLine = components['schemas']['OrderLine'];

const line = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  uuid: '7b0c9a52-3f55-4b1a-9f0e-0a1b2c3d4e5f',
  product: '3f2d4c5b-6a79-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Cafea boabe Arabica 1 kg',
  seller: { uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Cafea Bună Distribuție SRL', slug: 'cafea-buna-distributie-srl' },
  unit: 'kg',
  quantity: 2,
  note: '',
  state: 'AVAILABLE',
  seen: { net: 100, gross: 121 },
  current: { net: 100, gross: 121 },
  seenAt: '2026-11-20T08:00:00Z',
  addedAt: '2026-11-20T08:00:00Z',
  ...overrides,
});

const meta = {
  title: 'Buyers/OrderLineSummary',
  component: OrderLineSummary,
  args: { line: line() },
} satisfies Meta<typeof OrderLineSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing changed: the product, its seller's page and the price with and without TVA, and no notice. */
export const Unchanged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cafea boabe Arabica 1 kg' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cafea Bună Distribuție SRL' })).toHaveAttribute('href', '/seller/cafea-buna-distributie-srl');
    await expect(canvas.queryByRole('list', { name: 'Ce s-a schimbat' })).toBeNull();
  },
};

/** The price went up since the buyer last looked: by how much and from what, as a sentence. */
export const PriceChanged: Story = {
  args: { line: line({ current: { net: 110, gross: 133.1 }, priceChange: { net: 10, gross: 12.1 }, renamed: 'Cafea boabe 1 kg' }) },
  play: async ({ canvas }) => {
    const changes = canvas.getByRole('list', { name: 'Ce s-a schimbat' });
    await expect(changes).toHaveTextContent(/Prețul a crescut cu 12,10\sRON, de la 121,00\sRON/);
    await expect(changes).toHaveTextContent('Se numea „Cafea boabe 1 kg”');
  },
};

/** The seller deleted the product: the line stays, named and priced as last seen, and says so; its name no longer links. */
export const SellerDeletedIt: Story = {
  args: { line: line({ state: 'DELETED', current: undefined }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vânzătorul l-a șters')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cafea boabe Arabica 1 kg' })).toBeNull();
    await expect(canvas.getByText(/121,00\sRON cu TVA/)).toBeVisible();
  },
};

/** The seller no longer lists (inactive, struck off or suspended). */
export const SellerGone: Story = {
  args: { line: line({ state: 'SELLER_INACTIVE' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vânzătorul nu mai este activ')).toBeVisible();
  },
};

/** Out of stock, on a 320 px phone: the notice wraps inside the screen. */
export const OutOfStockOnAPhone: Story = {
  args: { line: line({ state: 'OUT_OF_STOCK', current: { net: 90, gross: 108.9 }, priceChange: { net: -10, gross: -12.1 } }) },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nu este în stoc')).toBeVisible();
    await expect(canvas.getByText(/Prețul a scăzut cu 12,10/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
