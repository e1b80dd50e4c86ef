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
  args: {
    label: 'Produsele din fișier',
    columns,
    rows,
    issues: { 1: [{ column: 'pret', message: 'Prețul trebuie să fie un număr.' }] },
    onCellChange: fn(),
    onDeleteRow: fn(),
    ...texts,
  },
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

/** Rows sit together: a valid row is as tall as its inputs, and only a row that shows its error grows. */
export const RowsSitTogether: Story = {
  args: {
    rows: [
      { id: 0, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456' } },
      { id: 1, cells: { nume: 'Zahăr plic', pret: 'abc', telefon: '0722123456' } },
      { id: 2, cells: { nume: 'Ceai verde', pret: '12', telefon: '0722123456' } },
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').map((row) => row.getBoundingClientRect());
    await expect(rows).toHaveLength(3);
    const [first, invalid, third] = rows as [DOMRect, DOMRect, DOMRect];
    await expect(Math.round(invalid.top)).toBe(Math.round(first.bottom));
    await expect(Math.round(third.top)).toBe(Math.round(invalid.bottom));
    const input = canvas.getByRole('textbox', { name: 'nume, 1' }).getBoundingClientRect();
    await expect(first.height - input.height).toBeLessThan(16);
    await expect(invalid.height).toBeGreaterThan(first.height);
    await expect(third.height).toBe(first.height);
  },
};

/** A column the import ignores is flagged and read-only; a problem with a whole row describes each of its inputs. */
export const IgnoredColumnAndRowProblem: Story = {
  args: {
    rows: [
      { id: 0, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456', culoare: 'maro' } },
      { id: 1, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456', culoare: 'maro' } },
    ],
    ignoredColumns: ['culoare'],
    ignoredLabel: 'ignorată',
    issues: { 1: [{ column: undefined, message: 'Rândul repetă produsul 1.' }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('culoare (ignorată)')).toBeVisible();
    await expect(canvas.getAllByText('maro')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox', { name: 'culoare, 1' })).toBeNull();
    const name = canvas.getByRole('textbox', { name: 'nume, 2' });
    await expect(name).toHaveAccessibleDescription('Rândul repetă produsul 1.');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'nume, 1' })).not.toHaveAccessibleDescription('Rândul repetă produsul 1.');
  },
};

function EditedGrid() {
  const [edited, setEdited] = useState(rows);
  const edit = (rowId: number, column: string, value: string) =>
    setEdited((current) => current.map((row) => (row.id === rowId ? { ...row, cells: { ...row.cells, [column]: value } } : row)));
  return <EditableGrid label="Produsele din fișier" columns={columns} rows={edited} issues={{}} onCellChange={edit} onDeleteRow={() => undefined} {...texts} />;
}

/** The keyboard stays with the input being edited: arrows move the caret, space is text, Tab goes to the next cell. */
export const KeyboardEditing: Story = {
  render: () => <EditedGrid />,
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'nume, 1' });
    await userEvent.click(name);
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft} x');
    await expect(name).toHaveValue('Cafea boabe 1 x kg');
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Home}z');
    await expect(name).toHaveValue('zCafea boabe 1 x kg');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'pret, 1' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(name).toHaveFocus();
  },
};

const longFileIssues = { 99_998: [{ column: 'pret', message: 'Prețul trebuie să fie un număr.' }] };
const manyRows = Array.from({ length: 100_000 }, (_, id) => ({ id, cells: { nume: `Produs ${id + 1}`, pret: '10', telefon: '0722123456' } }));

function LongFile() {
  const [request, setRequest] = useState<{ rowId: number; column: string } | undefined>();
  const [edited, setEdited] = useState(manyRows);
  const edit = (rowId: number, column: string, value: string) =>
    setEdited((current) => current.map((row) => (row.id === rowId ? { ...row, cells: { ...row.cells, [column]: value } } : row)));
  return (
    <>
      <button type="button" onClick={() => setRequest({ rowId: 99_998, column: 'pret' })}>
        Mergi la produsul 99999
      </button>
      <EditableGrid
        label="Produsele din fișier"
        columns={columns}
        rows={edited}
        issues={longFileIssues}
        onCellChange={edit}
        onDeleteRow={() => undefined}
        focusRequest={request}
        {...texts}
      />
    </>
  );
}

/**
 * 100,000 rows: only those in view are in the page, the list says how many rows it has, a
 * focus request from the error summary scrolls to the row and focuses the cell, and it edits.
 */
export const HundredThousandRows: Story = {
  render: () => <LongFile />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Produsele din fișier' });
    await expect(table).toHaveAttribute('aria-rowcount', '100000');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Mergi la produsul 99999' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('pret, 99999'));
    await expect(document.activeElement).toHaveAccessibleDescription('Prețul trebuie să fie un număr.');
    await userEvent.keyboard('{End},5');
    await expect(canvas.getByRole('textbox', { name: 'pret, 99999' })).toHaveValue('10,5');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
  },
};
