import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SellerTotals } from './SellerTotals';

const meta = {
  title: 'Buyers/SellerTotals',
  component: SellerTotals,
  args: {
    totals: [
      {
        seller: { uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Băuturi Carpați SRL' },
        lines: 3,
        sendable: 2,
        net: 165,
        gross: 199.65,
        minimumOrder: 300,
        belowMinimum: true,
      },
      {
        seller: { uuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Cafea Bună Distribuție SRL' },
        lines: 2,
        sendable: 2,
        net: 400,
        gross: 484,
        minimumOrder: 150,
        belowMinimum: false,
      },
      { seller: { uuid: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f', name: 'Lactate de Munte SRL' }, lines: 1, sendable: 1, net: 20, gross: 21.8 },
    ],
  },
} satisfies Meta<typeof SellerTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One row per seller, named by its header cell; a list below a seller's minimum says how much is missing. */
export const BelowAMinimum: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Totaluri pe furnizori' });
    await expect(table).toBeVisible();
    const row = canvas.getByRole('row', { name: /Băuturi Carpați SRL/ });
    await expect(row).toHaveTextContent('2 din 3');
    await expect(row).toHaveTextContent(/Sub comanda minimă: mai lipsesc 100,35\sRON/);
    await expect(canvas.getByRole('row', { name: /Lactate de Munte SRL/ })).toHaveTextContent('—');
  },
};

/** On a 320 px phone the table scrolls in its own box; the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
