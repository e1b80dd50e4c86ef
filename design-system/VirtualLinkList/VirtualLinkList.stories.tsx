import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VirtualLinkList } from './VirtualLinkList';

const items = Array.from({ length: 100_000 }, (_, index) => ({ id: String(index), label: `Produs ${index + 1}`, href: `/product?id=${index}` }));

const meta = { title: 'Data/VirtualLinkList', component: VirtualLinkList, args: { label: 'Produse', items } } satisfies Meta<typeof VirtualLinkList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 100,000 links render only the rows in view; the keyboard walks the list. */
export const HundredThousandLinks: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Produse' });
    await expect(grid).toHaveAttribute('aria-rowcount', '100000');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('row', { name: 'Produs 100000' })).toBeVisible();
  },
};

/** Loaded a slice at a time: scrolling near the end asks for more. */
export const LoadsMoreAtTheEnd: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(() => items.slice(0, 50));
    return (
      <VirtualLinkList
        {...args}
        items={shown}
        loadingLabel="Se încarcă produsele…"
        onLoadMore={() => setShown((current) => (current.length < 100 ? items.slice(0, current.length + 50) : current))}
      />
    );
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Produse' });
    await expect(grid).toHaveAttribute('aria-rowcount', '50');
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '100'));
    grid.scrollTop = grid.scrollHeight;
    await expect(await canvas.findByRole('row', { name: 'Produs 100' })).toBeVisible();
  },
};
