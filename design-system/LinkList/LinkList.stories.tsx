import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LinkList, type LinkListItem } from './LinkList';

const links = (from: number, count: number): LinkListItem[] =>
  Array.from({ length: count }, (_, index) => ({ id: `p${from + index}`, label: `Produsul ${from + index + 1} (Iași)`, href: `/product?id=p${from + index}` }));

const meta = {
  title: 'Navigation/LinkList',
  component: LinkList,
  args: { label: 'Produse', items: links(0, 3), loadMoreLabel: 'Încarcă mai multe produse' },
} satisfies Meta<typeof LinkList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every entry is a real link, in a named list: a screen reader's list of links holds them all. */
export const Whole: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Produse' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Produsul 2 (Iași)' })).toHaveAttribute('href', '/product?id=p1');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Loads like the sitemap's machine does: a second request while one is on its way is ignored (scrolling and a key press can both ask). */
function Growing() {
  const [items, setItems] = useState(links(0, 3));
  const [loading, setLoading] = useState(false);
  const asked = useRef(false);
  return (
    <div style={{ paddingBlockEnd: '1500px' }}>
      <LinkList
        label="Produse"
        items={items}
        isLoading={loading}
        loadMoreLabel="Încarcă mai multe produse"
        onLoadMore={
          items.length < 6
            ? () => {
                if (asked.current) return;
                asked.current = true;
                setLoading(true);
                setTimeout(() => {
                  setItems((shown) => [...shown, ...links(shown.length, 3)]);
                  setLoading(false);
                  asked.current = false;
                }, 50);
              }
            : undefined
        }
      />
    </div>
  );
}

/** "Load more" from the keyboard: the next links come, focus goes to the first of them, and the button goes once all are in. */
export const LoadMoreByKeyboard: Story = {
  render: () => <Growing />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Încarcă mai multe produse' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Produsul 4 (Iași)' })).toHaveFocus());
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.queryByRole('button')).toBeNull();
    await new Promise((settled) => setTimeout(settled, 100));
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};
