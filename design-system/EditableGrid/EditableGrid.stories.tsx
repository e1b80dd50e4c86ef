import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EditableGrid, type GridRow } from './EditableGrid';

const columns = ['nume', 'pret', 'telefon'];
const rows: GridRow[] = [
  { id: 0, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456' } },
  { id: 1, cells: { nume: 'Zahăr plic', pret: 'abc', telefon: '0722123456' } },
];
const texts = { deleteLabel: (position: number) => `Șterge rândul ${position}`, rowNumberLabel: 'Nr.', actionsLabel: 'Acțiuni' };

const meta = {
  title: 'Data/EditableGrid',
  component: EditableGrid,
  args: { label: 'Produsele din fișier', columns, rows, issues: { 1: [{ column: 'pret', message: 'Prețul trebuie să fie un număr.' }] }, onCellChange: fn(), onDeleteRow: fn(), ...texts },
} satisfies Meta<typeof EditableGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An invalid cell is marked and described by its message; editing reports the new value. */
export const WithErrors: Story = {
  play: async ({ canvas, args }) => {
    const price = canvas.getByRole('textbox', { name: 'pret, 2' });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('Prețul trebuie să fie un număr.');
    await userEvent.type(price, '1');
    await expect(args.onCellChange).toHaveBeenLastCalledWith(1, 'pret', 'abc1');
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge rândul 1' }));
    await expect(args.onDeleteRow).toHaveBeenCalledWith(0);
  },
};

function PagedGrid() {
  const many = Array.from({ length: 120 }, (_, id) => ({ id, cells: { nume: `Produs ${id + 1}`, pret: '10', telefon: '0722123456' } }));
  const [request, setRequest] = useState<{ rowId: number; column: string } | undefined>();
  return (
    <>
      <button type="button" onClick={() => setRequest({ rowId: 110, column: 'pret' })}>
        Mergi la produsul 111
      </button>
      <EditableGrid label="Produsele din fișier" columns={columns} rows={many} issues={{}} onCellChange={() => undefined} onDeleteRow={() => undefined} focusRequest={request} {...texts} />
    </>
  );
}

/** Long files are paged; a focus request from the error summary opens the row's page and focuses the cell. */
export const PagedWithFocusRequest: Story = {
  render: () => <PagedGrid />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(canvas.getByRole('button', { name: 'Mergi la produsul 111' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('pret, 111'));
  },
};
