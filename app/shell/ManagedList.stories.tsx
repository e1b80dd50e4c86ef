import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, visuallyHidden } from '../../design-system';
import { expectReflow, onPhone } from '../testing/reflow';
import type { ManagedListState } from '../runtime/use-managed-list';
import { ManagedList } from './ManagedList';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = ['Cafea boabe 1 kg', 'Ulei de măsline 5 l', 'Pahare de vin 6 buc', 'Șervețele 500 buc'].map((name, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name,
}));

const listOf = (state: Partial<ManagedListState<Row>>): ManagedListState<Row> => ({
  query: { text: '', perPage: 12, page: 1, owner: undefined },
  items: rows,
  totalPages: 1,
  loading: false,
  failure: undefined,
  ready: true,
  send: fn(),
  ...state,
});

const meta = {
  title: 'Screens/Managed list',
  component: ManagedList<Row, never>,
  args: {
    title: 'Produsele mele',
    nav: null,
    list: listOf({}),
    searchLabel: 'Caută în produsele tale',
    perPageLabel: 'Produse pe pagină',
    perPageOptions: [12, 24, 48],
    failureText: (failure) => `Nu am reusit sa incarc produsele (${failure}).`,
    emptyText: 'Nu ai încă produse.',
    paginationLabel: 'Paginile produselor',
    itemId: (row) => row.id,
    renderItem: (row, { busy, confirmDelete }) => (
      <article aria-label={row.name}>
        <h2>{row.name}</h2>
        <Button variant="danger" isDisabled={busy} onPress={confirmDelete}>
          Șterge<span className={visuallyHidden}> {row.name}</span>
        </Button>
      </article>
    ),
    confirmDelete: { title: 'Ștergi produsul?', message: (row) => `Produsul „${row.name}” va fi șters definitiv.` },
  },
} satisfies Meta<typeof ManagedList<Row, never>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the list; deleting asks first, and only the confirmed item is deleted. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Produsele mele' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(within(canvas.getByRole('article', { name: 'Pahare de vin 6 buc' })).getByRole('button', { name: /Șterge/ }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Produsul „Pahare de vin 6 buc” va fi șters definitiv.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    await expect(args.list.send).toHaveBeenCalledWith({ type: 'item.mutate', mutation: { kind: 'delete', id: rows[2]!.id } });
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Typing, a new page size and a page each go to the list. */
export const Toolbar: Story = {
  args: { list: listOf({ totalPages: 5 }) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Caută în produsele tale' }), 'c');
    await expect(args.list.send).toHaveBeenCalledWith({ type: 'text.changed', text: 'c' });
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Paginile produselor' })).getByRole('button', { name: /3/ }));
    await expect(args.list.send).toHaveBeenCalledWith({ type: 'page.changed', page: 3 });
  },
};

/** While a page loads, the spinner shows and the items' actions wait. */
export const Loading: Story = {
  args: { list: listOf({ loading: true, ready: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: /Șterge/ })) await expect(button).toBeDisabled();
  },
};

/** A failed load says why and offers to try again. */
export const Failed: Story = {
  args: { list: listOf({ items: [], failure: 'SERVICE_UNAVAILABLE', ready: false }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nu am reusit sa incarc produsele (SERVICE_UNAVAILABLE).');
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Încearcă din nou' }));
    await expect(args.list.send).toHaveBeenCalledWith({ type: 'reload' });
  },
};

/** A settled page with nothing on it says so. */
export const Empty: Story = {
  args: { list: listOf({ items: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nu ai încă produse.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginile produselor' })).toBeNull();
  },
};

/** On a 320 px phone: the toolbar wraps and the cards fit. */
export const Phone: Story = {
  globals: onPhone,
  args: { list: listOf({ totalPages: 9 }) },
  play: async () => {
    await expectReflow();
  },
};
